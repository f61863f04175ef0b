import type { Kysely } from 'kysely';
import { idsOfJsonArray } from '../../db/json-ids';
import type { Database } from '../../db/schema';
import { hashInvitationToken, invitationToken } from '../invitations/invitation-token';
import type { InviteSettings } from '../invitations/invitations.service';
import { NO_PASSWORD } from '../users/users.repository';
import type { RosterOp } from './roster-resolve';

/**
 * Parameters bound by one statement at most: SQLite binds at most 32,766 and PostgreSQL 65,535;
 * well under both, so one statement (its Kysely tree and its SQL) stays a few hundred kilobytes.
 */
const MAX_PARAMETERS = 8_000;

/**
 * A list of keys bound as one JSON array parameter, unpacked by the engine (json_each /
 * json_array_elements_text), which seeks the column's index once per key: one statement whatever
 * the length, where `in (?, ?, ...)` lists had to be cut to the engines' parameter limits and each
 * of their thousands of parameters built and compiled by Kysely.
 */
const keysIn = (db: Kysely<Database>, keys: readonly string[]) => idsOfJsonArray(db, JSON.stringify([...new Set(keys)]));

/** Writes `rows` in statements of as many rows of `columns` parameters each as MAX_PARAMETERS allows. */
async function inBatches<T>(rows: readonly T[], columns: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export interface ExistingUser {
  id: string;
  name: string;
  email: string;
  role: Database['users']['role'];
  deactivated_at: string | null;
  sourced_id: string | null;
  identifier: string | null;
}

const USER_COLUMNS = ['id', 'name', 'email', 'role', 'deactivated_at', 'sourced_id', 'identifier'] as const;

/**
 * The sourcedId a record is known by: the one an import gave it, else its own Lyceum id (which
 * Lyceum's OneRoster export writes for it). A row found by email only is not known by its id.
 */
function knownAs(row: { id: string; sourced_id: string | null }, named: ReadonlySet<string>): string | undefined {
  return row.sourced_id ?? (named.has(row.id) ? row.id : undefined);
}

/**
 * The sourcedId a matched record keeps: the one the file gives, except that a record named by its
 * own Lyceum id keeps none (it was made in Lyceum, and an export then import must change nothing).
 */
export function keptSourcedId(given: string | undefined, existing: { id: string; sourced_id: string | null } | undefined): string | null {
  if (existing && existing.sourced_id === null && given === existing.id) return null;
  return given ?? existing?.sourced_id ?? null;
}

/**
 * Accounts holding any of these (lower-case) emails or sourcedIds, by each key: one statement, whose
 * `or` of the lists the engines answer from the unique indexes (a district's re-import reads its
 * 20,000 accounts once instead of twice). An account with no sourcedId is also found by its id.
 */
export async function usersByKeys(db: Kysely<Database>, emails: readonly string[], sourcedIds: readonly string[]) {
  const byEmail = new Map<string, ExistingUser>();
  const bySourcedId = new Map<string, ExistingUser>();
  if (emails.length === 0 && sourcedIds.length === 0) return { byEmail, bySourcedId };
  const rows = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('email', 'in', keysIn(db, emails)),
        eb('sourced_id', 'in', keysIn(db, sourcedIds)),
        eb.and([eb('sourced_id', 'is', null), eb('id', 'in', keysIn(db, sourcedIds))]),
      ]),
    )
    .execute();
  // A row found by one key may hold the other too; the maps are only asked for the keys given.
  const named = new Set(sourcedIds);
  for (const row of rows) {
    byEmail.set(row.email, row);
    const key = knownAs(row, named);
    if (key !== undefined) bySourcedId.set(key, row);
  }
  return { byEmail, bySourcedId };
}

export interface ExistingClass {
  id: string;
  name: string;
  description: string;
  sourced_id: string | null;
  archived_at: string | null;
}

const CLASS_COLUMNS = ['id', 'name', 'description', 'sourced_id', 'archived_at'] as const;

