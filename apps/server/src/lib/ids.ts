import { randomBytes } from 'node:crypto';

/** 5 random bytes, drawn once per process: what tells apart the ids two processes make in a second. */
const PROCESS_PART = randomBytes(5).toString('hex');
/**
 * Counts the ids this process makes (a 3-byte counter, as a MongoDB ObjectId's), from a random start
 * in the lower half: 8 million ids before it wraps and an id made after sorts before one made before.
 */
let counter = randomBytes(3).readUIntBE(0, 3) >>> 1;

/**
 * 24 hex characters, like the spec's `_id`s and laid out as a MongoDB ObjectId: 4 bytes of
 * seconds, 5 bytes of this process, then 3 bytes of a counter. Ids sort by creation time, and
 * within a second by the order this process made them: lists ordered by (created_at, id) keep that
 * order for rows written in the same millisecond (a thread's comments, oldest first), which 8
 * random bytes after the seconds left to chance.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % 0x1000000;
  return seconds + PROCESS_PART + counter.toString(16).padStart(6, '0');
}

/** The one way timestamps are written: ISO-8601 UTC with milliseconds. */
export const nowIso = (): string => new Date().toISOString();
