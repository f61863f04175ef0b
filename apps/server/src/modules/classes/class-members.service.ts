import type { Kysely } from 'kysely';
import type { ClassDetail } from '@lyceum/shared/classes';
import { canManageMembers } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { eventsCommitted, recordEvent } from '../events/outbox';
import { membersAdded, membersRemoved } from '../events/happenings';
import { refuseArchived, requireClassStanding } from './class-access';
import { loadClassDetail } from './classes.service';
import * as repo from './classes.repository';
import { addProblem, removeProblem, writeMembers } from './member-checks';
import { API_ERRORS } from '../../lib/api-errors.messages';

export type MemberChange = 'add' | 'remove';

/** The request field that lists the ids, named in error messages. */
const fieldOf = (role: repo.MemberRole) => (role === 'teacher' ? 'teachers' : 'students');

/**
 * Adds or removes teachers or students of a class: admins only. Members of the class get 403,
 * everyone else the not-found 404. The whole list is checked first and written in one
 * transaction, so a call with one bad id changes nothing. Removing the last teacher is allowed.
 */
export async function changeMembers(
  db: Kysely<Database>,
  actor: AuthUser,
  classId: string,
  role: repo.MemberRole,
  change: MemberChange,
  userIds: string[],
): Promise<ClassDetail> {
  const { className, archivedAt } = await requireClassStanding(db, actor, classId);
  if (!canManageMembers(actor.role)) throw forbidden(API_ERRORS.adminOnly);
  refuseArchived(archivedAt);
  await writeMembers(() =>
    db.transaction().execute(async (trx) => {
      // One connection per transaction: queries run one after another.
      const users = await repo.findUsersByIds(trx, userIds);
      const memberships = await repo.findMemberships(trx, classId, userIds);
      const check = change === 'add' ? addProblem : removeProblem;
      const problem = check(fieldOf(role), role, userIds, users, memberships);
      if (problem) throw badRequest(problem);
      const now = nowIso();
      if (change === 'add') await repo.insertMembers(trx, classId, role, userIds, now);
      else await repo.deleteMembers(trx, classId, role, userIds);
      await repo.updateClass(trx, classId, { updated_at: now });
      const events = change === 'add' ? [membersAdded({ id: classId, name: className }, userIds, actor.id)] : membersRemoved(classId, userIds, actor.id);
      for (const event of events) await recordEvent(trx, event, now);
    }),
  );
  eventsCommitted(db);
  return loadClassDetail(db, classId, actor.role);
}
