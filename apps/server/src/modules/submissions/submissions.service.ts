import type { Kysely } from 'kysely';
import type { StudentWork, Submission } from '@lyceum/shared/submissions';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import { optionalRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../types';
import { setAttachments, type AttachmentInput } from '../files/attachments.service';
import type { AttachmentReader } from '../files/stored-attachments';
import { presentStudentWork, presentSubmission } from './submissions.presenter';
import * as repo from './submissions.repository';
import { requireAssignmentGrader, requireWorkOwner, requireWorkReader, type WorkViewer } from './work-access';
import { eventsCommitted } from '../events/outbox';
import { workTurnedIn, workUnsubmitted } from '../events/happenings';
import { workEvent } from './work-events';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { WORK_ERRORS } from './work-errors.messages';
import { QUESTION_ERRORS } from '../questions/question-errors.messages';
import { QUIZ_ERRORS } from '../quizzes/quiz-errors.messages';

export interface WorkTarget {
  assignmentId: string;
  studentId: string;
}

export interface SaveWorkInput {
  answer: string;
  /** Absent: unchanged (files.ts in shared says why). */
  attachments?: AttachmentInput[];
}

/**
 * A quiz's answers and turn-in are its attempts' (modules/quizzes), a question's its answer route
 * (modules/questions, which keeps its rules on editing): the plain work routes refuse them.
 */
function refuseQuiz(work: repo.WorkRow): repo.WorkRow {
  if (work.work_type === 'quiz') throw conflict(QUIZ_ERRORS.turnInQuiz);
  if (work.work_type === 'question') throw conflict(QUESTION_ERRORS.answerThroughQuestion);
  return work;
}

const keyOf = (work: repo.WorkRow, target: WorkTarget): repo.WorkKey => ({ assignmentId: work.assignment_id, classId: work.class_id, studentId: target.studentId });

/** The work as it stands now, for the caller who just changed or asked for it. */
async function presentNow(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, viewer: WorkViewer, reader: AttachmentReader): Promise<Submission> {
  const work = await repo.findWork(db, target.assignmentId, actor.id, target.studentId);
  if (!work) throw notFound(API_ERRORS.assignmentNotFound);
  return presentSubmission(work, target.studentId, viewer, reader);
}

/** A deleted assignment (or class, or account) between the check and the write is the assignment's 404. */
async function onLiveAssignment<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.assignmentNotFound);
    throw error;
  }
}

/** One student's work: the student themself, the class's teachers, admins (work-access.ts). */
export async function getWork(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, reader: AttachmentReader): Promise<Submission> {
  const { work, viewer } = requireWorkReader(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId);
  return presentSubmission(work, target.studentId, viewer, reader);
}

/** Every current student of the class with their work and the counts: the class's teachers and admins. */
export async function listWork(db: Kysely<Database>, actor: AuthUser, assignmentId: string): Promise<StudentWork> {
  const assignment = requireAssignmentGrader(actor, await repo.findAssignmentAccess(db, assignmentId, actor.id));
  return presentStudentWork(assignment, await repo.listStudentWork(db, assignment.class_id, assignment.id), new Date());
}

/**
 * The student saves their answer (sanitised; '' when nothing visible is left) and, when given, their
 * attachments: only their own uploads to the class. Refused while turned in: what a teacher grades
 * is what was turned in. The first save makes the row.
 */
export async function saveWork(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, input: SaveWorkInput, reader: AttachmentReader): Promise<Submission> {
  const work = refuseQuiz(requireWorkOwner(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId));
  if (work.state === 'turned_in') throw conflict(WORK_ERRORS.alreadyTurnedIn);
  const answer = await optionalRichText(input.answer, 'assignment', 'answer');
  const key = keyOf(work, target);
  await onLiveAssignment(() =>
    db.transaction().execute(async (trx) => {
      const id = await repo.ensureSubmission(trx, key);
      // Conditional on the state, so a turn-in that got in first is not overwritten.
      if ((await repo.saveAnswer(trx, key, answer)) === 0) throw conflict(WORK_ERRORS.alreadyTurnedIn);
      if (input.attachments) {
        await repo.setSubmissionAttachments(trx, id, await setAttachments(trx, work.class_id, { submission: id }, input.attachments, { uploader: actor.id }));
      }
    }),
  );
  return presentNow(db, actor, target, 'student', reader);
}

/**
 * Turns the work in (from assigned, or returned to turn in again); late is read against the due
 * date whenever the work is shown (isLate), so moving the due date moves it too.
 * Of two turn-ins at once one succeeds and the other is the 409 of work already turned in.
 * Answered only once committed.
 */
export async function turnInWork(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, reader: AttachmentReader): Promise<Submission> {
  const work = refuseQuiz(requireWorkOwner(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId));
  if (work.state === 'turned_in') throw conflict(WORK_ERRORS.alreadyTurnedIn);
  const at = nowIso();
  // The class's teachers are notified, and open pages refresh, with the turn-in's commit.
  const notify = workEvent(target.assignmentId, target.studentId, (ref) => workTurnedIn(ref, actor.id));
  const changed = await onLiveAssignment(() => repo.turnIn(db, keyOf(work, target), at, notify));
  if (changed === 0) throw conflict(WORK_ERRORS.alreadyTurnedIn);
  eventsCommitted(db);
  return presentNow(db, actor, target, 'student', reader);
}

/** Takes turned-in work back to edit it; not once returned (the student edits and turns in again instead). */
export async function unsubmitWork(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, reader: AttachmentReader): Promise<Submission> {
  const work = refuseQuiz(requireWorkOwner(actor, await repo.findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId));
  if ((await repo.unsubmit(db, keyOf(work, target), workEvent(target.assignmentId, target.studentId, (ref) => workUnsubmitted(ref, actor.id)))) === 0) {
    const now = await repo.findWork(db, target.assignmentId, actor.id, target.studentId);
    throw conflict(now?.state === 'returned' ? WORK_ERRORS.returnedNoUnsubmit : WORK_ERRORS.notTurnedIn);
  }
  eventsCommitted(db);
  return presentNow(db, actor, target, 'student', reader);
}
