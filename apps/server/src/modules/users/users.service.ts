import type { Kysely } from 'kysely';
import type { Role } from '@lyceum/shared/roles';
import type { PublicUser } from '@lyceum/shared/users';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { newId, nowIso } from '../../lib/ids';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../types';
import { userCache } from './user-cache';
import { deleteUnattachedOf } from '../files/files.repository';
import { issueInvitation, type InviteSettings } from '../invitations/invitations.service';
import * as repo from './users.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';

export interface NewUserInput {
  name: string;
  email: string;
  /** Absent: no password yet (status invited) until one is set through an invitation link. */
  password?: string | undefined;
  role: Role;
}

/**
 * Creates a user with an argon2id hash; a taken email (even in a race) is a 409. Without a
 * password, the user gets an invitation link in the same transaction (when `invites` is given).
 */
export async function createUser(db: Kysely<Database>, input: NewUserInput, invites?: InviteSettings): Promise<PublicUser> {
  if (await repo.findUserByEmail(db, input.email)) throw conflict(API_ERRORS.emailTaken);
  const now = nowIso();
  const row = {
    id: newId(),
    name: input.name,
    email: input.email,
    password_hash: input.password === undefined ? repo.NO_PASSWORD : await hashPassword(input.password),
    role: input.role,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertUser(trx, row);
      if (input.password === undefined && invites) await issueInvitation(trx, row.id, invites);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_ERRORS.emailTaken);
    throw error;
  }
  return repo.toPublicUser({ ...row, token_version: 0, deactivated_at: null, sourced_id: null, identifier: null, locale: null, time_zone: null });
}

export interface UserChanges {
  name?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  role?: Role | undefined;
}

/**
 * Admin edit of another user. Only given fields change; a new password or role
 * invalidates the user's existing tokens, and a new role drops class memberships of the old one.
 */
export async function editUser(
  db: Kysely<Database>,
  actor: AuthUser,
  id: string,
  changes: UserChanges,
): Promise<PublicUser> {
  if (id === actor.id) {
    throw forbidden(changes.role !== undefined ? API_ERRORS.cannotChangeOwnRole : API_ERRORS.cannotEditSelf);
  }
  const existing = await repo.findUserById(db, id);
  if (!existing) throw notFound(API_ERRORS.userNotFound);
  if (changes.email !== undefined && changes.email !== existing.email) {
    const holder = await repo.findUserByEmail(db, changes.email);
    if (holder && holder.id !== id) throw conflict(API_ERRORS.emailTaken);
  }
  const roleChanged = changes.role !== undefined && changes.role !== existing.role;
  const patch: repo.UserPatch = {
    bumpTokenVersion: changes.password !== undefined || roleChanged,
    updated_at: nowIso(),
  };
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.email !== undefined) patch.email = changes.email;
  if (changes.role !== undefined) patch.role = changes.role;
  if (changes.password !== undefined) patch.password_hash = await hashPassword(changes.password);
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateUser(trx, id, patch);
      if (roleChanged && changes.role !== undefined) await repo.dropMembershipsNotMatching(trx, id, changes.role);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_ERRORS.emailTaken);
    throw error;
  } finally {
    // Their next request re-reads them: a new role or name applies, an old token stops working.
    await userCache(db).evict(id);
  }
  const updated = await repo.findUserById(db, id);
  if (!updated) throw notFound(API_ERRORS.userNotFound);
  return repo.toPublicUser(updated);
}

/**
 * Deletes another user; their memberships go with them, their content shows 'Unknown'/'Anonymous',
 * and their uploads that nothing attached go too (attached files stay with their material).
 */
export async function removeUser(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  if (id === actor.id) throw forbidden(API_ERRORS.cannotDeleteSelf);
  const deleted = await db.transaction().execute(async (trx) => {
    await deleteUnattachedOf(trx, id);
    return repo.deleteUser(trx, id);
  });
  // Their token stops working with the very next request this process serves.
  await userCache(db).evict(id);
  if (deleted === 0) throw notFound(API_ERRORS.userNotFound);
}

/**
 * Deactivates or reactivates another user. A deactivated account cannot sign in and every token
 * it holds stops working at once (token version bumped, this process's cache evicted); its
 * memberships, submissions and comments stay, so classes' history and gradebooks keep it.
 */
export async function setUserActive(db: Kysely<Database>, actor: AuthUser, id: string, active: boolean): Promise<PublicUser> {
  if (id === actor.id) throw forbidden(INVITATION_ERRORS.cannotDeactivateSelf);
  const existing = await repo.findUserById(db, id);
  if (!existing) throw notFound(API_ERRORS.userNotFound);
  // Already in the asked state: no change, and an active user's tokens are left alone.
  if ((existing.deactivated_at === null) !== active) {
    await repo.setDeactivated(db, id, active ? null : nowIso());
    await userCache(db).evict(id);
  }
  const updated = await repo.findUserById(db, id);
  if (!updated) throw notFound(API_ERRORS.userNotFound);
  return repo.toPublicUser(updated);
}
