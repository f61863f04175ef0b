import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_URL_TTL_SECONDS } from '@lyceum/shared/limits';

/** Expiry times are rounded up to this, so a file's URL stays the same for a while and the browser's cache keeps its preview. */
const ROUNDING_SECONDS = 10 * 60;

export interface SignedLink {
  url: string;
  previewUrl: string | null;
  expiresAt: string;
}

/**
 * Signed download URLs: `/api/files/{id}?access={expiry}.{user}.{signature}`. The web client
 * authenticates with a bearer header, which an <img>, a <video> that seeks with Range, a PDF
 * preview's <iframe> or a plain download link cannot send; these URLs stand in for the header, for
 * one file and one user, for an hour or so. They say who is asking, never what they may read: the
 * download checks, on every request, that this user still exists and may still read the file's
 * material or assignment, like any other read. HMAC-SHA256 under a key derived from the JWT secret
 * (a separate key, so a link can never pass for a token or the reverse).
 */
export class DownloadLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('lyceum download links v1').digest();
  }

  private signature(fileId: string, userId: string, expiry: number): string {
    return createHmac('sha256', this.key).update(`${fileId}\n${userId}\n${expiry}`).digest('base64url');
  }

  /** The URLs of one file for one user; `preview` for types shown in the page (images, PDFs). */
  sign(fileId: string, userId: string, preview: boolean, nowMs = Date.now()): SignedLink {
    const expiry = Math.ceil((nowMs / 1000 + DOWNLOAD_URL_TTL_SECONDS) / ROUNDING_SECONDS) * ROUNDING_SECONDS;
    const url = `/api/files/${encodeURIComponent(fileId)}?access=${expiry}.${encodeURIComponent(userId)}.${this.signature(fileId, userId, expiry)}`;
    return { url, previewUrl: preview ? `${url}&inline=1` : null, expiresAt: new Date(expiry * 1000).toISOString() };
  }

  /** The user an `access` value was signed for, if it is ours, for this file, and not expired; else null. */
  verify(fileId: string, access: string, nowMs = Date.now()): string | null {
    const match = /^(\d{1,12})\.([\w-]{1,64})\.([\w-]{43})$/.exec(access);
    if (!match) return null;
    const [, expiryText = '', userId = '', given = ''] = match;
    const expiry = Number(expiryText);
    if (expiry * 1000 <= nowMs) return null;
    const expected = Buffer.from(this.signature(fileId, userId, expiry));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
  }
}