/**
 * Classes with any of these names or sourcedIds (a class with no sourcedId also by its id). Names
 * are not unique: the oldest class of a name wins.
 */
export async function classesByKeys(db: Kysely<Database>, names: readonly string[], sourcedIds: readonly string[]) {
  const byName = new Map<string, ExistingClass>();
  const bySourcedId = new Map<string, ExistingClass>();
  const named = names.length > 0 ? await db.selectFrom('classes').select(CLASS_COLUMNS).where('name', 'in', keysIn(db, names)).orderBy('created_at').orderBy('id').execute() : [];
  for (const row of named) if (!byName.has(row.name)) byName.set(row.name, row);
  if (sourcedIds.length > 0) {
    const rows = await db
      .selectFrom('classes')
      .select(CLASS_COLUMNS)
      .where((eb) => eb.or([eb('sourced_id', 'in', keysIn(db, sourcedIds)), eb.and([eb('sourced_id', 'is', null), eb('id', 'in', keysIn(db, sourcedIds))])]))
      .execute();
    const named = new Set(sourcedIds);
    for (const row of rows) {
      const key = knownAs(row, named);
      if (key !== undefined) bySourcedId.set(key, row);
    }
  }
  return { byName, bySourcedId };
}

/**
 * The memberships of these users: by class, then by user, their role. Keyed by the rows' own
 * strings, a class's members in one map: no key string made per membership.
 */
export async function membershipsOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, Map<string, 'teacher' | 'student'>>> {
  const byClass = new Map<string, Map<string, 'teacher' | 'student'>>();
  if (userIds.length === 0) return byClass;
  const rows = await db.selectFrom('class_members').select(['class_id', 'user_id', 'role']).where('user_id', 'in', keysIn(db, userIds)).execute();
  for (const row of rows) {
    const members = byClass.get(row.class_id);
    if (members) members.set(row.user_id, row.role);
    else byClass.set(row.class_id, new Map([[row.user_id, row.role]]));
  }
  return byClass;
}

/** Active accounts that came from a roster (a sourcedId): those a bulk users file may deactivate. */
export function activeRosterUsers(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('sourced_id', 'is not', null).where('deactivated_at', 'is', null).execute();
}

/** Classes that came from a roster and are not archived: those a bulk classes file may archive. */
export function activeRosterClasses(db: Kysely<Database>) {
  return db.selectFrom('classes').select(['id', 'name']).where('sourced_id', 'is not', null).where('archived_at', 'is', null).execute();
}

/** Memberships of a roster's users in a roster's classes not archived: those a bulk enrollments file may end. */
export function rosterMemberships(db: Kysely<Database>) {
  return db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.class_id', 'm.user_id', 'c.name as class_name', 'u.name as user_name', 'u.email'])
    .where('c.sourced_id', 'is not', null)
    .where('c.archived_at', 'is', null)
    .where('u.sourced_id', 'is not', null)
    .execute();
}

type OpOf<K extends RosterOp['op']> = Extract<RosterOp, { op: K }>;

export function insertUsers(db: Kysely<Database>, users: readonly OpOf<'createUser'>[], now: string): Promise<void> {
  return inBatches(users, 10, (batch) =>
    db
      .insertInto('users')
      .values(batch.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, password_hash: u.passwordHash ?? NO_PASSWORD, sourced_id: u.sourcedId, identifier: u.identifier, deactivated_at: u.active ? null : now, created_at: now, updated_at: now })))
      .execute(),
  );
}

const DAY_MS = 86_400_000;

/**
 * A first invitation link for each of these users, just created (so none has a link yet: what
 * issueInvitation would write for each, without its two reads and a delete per user). The token is
 * derived from the user and the time, as there; only its hash is stored.
 */
