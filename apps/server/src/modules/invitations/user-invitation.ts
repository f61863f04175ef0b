import type { Kysely } from 'kysely';
import { INVITATION_RESEND_MINUTES, type UserInvitation } from '@lyceum/shared/rosters';
import type { Database } from '../../db/schema';
import { conflict, localized, notFound, tooManyRequests } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import { nextInvitationEmailAt, queueInvitationEmail } from '../email/invitation-emails';
import { NO_PASSWORD } from '../users/users.repository';
import { invitationToken } from './invitation-token';
import { invitationLink, issueInvitation, type InviteSettings } from './invitations.service';
import * as repo from './invitations.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { INVITATION_ERRORS } from './invitation-errors.messages';

const RESEND_GAP_MS = INVITATION_RESEND_MINUTES * 60_000;

/** The user, when they are waiting for a first password: 404 unknown, 409 with a password or deactivated. */
async function invitee(db: Kysely<Database>, userId: string): Promise<repo.InvitableUser> {
  const [user] = await repo.invitableUsers(db, [userId]);
  if (!user) throw notFound(API_ERRORS.userNotFound);
  if (user.deactivated_at !== null) throw conflict(localized(INVITATION_ERRORS.deactivatedNoInvite, { name: user.name }));
  if (user.password_hash !== NO_PASSWORD) throw conflict(localized(INVITATION_ERRORS.hasPassword, { name: user.name }));
  return user;
}

/**
 * The user's working link, made again from its issue time (the same link the CSV and their email
 * carry: nothing is invalidated), or a fresh one when none works (expired, or never issued).
 * Runs in the caller's transaction.
 */
async function currentInvitation(trx: Kysely<Database>, user: repo.InvitableUser, base: string, settings: InviteSettings): Promise<UserInvitation & { createdAt: string }> {
  const pending = await repo.pendingInvitationOf(trx, user.id, nowIso());
  const who = { _id: user.id, name: user.name, email: user.email };
  if (pending) {
    const token = invitationToken(settings.secret, user.id, pending.created_at);
    return { ...who, link: invitationLink(base, token), expiresAt: pending.expires_at, renewed: false, createdAt: pending.created_at };
  }
  const issued = await issueInvitation(trx, user.id, settings);
  return { ...who, link: invitationLink(base, issued.token), expiresAt: issued.expiresAt, renewed: true, createdAt: issued.createdAt };
}

/** What the admin is answered: the issue time stays on the server. */
const shown = (c: UserInvitation): UserInvitation => ({ _id: c._id, name: c.name, email: c.email, link: c.link, expiresAt: c.expiresAt, renewed: c.renewed });

/** One person's invitation link to copy and hand over (admins): see currentInvitation. */
export async function invitationOfUser(db: Kysely<Database>, userId: string, base: string, settings: InviteSettings): Promise<UserInvitation> {
  const user = await invitee(db, userId);
  return shown(await db.transaction().execute((trx) => currentInvitation(trx, user, base, settings)));
}

/**
 * Emails the person their invitation again, through the outbox (sent once, after the commit): the
 * link they have when it still works, else a fresh one. One at a time per person: refused (429)
 * while an email to them waits to go out or went less than INVITATION_RESEND_MINUTES ago.
 */
export async function emailInvitationOfUser(db: Kysely<Database>, userId: string, base: string, settings: InviteSettings): Promise<UserInvitation> {
  const user = await invitee(db, userId);
  const now = Date.now();
  const next = await nextInvitationEmailAt(db, user.id, now, RESEND_GAP_MS);
  if (next !== undefined) throw tooManyRequests(localized(INVITATION_ERRORS.resendTooSoon, { name: user.name, minutes: String(INVITATION_RESEND_MINUTES) }), next - now);
  const current = await db.transaction().execute(async (trx) => {
    const invitation = await currentInvitation(trx, user, base, settings);
    await queueInvitationEmail(trx, user.id, invitation.createdAt);
    return invitation;
  });
  return shown(current);
}
