import { canManageContent, type ClassRelation } from '@lyceum/shared/permissions';
import { forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import { refuseArchived, requireViewOf } from '../classes/class-access';
import type { AssignmentAccessRow, WorkRow } from './submissions.repository';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { WORK_ERRORS } from './work-errors.messages';

/**
 * Who may do what with students' work, decided from one read (submissions.repository.ts findWork):
 *
 * - someone who may not see the assignment (not a member of its class, not an admin) gets the
 *   assignment's 404, as for every record of a class they are not in;
 * - the student themself, while a student of the class, reads and changes their own work;
 * - the class's teachers read and grade the work of its current students; admins also that of
 *   students who have left the class since (their row is kept, and shows again if they come back);
 * - anyone else of the class (another student) gets the 404 of work that does not exist: nothing
 *   tells them whether a classmate has written anything;
 * - once its class is archived, the work is read-only: every change (save, turn in, unsubmit,
 *   grade, return, a private comment) is a 409 after the checks above.
 */
export type WorkViewer = 'student' | 'staff';

/** Admins and the class's teachers: they see the class's work and grade it. */
export const isStaff = (actor: AuthUser, relation: ClassRelation): boolean => canManageContent(actor.role, relation);

function visibleWork(actor: AuthUser, work: WorkRow | undefined, studentId: string): { work: WorkRow; relation: ClassRelation; viewer: WorkViewer | null } {
  if (!work) throw notFound(API_ERRORS.assignmentNotFound);
  const relation = requireViewOf(actor, work.viewer_role, API_ERRORS.assignmentNotFound);
  if (isStaff(actor, relation)) {
    const current = work.student_role === 'student';
    const kept = actor.role === 'admin' && work.submission_id !== null;
    return { work, relation, viewer: current || kept ? 'staff' : null };
  }
  return { work, relation, viewer: relation.isStudent && actor.id === studentId ? 'student' : null };
}

/** Reading the work or its private comments: the student themself, the class's teachers, admins. */
export function requireWorkReader(actor: AuthUser, work: WorkRow | undefined, studentId: string): { work: WorkRow; viewer: WorkViewer } {
  const seen = visibleWork(actor, work, studentId);
  if (seen.viewer === null) throw notFound(WORK_ERRORS.notFound);
  return { work: seen.work, viewer: seen.viewer };
}

/** The student's own actions (save, turn in, unsubmit): those who may only read it get 403. */
export function requireWorkOwner(actor: AuthUser, work: WorkRow | undefined, studentId: string): WorkRow {
  const seen = requireWorkReader(actor, work, studentId);
  if (seen.viewer !== 'student') throw forbidden(WORK_ERRORS.studentOnly);
  refuseArchived(seen.work.class_archived_at);
  return seen.work;
}

/** A private comment on the work: whoever may read it, while its class is not archived. */
export function requireWorkCommenter(actor: AuthUser, work: WorkRow | undefined, studentId: string): { work: WorkRow; viewer: WorkViewer } {
  const seen = requireWorkReader(actor, work, studentId);
  refuseArchived(seen.work.class_archived_at);
  return seen;
}

/**
 * Grading and returning: the class's teachers and admins, on work they may read. Any other member
 * of the class gets 403 whichever student is named (so the answer tells them nothing about them).
 */
export function requireWorkGrader(actor: AuthUser, work: WorkRow | undefined, studentId: string): WorkRow {
  const seen = visibleWork(actor, work, studentId);
  if (!isStaff(actor, seen.relation)) throw forbidden(WORK_ERRORS.teachersOnly);
  if (seen.viewer === null) throw notFound(WORK_ERRORS.notFound);
  refuseArchived(seen.work.class_archived_at);
  return seen.work;
}

/** The class-wide routes (the list, return all): the class's teachers and admins; its students 403. */
export function requireAssignmentGrader(actor: AuthUser, assignment: AssignmentAccessRow | undefined): AssignmentAccessRow {
  if (!assignment) throw notFound(API_ERRORS.assignmentNotFound);
  const relation = requireViewOf(actor, assignment.viewer_role, API_ERRORS.assignmentNotFound);
  if (!isStaff(actor, relation)) throw forbidden(WORK_ERRORS.teachersOnly);
  return assignment;
}

/** Returning all graded work at once: requireAssignmentGrader, while the class is not archived. */
export function requireAssignmentReturner(actor: AuthUser, assignment: AssignmentAccessRow | undefined): AssignmentAccessRow {
  const checked = requireAssignmentGrader(actor, assignment);
  refuseArchived(checked.class_archived_at);
  return checked;
}
