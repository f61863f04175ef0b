import { sql, type Kysely } from 'kysely';
import { DEFAULT_EMAIL_DIGEST, type EmailDigest } from '@lyceum/shared/email';
import type { Notification, NotificationChannel, NotificationKind } from '@lyceum/shared/notifications';
import type { Database } from '../../db/schema';

/**
 * `in_app = 1` written as a literal, not a bound parameter: the unread count's partial index
 * (notifications_unread_idx: in_app = 1 and read_at is null) is only chosen when the query says so
 * itself; with a parameter SQLite reads every notification the user ever had.
 */
const IN_BELL = sql.lit(1);

/** A notification with what its event says, its class's name and its actor's (null once gone). */
export interface NotificationView {
  id: number;
  user_id: string;
  event_id: number;
  kind: string | null;
  class_id: string | null;
  class_name: string | null;
  title: string;
  excerpt: string;
  link: string;
  actor_id: string | null;
  actor_name: string | null;
  created_at: string;
  read_at: string | null;
}

/** Notifications joined to their event: the texts are stored once, on the event. */
function notificationsWithEvent(db: Kysely<Database>) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('events as e', 'e.id', 'n.event_id')
    .select(['n.id', 'n.user_id', 'n.event_id', 'e.notify_kind as kind', 'e.class_id', 'e.title', 'e.excerpt', 'e.link', 'e.actor_id', 'n.created_at', 'n.read_at'])
    .select((eb) => [
      // Scalar subqueries: at most a page of rows, each a primary-key lookup.
      eb.selectFrom('classes').select('classes.name').whereRef('classes.id', '=', 'e.class_id').as('class_name'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'e.actor_id').as('actor_name'),
    ]);
}

/** A page of the user's bell, newest first, strictly before `beforeId`; one row more than `limit` says another page exists. */
export async function listPage(db: Kysely<Database>, userId: string, beforeId: number | null, limit: number): Promise<NotificationView[]> {
  let query = notificationsWithEvent(db).where('n.user_id', '=', userId).where('n.in_app', '=', 1);
  if (beforeId !== null) query = query.where('n.id', '<', beforeId);
  const rows = await query.orderBy('n.id', 'desc').limit(limit + 1).execute();
  return rows.map(normalise);
}

/** The notifications some events made in the bell (delivery to open streams). */
export async function forEvents(db: Kysely<Database>, eventIds: readonly number[]): Promise<NotificationView[]> {
  if (eventIds.length === 0) return [];
  const rows = await notificationsWithEvent(db).where('n.event_id', 'in', eventIds).where('n.in_app', '=', 1).execute();
  return rows.map(normalise);
}

/** PostgreSQL hands back bigint ids as numbers already (database.ts); this keeps both engines' rows alike. */
const normalise = <R extends { id: number; event_id: number }>(row: R): R => ({ ...row, id: Number(row.id), event_id: Number(row.event_id) });

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('in_app', '=', IN_BELL)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Unread counts of several users at once; a user with none is absent. */
export async function unreadCounts(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', 'in', userIds)
    .where('in_app', '=', IN_BELL)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/** Whether the user has this notification in their bell. */
export async function exists(db: Kysely<Database>, userId: string, id: number): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).where('in_app', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** Marks one notification read (if it was not); answers whether a row changed. */
export async function markRead(db: Kysely<Database>, userId: string, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks every unread notification of the bell read; answers how many changed. */
export async function markAllRead(db: Kysely<Database>, userId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('in_app', '=', IN_BELL)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function preferencesOf(db: Kysely<Database>, userId: string): Promise<Map<string, NotificationChannel>> {
  const rows = await db.selectFrom('notification_preferences').select(['kind', 'channel']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.kind, row.channel]));
}

/** Stores the choices (one statement: insert, or update the kind's row). */
export async function savePreferences(db: Kysely<Database>, userId: string, choices: readonly { kind: NotificationKind; channel: NotificationChannel }[], at: string): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values(choices.map((choice) => ({ user_id: userId, kind: choice.kind, channel: choice.channel, updated_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ channel: sql.ref('excluded.channel'), updated_at: sql.ref('excluded.updated_at') }))
    .execute();
}

/** The user's choice of immediate email or a daily digest (migration 0018; no row: immediate). */
export async function emailDigestOf(db: Kysely<Database>, userId: string): Promise<EmailDigest> {
  const row = await db.selectFrom('email_settings').select('digest').where('user_id', '=', userId).executeTakeFirst();
  return row?.digest ?? DEFAULT_EMAIL_DIGEST;
}

export async function saveEmailDigest(db: Kysely<Database>, userId: string, digest: EmailDigest, at: string): Promise<void> {
  await db
    .insertInto('email_settings')
    .values({ user_id: userId, digest, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest: sql.ref('excluded.digest'), updated_at: sql.ref('excluded.updated_at') }))
    .execute();
}

export const toNotification = (row: NotificationView): Notification => ({
  _id: String(row.id),
  kind: row.kind as Notification['kind'],
  class: row.class_id !== null && row.class_name !== null ? { _id: row.class_id, name: row.class_name } : null,
  title: row.title,
  excerpt: row.excerpt,
  link: row.link,
  actor: row.actor_id !== null && row.actor_name !== null ? { _id: row.actor_id, name: row.actor_name } : null,
  createdAt: row.created_at,
  readAt: row.read_at,
});
