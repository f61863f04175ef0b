import { sql, type Kysely } from 'kysely';
import { SIGN_IN_EVENTS_PAGE, type SignInEvent, type SignInEventsQuery } from '@lyceum/shared/sso';
import type { Database, SignInEventsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { committedWrite } from '../../db/group-commit';
import { newId, nowIso } from '../../lib/ids';
import { likeLiteral } from '../users/users.repository';

export type SignInRecord = Omit<SignInEventsTable, 'id' | 'at'>;

/**
 * One sign-in attempt, successful or refused, for the admins' audit list: a group-committed write
 * on SQLite (db/group-commit.ts), so sign-ins arriving together share one fsync; in `db`'s
 * transaction when it is one.
 */
export async function recordSignIn(db: Kysely<Database>, event: SignInRecord): Promise<void> {
  const row = { id: newId(), at: nowIso(), ...event, who: event.who.slice(0, 320), reason: event.reason?.slice(0, 500) ?? null };
  await committedWrite(db, (k) => k.insertInto('sign_in_events').values(row).execute());
}

/**
 * Newest first, `limit` a page (50 unless asked); `before` is the `next` of the page before. The
 * filters narrow the walk down the (at, id) index: method and outcome exactly, `who` as part of
 * what the person gave or of their user's name, in any case (lower() on both sides: PostgreSQL's
 * LIKE minds case). A `before` that names no sign-in is an empty page.
 */
export async function signInEventsPage(db: Kysely<Database>, query: SignInEventsQuery = {}): Promise<{ items: SignInEvent[]; next: string | null }> {
  const limit = query.limit ?? SIGN_IN_EVENTS_PAGE;
  let rows = db
    .selectFrom('sign_in_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.name', 'e.who', 'e.method', 'e.provider', 'e.outcome', 'e.reason', 'e.address'])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (query.before !== undefined) {
    const last = await db.selectFrom('sign_in_events').select(['at', 'id']).where('id', '=', query.before).executeTakeFirst();
    if (!last) return { items: [], next: null };
    rows = rows.where((eb) => eb.or([eb('e.at', '<', last.at), eb.and([eb('e.at', '=', last.at), eb('e.id', '<', last.id)])]));
  }
  if (query.method !== undefined) rows = rows.where('e.method', '=', query.method);
  if (query.outcome !== undefined) rows = rows.where('e.outcome', '=', query.outcome);
  const who = query.who?.toLowerCase();
  if (who) {
    const pattern = `%${likeLiteral(who)}%`;
    rows = rows.where((eb) => eb.or([sql<boolean>`lower(e.who) LIKE ${pattern} ESCAPE '\\'`, sql<boolean>`lower(u.name) LIKE ${pattern} ESCAPE '\\'`]));
  }
  const found = await rows.execute();
  const items = found.slice(0, limit).map((row) => ({
    _id: row.id,
    at: row.at,
    userId: row.user_id,
    userName: row.name,
    who: row.who,
    method: row.method,
    provider: row.provider,
    outcome: row.outcome,
    reason: row.reason,
    address: row.address,
  }));
  return { items, next: found.length > limit ? (items.at(-1)?._id ?? null) : null };
}

/**
 * Runs a sign-in and logs it: the user on success; on a refusal with a message (a wrong password,
 * a deactivated account), that message as the reason. Anything else (a 500) is not a sign-in event.
 */
export async function audited<T extends { id: string }>(db: Kysely<Database>, event: Pick<SignInRecord, 'who' | 'method' | 'address'>, run: () => Promise<T>): Promise<T> {
  let user: T;
  try {
    user = await run();
  } catch (error) {
    if (error instanceof HttpError) await recordSignIn(db, { ...event, user_id: null, provider: null, outcome: 'refused', reason: error.message });
    throw error;
  }
  await recordSignIn(db, { ...event, user_id: user.id, provider: null, outcome: 'success', reason: null });
  return user;
}
