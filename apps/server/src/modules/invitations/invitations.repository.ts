import type { Kysely } from 'kysely';
import type { Database, InvitationsTable } from '../../db/schema';
import { NO_PASSWORD } from '../users/users.repository';

export async function findInvitation(db: Kysely<Database>, tokenHash: string): Promise<InvitationsTable | undefined> {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Replaces the user's unused links with this one: only the newest link handed out works. */
export async function replaceInvitation(db: Kysely<Database>, row: InvitationsTable): Promise<void> {
  await db.deleteFrom('invitations').where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  await db.insertInto('invitations').values(row).execute();
}

/** When the user's newest invitation was issued, if any. */
export async function latestIssuedAt(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('invitations').select((eb) => eb.fn.max('created_at').as('at')).where('user_id', '=', userId).executeTakeFirst();
  return row?.at ?? undefined;
}

/** Marks the link used unless it already was: false when another request used it first. */
export async function markUsed(db: Kysely<Database>, tokenHash: string, at: string): Promise<boolean> {
  const result = await db.updateTable('invitations').set({ used_at: at }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface InvitableUser {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  deactivated_at: string | null;
}

/** Users waiting for their first password (active, no hash), by name; or the named ones. */
export async function invitableUsers(db: Kysely<Database>, ids?: readonly string[]): Promise<InvitableUser[]> {
  let query = db.selectFrom('users').select(['id', 'name', 'email', 'password_hash', 'deactivated_at']);
  query = ids ? query.where('id', 'in', ids) : query.where('password_hash', '=', NO_PASSWORD).where('deactivated_at', 'is', null);
  return query.orderBy('name').orderBy('id').execute();
}

/** Active users without a password, by name, each with their newest unused, unexpired invitation if any. */
export function pendingInvitations(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('users')
    .leftJoin('invitations', (join) => join.onRef('invitations.user_id', '=', 'users.id').on('invitations.used_at', 'is', null).on('invitations.expires_at', '>', now))
    .select(['users.id', 'users.name', 'users.email', 'invitations.created_at', 'invitations.expires_at'])
    .where('users.password_hash', '=', NO_PASSWORD)
    .where('users.deactivated_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The user's working invitation (unused, unexpired), the newest if several. */
export function pendingInvitationOf(db: Kysely<Database>, userId: string, now: string) {
  return db
    .selectFrom('invitations')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
