import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The token in a calendar address: an HMAC of the user and a random nonce under the server's
 * secret, 32 bytes in base64url (43 characters, unguessable). Only its SHA-256 and the nonce are
 * stored: a copy of the database opens no feed, yet the server can show the address again. A new
 * nonce (regenerating) gives a new token; a changed secret makes the stored hash match no token
 * the server can show, so the address must be created again.
 */
export const feedToken = (secret: string, userId: string, nonce: string): string =>
  createHmac('sha256', secret).update(`lyceum-calendar\n${userId}\n${nonce}`).digest('base64url');

export const newFeedNonce = (): string => randomBytes(16).toString('base64url');

/**
 * The lookup key. The feed is found by this hash in a unique index, never by comparing the token
 * itself, so how long a wrong token takes says nothing about the right one.
 */
export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');
