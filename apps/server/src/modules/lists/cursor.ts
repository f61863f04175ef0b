import { LIMITS } from '@lyceum/shared/limits';
import { badRequest } from '../../lib/http-errors';

/** A position in a list sorted by (key desc, id desc): the last row the client has seen. */
export interface Cursor {
  /** The sort key of that row: an ISO-8601 UTC timestamp (due date or creation time). */
  key: string;
  id: string;
}

export const INVALID_CURSOR = 'cursor is invalid; start again from the first page';

/** Timestamps exactly as the server writes and reads them (nowIso, and the pg parser). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Opaque to clients: base64url of a JSON pair, so its shape can change without an API change. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/**
 * Reads a cursor the client sent back. Anything we could not have made is a 400, checked here
 * rather than left to the database: PostgreSQL would fail on a malformed timestamp with a 500.
 */
export function decodeCursor(raw: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badRequest(INVALID_CURSOR);
  const [key, id] = parsed as unknown[];
  if (typeof key !== 'string' || !ISO_UTC.test(key) || Number.isNaN(Date.parse(key))) throw badRequest(INVALID_CURSOR);
  // A NUL inside the JSON (\u0000) survives the input guard; PostgreSQL fails on it with a 500.
  if (typeof id !== 'string' || id.length === 0 || id.length > LIMITS.id || id.includes('\u0000')) throw badRequest(INVALID_CURSOR);
  return { key, id };
}
