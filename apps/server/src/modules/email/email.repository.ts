import { sql, type Kysely } from 'kysely';
import type { NotificationKind } from '@lyceum/shared/notifications';
import type { Database } from '../../db/schema';
import type { EmailItem } from './notification-email';

/**
 * `by_email = 1` written as a literal: SQLite chooses the partial index of the rows still to email
 * (notifications_email_pending_idx) only when the query says so itself, not through a parameter.
 */
const TO_EMAIL = sql.lit(1);

/** Notifications still to email: by_email, not emailed, and made since `since` (older ones are given up on). */
function pending(db: Kysely<Database>, since: string) {
  return db.selectFrom('notifications as n').where('n.by_email', '=', TO_EMAIL).where('n.emailed_at', 'is', null).where('n.created_at', '>=', since);
}

export interface DueRecipient {
  user_id: string;
  name: string;
  email: string;
  digest: 'immediate' | 'daily';
  attempts: number;
  /** Their chosen language and time zone (null: none chosen). */
  locale: string | null;
  time_zone: string | null;
}

/**
 * Sending now rather than when due (`npm run digest`, digest-now.ts): every recipient with
 * something to email, daily digests without their day's wait and failures without their backoff;
 * `userId` alone when given.
 */
export interface SendNow {
  userId?: string;
}

/**
 * Whom to email now: active users with notifications to email, not waiting out a failure, not
 * being emailed by another process (lease), and either on immediate email or with a digest due:
 * its oldest notification a day old and the last digest a day ago. Those waiting longest first.
 * With `now`, see SendNow.
 */
export async function dueRecipients(db: Kysely<Database>, at: { now: string; dayAgo: string; weekAgo: string }, limit: number, now?: SendNow): Promise<DueRecipient[]> {
  let waiting = pending(db, at.weekAgo)
    .select(['n.user_id', (eb) => eb.fn.min('n.created_at').as('oldest')])
    .groupBy('n.user_id');
  if (now?.userId !== undefined) waiting = waiting.where('n.user_id', '=', now.userId);
  let query = db
    .selectFrom(waiting.as('p'))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('email_settings as s', 's.user_id', 'p.user_id')
    .leftJoin('email_deliveries as d', 'd.user_id', 'p.user_id')
    .select(['p.user_id', 'u.name', 'u.email', 'u.locale', 'u.time_zone', sql<'immediate' | 'daily'>`coalesce(s.digest, 'immediate')`.as('digest'), sql<number>`coalesce(d.attempts, 0)`.as('attempts')])
    .where('u.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<=', at.now)]));
  if (!now) {
    query = query
      .where((eb) => eb.or([eb('d.retry_at', 'is', null), eb('d.retry_at', '<=', at.now)]))
      .where((eb) =>
        eb.or([
          eb('s.digest', 'is', null),
          eb('s.digest', '=', 'immediate'),
          eb.and([eb('p.oldest', '<=', at.dayAgo), eb.or([eb('d.last_digest_at', 'is', null), eb('d.last_digest_at', '<=', at.dayAgo)])]),
        ]),
      );
  }
  const rows = await query.orderBy('p.oldest').orderBy('p.user_id').limit(limit).execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/**
 * Takes the recipient for this process until `until`, unless another holds them or they wait out
 * a failure (unless `ignoreBackoff`: sending now): one conditional UPDATE, so of two processes
 * exactly one gets them.
 */
export async function claim(db: Kysely<Database>, userId: string, now: string, until: string, ignoreBackoff = false): Promise<boolean> {
  await db.insertInto('email_deliveries').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  let query = db
    .updateTable('email_deliveries')
    .set({ lease_until: until })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]));
  if (!ignoreBackoff) query = query.where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function release(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('email_deliveries').set({ lease_until: null }).where('user_id', '=', userId).execute();
}

/** Characters of a post's HTML read for its excerpt. */
const BODY_READ_MAX = 20_000;

/**
 * The user's notifications to email, oldest first, up to `limit`, and how many there are in all
 * up to the newest (`maxId`): the email stands for all of them, and marking goes up to `maxId`, so
 * one that arrives while the email is on its way waits for the next.
 */
