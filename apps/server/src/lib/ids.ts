import { randomBytes } from 'node:crypto';

/**
 * 24 hex characters, like the spec's `_id`s: 4 bytes of seconds then 8 random bytes,
 * so ids sort roughly by creation time and index well.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** The one way timestamps are written: ISO-8601 UTC with milliseconds. */
export const nowIso = (): string => new Date().toISOString();
