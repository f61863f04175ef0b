import type { Kysely } from 'kysely';
import type { SignInEvent } from '@lyceum/shared/sso';
import type { Database, SignInEventsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';

export type SignInRecord = Omit<SignInEventsTable, 'id' | 'at'>;

/** One sign-in attempt, successful or refused, for the admins' audit list. */
export async function recordSignIn(db: Kysely<Database>, event: SignInRecord): Promise<void> {
  await db
    .insertInto('sign_in_events')
    .values({ id: newId(), at: nowIso(), ...event, who: event.who.slice(0, 320), reason: event.reason?.slice(0, 500) ?? null })
    .execute();
}

const PAGE = 50;

/** Newest first, 50 a page; `before` is the last id of the previous page. */
export async function signInEventsPage(db: Kysely<Database>, before?: string): Promise<{ items: SignInEvent[]; next: string | null }> {
  let query = db
    .selectFrom('sign_in_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.name', 'e.who', 'e.method', 'e.provider', 'e.outcome', 'e.reason', 'e.address'])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(PAGE + 1);
  if (before !== undefined) {
    const last = await db.selectFrom('sign_in_events').select(['at', 'id']).where('id', '=', before).executeTakeFirst();
    if (!last) return { items: [], next: null };
    query = query.where((eb) => eb.or([eb('e.at', '<', last.at), eb.and([eb('e.at', '=', last.at), eb('e.id', '<', last.id)])]));
  }
  const rows = await query.execute();
  const items = rows.slice(0, PAGE).map((row) => ({
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
  return { items, next: rows.length > PAGE ? (items.at(-1)?._id ?? null) : null };
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
