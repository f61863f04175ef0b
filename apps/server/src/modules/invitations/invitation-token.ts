import { createHash, createHmac } from 'node:crypto';

/**
 * The token of an invitation: an HMAC of the user and the invitation's creation time under the
 * server's secret. Only its SHA-256 is stored, so a copy of the database hands out no working
 * link; the server can still show a pending link again (the invitations CSV downloaded twice
 * gives the same links) without keeping it. 32 bytes: 43 base64url characters, unguessable.
 */
export const invitationToken = (secret: string, userId: string, createdAt: string): string =>
  createHmac('sha256', secret).update(`lyceum-invitation\n${userId}\n${createdAt}`).digest('base64url');

export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');
