import { sql, type Kysely } from 'kysely';
import type { PublicUser, UsersQuery, UserStatus } from '@lyceum/shared/users';
import type { Role } from '@lyceum/shared/roles';
import { preparedQuery } from '../../db/prepared';
import type { Database, NewUser, UserRow } from '../../db/schema';

/**
 * The password_hash of an account without a password yet (an invited user): no argon2 hash is
 * empty, so no password verifies against it (verifyPassword answers false for a malformed hash).
 */
export const NO_PASSWORD = '';

const userById = preparedQuery((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return (await userById(db, id))[0];
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** All users (optionally of one role), by name. */
export function listUsers(db: Kysely<Database>, role?: Role): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll();
  if (role) query = query.where('role', '=', role);
  return query.orderBy('name').orderBy('id').execute();
}

/** `%`, `_` and `\` as themselves in a LIKE pattern (with ESCAPE '\'). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The users the Users screen's filters keep, by name: part of the name or email in any case
 * (lower() on both sides: PostgreSQL's LIKE minds case), one role, one status.
 */
export function filterUsers(db: Kysely<Database>, filters: UsersQuery): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll();
  const text = filters.q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${likeLiteral(text)}%`;
    query = query.where((eb) => eb.or([sql<boolean>`lower(name) LIKE ${pattern} ESCAPE '\\'`, sql<boolean>`lower(email) LIKE ${pattern} ESCAPE '\\'`]));
  }
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.status === 'deactivated') query = query.where('deactivated_at', 'is not', null);
  else if (filters.status) {
    query = query.where('deactivated_at', 'is', null).where('password_hash', filters.status === 'invited' ? '=' : '<>', NO_PASSWORD);
  }
  return query.orderBy('name').orderBy('id').execute();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export interface UserPatch {
  name?: string;
  email?: string;
  password_hash?: string;
  role?: Role;
  bumpTokenVersion: boolean;
  updated_at: string;
}

export async function updateUser(db: Kysely<Database>, id: string, patch: UserPatch): Promise<void> {
  const { bumpTokenVersion, ...columns } = patch;
  await db
    .updateTable('users')
    .set((eb) => ({
      ...columns,
      ...(bumpTokenVersion ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * The same password under a new hash (parameters upgraded at sign-in): no token version bump, as
 * the password did not change; only if the hash is still the one verified, so a password changed
 * meanwhile is never overwritten.
 */
export async function replacePasswordHash(db: Kysely<Database>, id: string, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', id).where('password_hash', '=', oldHash).execute();
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The status the Users screen shows; a deactivated account is that, whether or not it has a password. */
export const statusOf = (row: Pick<UserRow, 'deactivated_at' | 'password_hash'>): UserStatus =>
  row.deactivated_at !== null ? 'deactivated' : row.password_hash === NO_PASSWORD ? 'invited' : 'active';

export const toPublicUser = (row: UserRow): PublicUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  status: statusOf(row),
});

/**
 * Deactivates (at a time) or reactivates (null) an account. Deactivating bumps the token version,
 * so every token already handed out stops working; nothing else of the user is touched.
 */
export async function setDeactivated(db: Kysely<Database>, id: string, at: string | null): Promise<number> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ deactivated_at: at, updated_at: at ?? new Date().toISOString(), ...(at !== null ? { token_version: eb('token_version', '+', 1) } : {}) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Removes the user's class memberships that no longer fit their role (a student made a teacher
 * stops being enrolled; an admin sees every class anyway, so keeps none).
 */
export async function dropMembershipsNotMatching(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  let query = db.deleteFrom('class_members').where('user_id', '=', userId);
  if (role !== 'admin') query = query.where('role', '<>', role);
  await query.execute();
}

/** The language and time zone a user chose in Settings (a field left out keeps its value; null: automatic). */
export async function setUserPreferences(db: Kysely<Database>, id: string, preferences: { locale?: string | null; timeZone?: string | null }): Promise<void> {
  const values = {
    ...(preferences.locale !== undefined ? { locale: preferences.locale } : {}),
    ...(preferences.timeZone !== undefined ? { time_zone: preferences.timeZone } : {}),
  };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}
