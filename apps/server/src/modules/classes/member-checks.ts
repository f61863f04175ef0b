import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { badRequest, localized, type LocalizedText } from '../../lib/http-errors';
import { VALIDATION_ERRORS } from '../../lib/validation-errors.messages';
import { CLASS_MEMBER_ERRORS } from './class-member-errors.messages';
import type { MemberRole } from './classes.repository';

interface FoundUser {
  id: string;
  name: string;
  role: string;
}

interface Membership {
  user_id: string;
  role: MemberRole;
}

/** The first id listed twice, if any: one request names each user once. */
function firstDuplicate(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * Why these users cannot be added with this role (a catalogue message), or null when all of them can:
 * each must exist, hold that role as a user, be listed once and not already be a member.
 * Checked for the whole list before anything is written, so a call changes all or nothing.
 */
export function addProblem(
  field: string,
  role: MemberRole,
  ids: readonly string[],
  users: readonly FoundUser[],
  memberships: readonly Membership[],
): LocalizedText | null {
  const duplicate = firstDuplicate(ids);
  if (duplicate !== undefined) return localized(VALIDATION_ERRORS.listedTwice, { field, value: duplicate });
  const byId = new Map(users.map((user) => [user.id, user]));
  const memberRole = new Map(memberships.map((m) => [m.user_id, m.role]));
  for (const id of ids) {
    const user = byId.get(id);
    if (!user) return localized(CLASS_MEMBER_ERRORS.unknownUser, { id });
    if (user.role !== role) return localized(CLASS_MEMBER_ERRORS.wrongRole, { name: user.name, role });
    const existing = memberRole.get(id);
    if (existing) return localized(CLASS_MEMBER_ERRORS.alreadyMember, { name: user.name, role: existing });
  }
  return null;
}

/** Why these users cannot be removed from this role, or null: each must be such a member. */
export function removeProblem(
  field: string,
  role: MemberRole,
  ids: readonly string[],
  users: readonly FoundUser[],
  memberships: readonly Membership[],
): LocalizedText | null {
  const duplicate = firstDuplicate(ids);
  if (duplicate !== undefined) return localized(VALIDATION_ERRORS.listedTwice, { field, value: duplicate });
  const byId = new Map(users.map((user) => [user.id, user]));
  const memberRole = new Map(memberships.map((m) => [m.user_id, m.role]));
  for (const id of ids) {
    const user = byId.get(id);
    if (!user) return localized(CLASS_MEMBER_ERRORS.unknownUser, { id });
    if (memberRole.get(id) !== role) return localized(CLASS_MEMBER_ERRORS.notMember, { name: user.name, role });
  }
  return null;
}

/**
 * Runs a member write checked beforehand. If a concurrent request wins the race (adds the
 * same member, or deletes one of the users), the constraint stops the write and the caller
 * gets a 400 to retry instead of a 500.
 */
export async function writeMembers<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) throw badRequest(CLASS_MEMBER_ERRORS.membersChanged);
    throw error;
  }
}
