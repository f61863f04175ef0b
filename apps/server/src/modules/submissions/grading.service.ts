import type { Kysely } from 'kysely';
import type { Submission } from '@lyceum/shared/submissions';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { badRequest, localized, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import type { AttachmentReader } from '../files/stored-attachments';
import { presentSubmission } from './submissions.presenter';
import * as repo from './submissions.repository';
import type { WorkTarget } from './submissions.service';
import { requireAssignmentReturner, requireWorkGrader } from './work-access';
import { eventsCommitted, recordEvent } from '../events/outbox';
import { workGraded, workReturned } from '../events/happenings';
import { assignmentRef } from '../events/events.repository';
import { workEvent } from './work-events';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { WORK_ERRORS } from './work-errors.messages';

export interface GradeInput {
  /** Points (the shared schema checks 0-1000 in half points), or null for none. */
  grade: number | null;
  /** Plain text, trimmed; '' means none. */
  feedback: string;
}

/** A grade the assignment takes: none on an ungraded assignment, at most its maximum on a graded one. */
function requireGradeFits(grade: number | null, maxPoints: number | null): void {
  if (grade === null) return;
  if (maxPoints === null) throw badRequest(WORK_ERRORS.ungraded);
  if (grade > maxPoints) throw badRequest(localized(WORK_ERRORS.gradeAboveMax, { max: String(maxPoints) }));
}

async function presentForGrader(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, reader: AttachmentReader): Promise<Submission> {
  const work = await repo.findWork(db, target.assignmentId, actor.id, target.studentId);
  if (!work) throw notFound(API_ERRORS.assignmentNotFound);
  return presentSubmission(work, target.studentId, 'staff', reader);
}

/**
 * Sets the draft grade and feedback (the class's teachers and admins); the student sees neither
 * until the work is returned. Makes the row if the student has not written anything yet.
 */
export async function gradeWork(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, input: GradeInput, reader: AttachmentReader): Promise<Submission> {
  const work = requireWorkGrader(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId);
  requireGradeFits(input.grade, work.max_points);
  const key = { assignmentId: work.assignment_id, classId: work.class_id, studentId: target.studentId };
  let changed: number;
  try {
    // Other teachers' open Student work refreshes; the student hears nothing of a draft.
    changed = await repo.saveDraftGrade(db, key, input.grade, input.feedback === '' ? null : input.feedback, workEvent(key.assignmentId, key.studentId, (ref) => workGraded(ref, actor.id)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.assignmentNotFound);
    throw error;
  }
  if (changed === 0) {
    // The maximum was lowered (or removed) between the check and the write: say so as if seen first.
    const now = await repo.findAssignmentAccess(db, target.assignmentId, actor.id);
    if (!now) throw notFound(API_ERRORS.assignmentNotFound);
    requireGradeFits(input.grade, now.max_points);
  }
  eventsCommitted(db);
  return presentForGrader(db, actor, target, reader);
}

/** Hands the draft grade and feedback to the student, whatever the work's state; needs one of them. */
export async function returnOne(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, reader: AttachmentReader): Promise<Submission> {
  const work = requireWorkGrader(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId);
  const key = { assignmentId: work.assignment_id, classId: work.class_id, studentId: target.studentId };
  const notify = workEvent(key.assignmentId, key.studentId, (ref) => workReturned(ref, [key.studentId], actor.id));
  if ((await repo.returnWork(db, key, notify)) === 0) throw badRequest(WORK_ERRORS.returnNeedsGrade);
  eventsCommitted(db);
  return presentForGrader(db, actor, target, reader);
}

/** Returns every current student's graded work not yet returned as it stands; answers how many. */
export async function returnGraded(db: Kysely<Database>, actor: AuthUser, assignmentId: string): Promise<{ returned: number }> {
  const assignment = requireAssignmentReturner(actor, await repo.findAssignmentAccess(db, assignmentId, actor.id));
  // One event for them all: each student returned to is notified, the staff's pages refresh.
  const returned = await repo.returnAllGraded(db, assignment.class_id, assignment.id, async (trx, studentIds) => {
    const ref = await assignmentRef(trx, assignment.id);
    if (ref) await recordEvent(trx, workReturned({ assignmentId: assignment.id, ...ref, studentId: null }, studentIds, actor.id));
  });
  if (returned > 0) eventsCommitted(db);
  return { returned };
}
