import { sql, type Kysely } from 'kysely';
import { type EmailStatus } from '@lyceum/shared/email';
import { DEFAULT_NOTIFICATION_CHANNEL, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@lyceum/shared/notifications';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import { preferencesOf, savePreferences } from '../notifications/notifications.repository';
import { INVITATION_EMAIL_JOB } from './invitation-emails';
import type { UnsubscribeHolder, UnsubscribeTokens } from './unsubscribe-tokens';
import { EMAIL_ERRORS } from './email-errors.messages';

/** Email off for a kind: Both becomes In app, Email becomes Off; In app and Off stay. */
const withoutEmail = (channel: NotificationChannel): NotificationChannel => (channel === 'both' ? 'in_app' : channel === 'email' ? 'off' : channel);

/** What an unsubscribe link stops, as people read it. */
export const scopeLabel = (holder: UnsubscribeHolder): string => (holder.scope === 'all' ? 'any kind of notification' : `"${NOTIFICATION_KIND_LABELS[holder.scope]}"`);

/** The link's user and kind, if the token is ours and the user still exists; else the one 404 for every link that does not work. */
export async function unsubscribeHolder(db: Kysely<Database>, tokens: UnsubscribeTokens, token: string | undefined): Promise<UnsubscribeHolder> {
  const holder = token === undefined ? null : tokens.verify(token);
  const user = holder ? await db.selectFrom('users').select('id').where('id', '=', holder.userId).executeTakeFirst() : undefined;
  if (!holder || !user) throw notFound(EMAIL_ERRORS.unsubscribeNotFound);
  return holder;
}

/**
 * One-click unsubscribe (RFC 8058): email of the link's kind (or every kind) stops for its user;
 * what they also chose in app stays. Notifications of those kinds still waiting for an email are
 * not emailed either. Doing it twice changes nothing more.
 */
export async function unsubscribe(db: Kysely<Database>, holder: UnsubscribeHolder): Promise<void> {
  const kinds: readonly NotificationKind[] = holder.scope === 'all' ? NOTIFICATION_KINDS : [holder.scope];
  const chosen = await preferencesOf(db, holder.userId);
  const changes = kinds
    .map((kind) => ({ kind, from: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL }))
    .filter(({ from }) => withoutEmail(from) !== from)
    .map(({ kind, from }) => ({ kind, channel: withoutEmail(from) }));
  await db.transaction().execute(async (trx) => {
    if (changes.length > 0) await savePreferences(trx, holder.userId, changes, nowIso());
    await trx
      .updateTable('notifications')
      .set({ by_email: 0 })
      .where('user_id', '=', holder.userId)
      .where('by_email', '=', sql.lit(1))
      .where('emailed_at', 'is', null)
      .where('event_id', 'in', (eb) => eb.selectFrom('events').select('events.id').where('events.notify_kind', 'in', kinds))
      .execute();
  });
}

/** What the admin sees of email: on or off, what waits, what fails, the last failure and the last success. */
export async function emailStatus(db: Kysely<Database>, enabled: boolean): Promise<EmailStatus> {
  const [notifications, invitations, deliveries, lastError] = await Promise.all([
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('count')).where('by_email', '=', sql.lit(1)).where('emailed_at', 'is', null).executeTakeFirst(),
    db
      .selectFrom('jobs')
      .select([(eb) => eb.fn.countAll<number>().as('count'), sql<number>`sum(case when attempts > 0 then 1 else 0 end)`.as('failing')])
      .where('kind', '=', INVITATION_EMAIL_JOB)
      .executeTakeFirst(),
    db
      .selectFrom('email_deliveries')
      .select([sql<number>`sum(case when attempts > 0 then 1 else 0 end)`.as('failing'), (eb) => eb.fn.max('last_sent_at').as('last_sent_at')])
      .executeTakeFirst(),
    db.selectFrom('email_deliveries').select(['last_error', 'failed_at']).where('failed_at', 'is not', null).orderBy('failed_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    enabled,
    waiting: Number(notifications?.count ?? 0) + Number(invitations?.count ?? 0),
    failing: Number(deliveries?.failing ?? 0) + Number(invitations?.failing ?? 0),
    lastError: lastError?.failed_at ? { message: lastError.last_error ?? '', at: lastError.failed_at } : null,
    lastSentAt: deliveries?.last_sent_at ?? null,
  };
}
