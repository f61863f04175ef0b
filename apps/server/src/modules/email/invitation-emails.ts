import type { Kysely } from 'kysely';
import { isLocale } from '@lyceum/shared/i18n';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { hashInvitationToken, invitationToken } from '../invitations/invitation-token';
import { schoolDefaultLocale } from '../school-settings/school-settings.repository';
import { NO_PASSWORD } from '../users/users.repository';
import { appUrl } from './email-text';
import * as repo from './email.repository';
import { composeInvitationEmail } from './invitation-email';
import { SendFailure, type Mailer } from './mailer';

/** The jobs table's kind for an invitation's email (jobs/runner.ts retries it with backoff). */
export const INVITATION_EMAIL_JOB = 'email-invitation';

interface Payload {
  userId: string;
  /** The invitation's created_at: with the server's secret it makes the token again, which is never stored. */
  createdAt: string;
}

/**
 * Queues the email of an invitation just issued, in the caller's transaction: it goes out once
 * the invitation commits, and not at all if it does not. The link itself is not stored (the
 * database keeps only its hash); the job carries what makes it again.
 */
export async function queueInvitationEmail(trx: Kysely<Database>, userId: string, createdAt: string): Promise<void> {
  const now = nowIso();
  const payload: Payload = { userId, createdAt };
  await trx.insertInto('jobs').values({ kind: INVITATION_EMAIL_JOB, payload: JSON.stringify(payload), run_after: now, attempts: 0, created_at: now }).execute();
}

export interface InvitationSender {
  db: Kysely<Database>;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  /** The deliverer's pause while the server cannot be reached: shared, so invitations knock on it no more than notifications. */
  serverPaused(): boolean;
  serverDown(): void;
  serverUp(): void;
  onFailure(failure: SendFailure, userId: string): void;
}

/**
 * The job: emails the invitation if it still stands (not replaced by a newer link, used, or
 * expired; its user still active and without a password), else does nothing. A failure is
 * recorded for the admin and thrown, so the job runner tries again later (1, 2, 4... minutes).
 * Sent at least once: a crash after the server accepted it, before the job is deleted, sends it
 * again on the next run.
 */
export async function sendInvitationEmail(sender: InvitationSender, payloadText: string): Promise<void> {
  const { userId, createdAt } = JSON.parse(payloadText) as Payload;
  const token = invitationToken(sender.secret, userId, createdAt);
  const invitation = await sender.db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .select(['users.name', 'users.email', 'users.password_hash', 'users.deactivated_at', 'users.locale', 'users.time_zone', 'invitations.expires_at', 'invitations.used_at'])
    .where('invitations.token_hash', '=', hashInvitationToken(token))
    .where('invitations.user_id', '=', userId)
    .executeTakeFirst();
  if (!invitation || invitation.used_at !== null || invitation.expires_at <= nowIso()) return;
  if (invitation.deactivated_at !== null || invitation.password_hash !== NO_PASSWORD) return;
  if (sender.serverPaused()) throw new SendFailure('The SMTP server could not be reached; waiting before trying again', true);
  // The invitee's language if known (set by an admin or an import), else the school's: an email answers no browser.
  const locale = isLocale(invitation.locale) ? invitation.locale : await schoolDefaultLocale(sender.db);
  const link = appUrl(sender.publicUrl, `/invite/${token}`);
  const email = composeInvitationEmail({ name: invitation.name, email: invitation.email, link, expiresAt: invitation.expires_at, locale, timeZone: invitation.time_zone });
  try {
    await sender.mailer.send({ to: { name: invitation.name, address: invitation.email }, ...email });
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String(error), true);
    await repo.invitationFailed(sender.db, userId, nowIso(), failure.message);
    if (failure.serverWide) sender.serverDown();
    sender.onFailure(failure, userId);
    throw failure;
  }
  sender.serverUp();
  await repo.invitationSent(sender.db, userId, nowIso());
}

/**
 * When the person may next be emailed an invitation: not while one to them waits in the outbox
 * (the job, until it is sent), nor within `gapMs` of the last email that went to them (their
 * delivery record, which notification emails share: either one counts). Undefined: now.
 */
export async function nextInvitationEmailAt(db: Kysely<Database>, userId: string, now: number, gapMs: number): Promise<number | undefined> {
  // The payload starts with the user's id (Payload's key order); the LIKE narrows, the parse decides.
  const queued = await db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', INVITATION_EMAIL_JOB)
    .where('payload', 'like', `${JSON.stringify({ userId }).slice(0, -1)},%`)
    .execute();
  if (queued.some((job) => (JSON.parse(job.payload) as Payload).userId === userId)) return now + 60_000;
  const delivery = await db.selectFrom('email_deliveries').select('last_sent_at').where('user_id', '=', userId).executeTakeFirst();
  const sent = delivery?.last_sent_at ? Date.parse(delivery.last_sent_at) : undefined;
  return sent !== undefined && sent + gapMs > now ? sent + gapMs : undefined;
}
