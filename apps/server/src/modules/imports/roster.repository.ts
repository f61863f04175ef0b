import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Lists longer than this are queried in chunks: SQLite binds at most 32,766 parameters. */
const CHUNK = 500;

async function inChunks<T>(keys: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(keys)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(...(await read(unique.slice(i, i + CHUNK))));
  return out;
}

export interface ExistingUser {
  id: string;
  name: string;
  email: string;
  role: Database['users']['role'];
  deactivated_at: string | null;
  sourced_id: string | null;
}

const USER_COLUMNS = ['id', 'name', 'email', 'role', 'deactivated_at', 'sourced_id'] as const;

/** Accounts holding any of these (lower-case) emails or sourcedIds, by each key (indexed lookups). */
export async function usersByKeys(db: Kysely<Database>, emails: readonly string[], sourcedIds: readonly string[]) {
  const byEmail = new Map<string, ExistingUser>();
  const bySourcedId = new Map<string, ExistingUser>();
  for (const row of await inChunks(emails, (chunk) => db.selectFrom('users').select(USER_COLUMNS).where('email', 'in', chunk).execute())) byEmail.set(row.email, row);
  for (const row of await inChunks(sourcedIds, (chunk) => db.selectFrom('users').select(USER_COLUMNS).where('sourced_id', 'in', chunk).execute())) {
    if (row.sourced_id) bySourcedId.set(row.sourced_id, row);
  }
  return { byEmail, bySourcedId };
}

export interface ExistingClass {
  id: string;
  name: string;
  description: string;
  sourced_id: string | null;
}

const CLASS_COLUMNS = ['id', 'name', 'description', 'sourced_id'] as const;

/** Classes with any of these names or sourcedIds. Names are not unique: the oldest class of a name wins. */
export async function classesByKeys(db: Kysely<Database>, names: readonly string[], sourcedIds: readonly string[]) {
  const byName = new Map<string, ExistingClass>();
  const bySourcedId = new Map<string, ExistingClass>();
  const named = await inChunks(names, (chunk) => db.selectFrom('classes').select(CLASS_COLUMNS).where('name', 'in', chunk).orderBy('created_at').orderBy('id').execute());
  for (const row of named) if (!byName.has(row.name)) byName.set(row.name, row);
  for (const row of await inChunks(sourcedIds, (chunk) => db.selectFrom('classes').select(CLASS_COLUMNS).where('sourced_id', 'in', chunk).execute())) {
    if (row.sourced_id) bySourcedId.set(row.sourced_id, row);
  }
  return { byName, bySourcedId };
}

/** The memberships of these users, keyed `classId userId`, with their role. */
export async function membershipsOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, 'teacher' | 'student'>> {
  const rows = await inChunks(userIds, (chunk) => db.selectFrom('class_members').select(['class_id', 'user_id', 'role']).where('user_id', 'in', chunk).execute());
  return new Map(rows.map((r) => [`${r.class_id} ${r.user_id}`, r.role]));
}
