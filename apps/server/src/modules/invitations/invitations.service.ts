import type { Kysely } from 'kysely';
import type { InvitationLink } from '@lyceum/shared/rosters';
import type { Database, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { badRequest, conflict, forbidden, localized, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { queueInvitationEmail } from '../email/invitation-emails';
import { userCache } from '../users/user-cache';
import { findUserById, NO_PASSWORD } from '../users/users.repository';
import { hashInvitationToken, invitationToken } from './invitation-token';
import * as repo from './invitations.repository';
import { passwordPolicy } from '../sso/sso-settings';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { INVITATION_ERRORS } from './invitation-errors.messages';

const DAY_MS = 86_400_000;

export interface InviteSettings {
  ttlDays: number;
  /** The server's secret (JWT_SECRET), under which tokens are derived. */
  secret: string;
}

/** The web page that takes the token (apps/web route /invite/:token). */
export const invitationLink = (base: string, token: string): string => `${base.replace(/\/+$/, '')}/invite/${token}`;

/**
 * A fresh single-use link for the user (their older unused links stop working). Runs inside the
 * caller's transaction when given one, so an import's invitations commit with its users.
 */
export async function issueInvitation(db: Kysely<Database>, userId: string, settings: InviteSettings, asked = Date.now()): Promise<{ token: string; expiresAt: string; createdAt: string }> {
  // The token is made from the issue time: a second link issued within the same millisecond as the
  // last would be the same link, and the one it replaces would keep working. Later, always.
  const previous = await repo.latestIssuedAt(db, userId);
  const now = previous === undefined ? asked : Math.max(asked, Date.parse(previous) + 1);
  const createdAt = new Date(now).toISOString();
  const token = invitationToken(settings.secret, userId, createdAt);
  const expiresAt = new Date(now + settings.ttlDays * DAY_MS).toISOString();
  await repo.replaceInvitation(db, { token_hash: hashInvitationToken(token), user_id: userId, expires_at: expiresAt, used_at: null, created_at: createdAt });
  return { token, expiresAt, createdAt };
}

/**
 * The link of every user still waiting for a first password: their pending link when it still
 * works (shown again, nothing written), else a fresh one. For the CSV an admin hands out.
 */
export async function pendingLinks(db: Kysely<Database>, base: string, settings: InviteSettings): Promise<InvitationLink[]> {
  const now = nowIso();
  const rows = await repo.pendingInvitations(db, now);
  const links: InvitationLink[] = [];
  const missing = rows.filter((row) => row.created_at === null || row.expires_at === null);
  const fresh = new Map<string, { token: string; expiresAt: string }>();
  if (missing.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const row of missing) fresh.set(row.id, await issueInvitation(trx, row.id, settings));
    });
  }
  for (const row of rows) {
    const issued = fresh.get(row.id);
    const token = issued?.token ?? invitationToken(settings.secret, row.id, row.created_at ?? '');
    links.push({ _id: row.id, name: row.name, email: row.email, link: invitationLink(base, token), expiresAt: issued?.expiresAt ?? row.expires_at ?? '' });
  }
  return links;
}

/**
 * Fresh links for the named users (each must still be waiting for a first password: 404 for an
 * unknown id, 409 for one with a password or deactivated), or for everyone waiting. Old links of
 * those users stop working: only hashes are kept, so a link cannot be shown twice. With `email`,
 * each link's email is queued in the same transaction (modules/email): sent once, after the commit.
 */
export async function issueInvitations(db: Kysely<Database>, base: string, settings: InviteSettings, ids?: readonly string[], email = false): Promise<InvitationLink[]> {
  const unique = ids ? [...new Set(ids)] : undefined;
  const users = await repo.invitableUsers(db, unique);
  if (unique) {
    const found = new Set(users.map((u) => u.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(API_ERRORS.userNotFound);
    const settled = users.find((u) => u.password_hash !== NO_PASSWORD || u.deactivated_at !== null);
    if (settled) throw conflict(localized(INVITATION_ERRORS.notInvitable, { id: settled.id }));
  }
  return db.transaction().execute(async (trx) => {
    const links: InvitationLink[] = [];
    for (const user of users) {
      const { token, expiresAt, createdAt } = await issueInvitation(trx, user.id, settings);
      if (email) await queueInvitationEmail(trx, user.id, createdAt);
      links.push({ _id: user.id, name: user.name, email: user.email, link: invitationLink(base, token), expiresAt });
    }
    return links;
  });
}

/**
 * Sets the password of the link's user and uses the link up; the caller signs them in. Unknown
 * link: 404; used or expired: 400, each with its own message; a deactivated account: 403.
 */
export async function acceptInvitation(db: Kysely<Database>, token: string, password: string): Promise<UserRow> {
  const tokenHash = hashInvitationToken(token);
  const invitation = await repo.findInvitation(db, tokenHash);
  if (!invitation) throw notFound(INVITATION_ERRORS.inviteUnknown);
  if (invitation.used_at !== null) throw badRequest(INVITATION_ERRORS.inviteUsed);
  if (invitation.expires_at <= nowIso()) throw badRequest(INVITATION_ERRORS.inviteExpired);
  const user = await findUserById(db, invitation.user_id);
  if (!user) throw notFound(INVITATION_ERRORS.inviteUnknown);
  if (user.deactivated_at !== null) throw forbidden(INVITATION_ERRORS.accountDeactivated);
  // A role that signs in through the school's provider links it from the same page instead (modules/sso).
  const policy = await passwordPolicy(db);
  if (policy.hint !== null && policy.offFor.includes(user.role)) throw forbidden(policy.hint);
  // Hashed before the transaction: argon2 takes tens of milliseconds, a write lock should not.
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Two tabs submitting one link: one sets the password, the other is told it was used.
    if (!(await repo.markUsed(trx, tokenHash, now))) throw badRequest(INVITATION_ERRORS.inviteUsed);
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, updated_at: now, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('invitations').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
  });
  await userCache(db).evict(user.id);
  const updated = await findUserById(db, user.id);
  if (!updated) throw notFound(INVITATION_ERRORS.inviteUnknown);
  return updated;
}