export function insertInvitations(db: Kysely<Database>, userIds: readonly string[], settings: InviteSettings, asked = Date.now()): Promise<void> {
  const createdAt = new Date(asked).toISOString();
  const expiresAt = new Date(asked + settings.ttlDays * DAY_MS).toISOString();
  return inBatches(userIds, 5, (batch) =>
    db
      .insertInto('invitations')
      .values(batch.map((userId) => ({ token_hash: hashInvitationToken(invitationToken(settings.secret, userId, createdAt)), user_id: userId, expires_at: expiresAt, used_at: null, created_at: createdAt })))
      .execute(),
  );
}

export async function updateUser(db: Kysely<Database>, op: OpOf<'updateUser'>, now: string): Promise<void> {
  // A new password, a new role or a deactivation ends the sessions the user has, as an edit does.
  const bump = op.passwordHash !== null || op.roleChanged || !op.active;
  await db
    .updateTable('users')
    .set((eb) => ({
      name: op.name,
      email: op.email,
      role: op.role,
      sourced_id: op.sourcedId,
      identifier: op.identifier,
      updated_at: now,
      ...(op.passwordHash !== null ? { password_hash: op.passwordHash } : {}),
      // Keeps the time of an earlier deactivation; only a change of state moves it.
      deactivated_at: op.active ? null : eb.fn.coalesce('deactivated_at', eb.val(now)),
      ...(bump ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', op.id)
    .execute();
}

export function insertClasses(db: Kysely<Database>, classes: readonly OpOf<'createClass'>[], now: string): Promise<void> {
  return inBatches(classes, 7, (batch) =>
    db
      .insertInto('classes')
      .values(batch.map((c) => ({ id: c.id, name: c.name, description: c.description, meeting_link: null, sourced_id: c.sourcedId, created_at: now, updated_at: now })))
      .execute(),
  );
}

export async function updateClass(db: Kysely<Database>, op: OpOf<'updateClass'>, now: string): Promise<void> {
  await db
    .updateTable('classes')
    .set({ name: op.name, sourced_id: op.sourcedId, updated_at: now, ...(op.description !== null ? { description: op.description } : {}), ...(op.restore ? { archived_at: null } : {}) })
    .where('id', '=', op.id)
    .execute();
}

/** Memberships none of which exists yet (the caller deleted those it replaces). */
export function insertMembers(db: Kysely<Database>, members: readonly { classId: string; userId: string; role: 'teacher' | 'student' }[], now: string): Promise<void> {
  return inBatches(members, 4, (batch) =>
    db
      .insertInto('class_members')
      .values(batch.map((m) => ({ class_id: m.classId, user_id: m.userId, role: m.role, created_at: now })))
      .execute(),
  );
}

export function deleteMembers(db: Kysely<Database>, members: readonly { classId: string; userId: string }[]): Promise<void> {
  return inBatches(members, 2, (batch) =>
    db
      .deleteFrom('class_members')
      .where((eb) => eb(eb.refTuple('class_id', 'user_id'), 'in', batch.map((m) => eb.tuple(m.classId, m.userId))))
      .execute(),
  );
}

/** Roster users a bulk file no longer lists: turned off (keeping an earlier time), their sessions ended. */
export function deactivateUsers(db: Kysely<Database>, ids: readonly string[], now: string): Promise<void> {
  return inBatches(ids, 1, (batch) =>
    db
      .updateTable('users')
      .set((eb) => ({ deactivated_at: eb.fn.coalesce('deactivated_at', eb.val(now)), updated_at: now, token_version: eb('token_version', '+', 1) }))
      .where('id', 'in', batch)
      .execute(),
  );
}

/** Roster classes a bulk file no longer lists: archived (classes.archived_at), nothing of them deleted. */
export function archiveClasses(db: Kysely<Database>, ids: readonly string[], now: string): Promise<void> {
  return inBatches(ids, 1, (batch) => db.updateTable('classes').set({ archived_at: now, updated_at: now }).where('id', 'in', batch).where('archived_at', 'is', null).execute());
}
