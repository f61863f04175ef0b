import type { Kysely } from 'kysely';
import type { SubmissionComment } from '@lyceum/shared/submissions';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import * as repo from './submission-comments.repository';
import { findWork } from './submissions.repository';
import type { WorkTarget } from './submissions.service';
import { requireWorkCommenter, requireWorkReader } from './work-access';
import { eventsCommitted } from '../events/outbox';
import { privateCommentPosted } from '../events/happenings';
import { workEvent } from './work-events';
import { API_ERRORS } from '../../lib/api-errors.messages';

/** The private thread on a student's work, oldest first: that student, the class's teachers, admins. */
export async function listWorkComments(db: Kysely<Database>, actor: AuthUser, target: WorkTarget): Promise<SubmissionComment[]> {
  const { work } = requireWorkReader(actor, await findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId);
  if (work.submission_id === null) return [];
  return (await repo.listThread(db, work.submission_id)).map(repo.toSubmissionComment);
}

/** Posts plain text (stored as given, rendered as text) to the thread; the first comment makes the submission row. */
export async function addWorkComment(db: Kysely<Database>, actor: AuthUser, target: WorkTarget, text: string): Promise<SubmissionComment> {
  const { work } = requireWorkCommenter(actor, await findWork(db, target.assignmentId, actor.id, target.studentId), target.studentId);
  try {
    const { studentId } = target;
    const notify = workEvent(work.assignment_id, studentId, (ref) => privateCommentPosted({ ...ref, studentId }, text, actor.id));
    const row = await repo.insertComment(db, { assignmentId: work.assignment_id, classId: work.class_id, studentId }, actor.id, text, notify);
    eventsCommitted(db);
    return repo.toSubmissionComment({ ...row, author_name: actor.name });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(API_ERRORS.assignmentNotFound);
    throw error;
  }
}
