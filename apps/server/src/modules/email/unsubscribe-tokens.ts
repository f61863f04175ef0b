import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lyceum/shared/notifications';

/** What an unsubscribe link stops: one kind of notification, or (a digest's header) every kind. */
export type UnsubscribeScope = NotificationKind | 'all';

export interface UnsubscribeHolder {
  userId: string;
  scope: UnsubscribeScope;
}

const SCOPES: ReadonlySet<string> = new Set<string>([...NOTIFICATION_KINDS, 'all']);

/**
 * The token of a one-click unsubscribe link (RFC 8058): `{user}.{kind}.{signature}`, an HMAC-SHA256
 * under a key derived from the JWT secret for this purpose alone (never a session token, a stream
 * ticket or a download link, nor the reverse). It does not expire and survives a password change:
 * an email read a month later must still unsubscribe in one click, and all it can do is turn email
 * of one kind off for its user.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('lyceum email unsubscribe v1').digest();
  }

  private signature(holder: UnsubscribeHolder): string {
    return createHmac('sha256', this.key).update(`${holder.userId}\n${holder.scope}`).digest('base64url');
  }

  sign(holder: UnsubscribeHolder): string {
    return `${holder.userId}.${holder.scope}.${this.signature(holder)}`;
  }

  /** Whom and what a token is for, if it is ours; else null. Constant time in the signature. */
  verify(token: string): UnsubscribeHolder | null {
    const match = /^([\w-]{1,64})\.([a-z_]{1,40})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const [, userId = '', scope = '', given = ''] = match;
    if (!SCOPES.has(scope)) return null;
    const holder = { userId, scope: scope as UnsubscribeScope };
    const expected = Buffer.from(this.signature(holder));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? holder : null;
  }
}
