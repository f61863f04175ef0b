import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Client secrets of the school's providers, encrypted at rest (AES-256-GCM) under a key derived
 * from the server's secret (JWT_SECRET), so a copy of the database alone does not hand them out.
 * Changing JWT_SECRET makes them unreadable: the admin enters them again (docs/sso.md).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret, or null when it was sealed under another server secret. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'lyceum', 'sso client secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** SHA-256 of a one-time value (state, handoff code, browser binding), as the rows keep it. */
export const digest = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** 32 random bytes, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
