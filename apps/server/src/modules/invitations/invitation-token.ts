import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a link cannot be guessed, so knowing it is proof enough to set the password. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the database hands out no working link. */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');
