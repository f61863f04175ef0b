import { createHmac, timingSafeEqual } from 'node:crypto';
import { EVENT_TICKET_TTL_SECONDS } from '@lyceum/shared/notifications';

export interface TicketHolder {
  userId: string;
  /** The user's token_version when the ticket was made: a password or role change, or deactivation, voids it. */
  tokenVersion: number;
}

/**
 * Tickets that open the event stream: `{expiry}.{user}.{token version}.{signature}`, HMAC-SHA256
 * under a key derived from the JWT secret for this purpose alone (a ticket is never a token or a
 * download link, nor the reverse). EventSource cannot send an Authorization header, and the
 * session's token must not go into a URL, where logs, proxies and the browser's history keep it
 * for its whole week; a ticket in the URL is good for a minute and for the stream only, and the
 * stream checks on every opening that its user still exists with the same token version.
 */
export class StreamTickets {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('lyceum event stream tickets v1').digest();
  }

  private signature(holder: TicketHolder, expiry: number): string {
    return createHmac('sha256', this.key).update(`${holder.userId}\n${holder.tokenVersion}\n${expiry}`).digest('base64url');
  }

  sign(holder: TicketHolder, nowMs = Date.now()): { ticket: string; expiresAt: string } {
    const expiry = Math.floor(nowMs / 1000) + EVENT_TICKET_TTL_SECONDS;
    const ticket = `${expiry}.${holder.userId}.${holder.tokenVersion}.${this.signature(holder, expiry)}`;
    return { ticket, expiresAt: new Date(expiry * 1000).toISOString() };
  }

  /** Who a ticket was made for, if it is ours and unexpired; else null. */
  verify(ticket: string, nowMs = Date.now()): TicketHolder | null {
    const match = /^(\d{1,12})\.([\w-]{1,64})\.(\d{1,9})\.([\w-]{43})$/.exec(ticket);
    if (!match) return null;
    const [, expiryText = '', userId = '', versionText = '', given = ''] = match;
    const expiry = Number(expiryText);
    if (expiry * 1000 <= nowMs) return null;
    const holder = { userId, tokenVersion: Number(versionText) };
    const expected = Buffer.from(this.signature(holder, expiry));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? holder : null;
  }
}