export async function pendingFor(db: Kysely<Database>, userId: string, since: string, limit: number): Promise<{ items: EmailItem[]; maxId: number; total: number }> {
  const span = await pending(db, since)
    .select([(eb) => eb.fn.max('n.id').as('max_id'), (eb) => eb.fn.countAll<number>().as('total')])
    .where('n.user_id', '=', userId)
    .executeTakeFirst();
  const maxId = Number(span?.max_id ?? 0);
  if (!maxId) return { items: [], maxId: 0, total: 0 };
  const rows = await pending(db, since)
    .innerJoin('events as e', 'e.id', 'n.event_id')
    // What the notification is about, as it stands now (null once deleted): its title, due date,
    // points and the start of its text, which the email names (notification-email.ts).
    .leftJoin('assignments as sa', (join) => join.onRef('sa.id', '=', 'e.subject_id').on('e.subject_type', '=', 'assignment'))
    .leftJoin('materials as sm', (join) => join.onRef('sm.id', '=', 'e.subject_id').on('e.subject_type', '=', 'material'))
    .select(['n.id', 'n.event_id', 'e.notify_kind as kind', 'e.class_id', 'e.subject_type', 'e.subject_id', 'e.excerpt', 'e.link', 'n.created_at', 'sa.due_date', 'sa.max_points'])
    .select([
      sql<string>`coalesce(sa.title, sm.title, e.title)`.as('title'),
      // Enough of the text for an excerpt, not a whole document per notification.
      sql<string | null>`substr(coalesce(sa.description, sm.content), 1, ${sql.lit(BODY_READ_MAX)})`.as('body'),
    ])
    .select((eb) => [
      eb.selectFrom('classes').select('classes.name').whereRef('classes.id', '=', 'e.class_id').as('class_name'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'e.actor_id').as('actor_name'),
    ])
    .where('n.user_id', '=', userId)
    .where('n.id', '<=', maxId)
    .where('e.notify_kind', 'is not', null)
    .orderBy('n.id')
    .limit(limit)
    .execute();
  const items = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    event_id: Number(row.event_id),
    kind: row.kind as NotificationKind,
    due_date: row.due_date ?? null,
    max_points: row.max_points === null || row.max_points === undefined ? null : Number(row.max_points),
    body: row.body ?? null,
  }));
  return { items, maxId, total: Number(span?.total ?? 0) };
}

/** Marks the user's notifications up to `maxId` emailed: right after the SMTP server accepted the email carrying them. */
export async function markEmailed(db: Kysely<Database>, userId: string, maxId: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailed_at: at })
    .where('user_id', '=', userId)
    .where('by_email', '=', TO_EMAIL)
    .where('emailed_at', 'is', null)
    .where('id', '<=', maxId)
    .execute();
}

/** Gives up on notifications that waited past `before` (email was not set up, or failed all week): no email carries them. */
export async function markStale(db: Kysely<Database>, before: string, at: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ emailed_at: at }).where('by_email', '=', TO_EMAIL).where('emailed_at', 'is', null).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** After an accepted email: no failure pending, lease released, and when it (and a digest) went. */
export async function succeeded(db: Kysely<Database>, userId: string, at: string, digest: boolean): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set({ attempts: 0, retry_at: null, lease_until: null, last_sent_at: at, ...(digest ? { last_digest_at: at } : {}) })
    .where('user_id', '=', userId)
    .execute();
}

/** After a failed attempt: one more in a row, the next try not before `retryAt`, and the failure for the admin. */
export async function failed(db: Kysely<Database>, userId: string, at: string, retryAt: string, message: string): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), retry_at: retryAt, lease_until: null, last_error: message, failed_at: at }))
    .where('user_id', '=', userId)
    .execute();
}

/** An invitation's email failed (the job runner retries it): the failure for the admin, nothing else. */
export async function invitationFailed(db: Kysely<Database>, userId: string, at: string, message: string): Promise<void> {
  await db
    .insertInto('email_deliveries')
    .values({ user_id: userId, last_error: message, failed_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_error: message, failed_at: at }))
    .execute();
}

export async function invitationSent(db: Kysely<Database>, userId: string, at: string): Promise<void> {
  await db
    .insertInto('email_deliveries')
    .values({ user_id: userId, last_sent_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: at }))
    .execute();
}
