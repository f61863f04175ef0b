import type { WorkType } from '@lyceum/shared/assignments';
import { QUIZ_ERRORS } from './quiz-errors.messages';
import type { ClassRelation } from '@lyceum/shared/permissions';
import { forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import { requireViewOf } from '../classes/class-access';
import { isStaff } from '../submissions/work-access';

/**
 * Who may do what with a quiz, from one read of it with the reader's role in its class:
 * someone who may not see the class, or an assignment that is no quiz, gets the quiz's 404; the
 * key, grading and statistics are the class's teachers' and admins' (others 403); attempts are the
 * class's students', each their own: another student's attempt is a 404, as if it did not exist.
 */
interface Readable {
  work_type?: WorkType;
  viewer_role: string | null;
}

export function requireQuizView<T extends Readable>(actor: AuthUser, row: T | undefined): { row: T; relation: ClassRelation } {
  if (!row || (row.work_type !== undefined && row.work_type !== 'quiz')) throw notFound(QUIZ_ERRORS.notFound);
  return { row, relation: requireViewOf(actor, row.viewer_role, QUIZ_ERRORS.notFound) };
}

export function requireQuizStaff<T extends Readable>(actor: AuthUser, row: T | undefined): T {
  const seen = requireQuizView(actor, row);
  if (!isStaff(actor, seen.relation)) throw forbidden(QUIZ_ERRORS.teachersOnly);
  return seen.row;
}

export function requireQuizStudent<T extends Readable>(actor: AuthUser, row: T | undefined): T {
  const seen = requireQuizView(actor, row);
  if (!seen.relation.isStudent) throw forbidden(QUIZ_ERRORS.studentsOnly);
  return seen.row;
}

/** An attempt's own student (while in the class); the class's teachers get 403, anyone else the attempt's 404. */
export function requireOwnAttempt<T extends Readable & { student_id: string }>(actor: AuthUser, row: T | undefined): T {
  if (!row) throw notFound(QUIZ_ERRORS.attemptNotFound);
  const relation = requireViewOf(actor, row.viewer_role, QUIZ_ERRORS.attemptNotFound);
  if (isStaff(actor, relation)) throw forbidden(QUIZ_ERRORS.studentsOnly);
  if (!relation.isStudent || row.student_id !== actor.id) throw notFound(QUIZ_ERRORS.attemptNotFound);
  return row;
}

/** An attempt for the class's teachers and admins (override); students 403 on their own, 404 on others'. */
export function requireAttemptStaff<T extends Readable & { student_id: string }>(actor: AuthUser, row: T | undefined): T {
  if (!row) throw notFound(QUIZ_ERRORS.attemptNotFound);
  const relation = requireViewOf(actor, row.viewer_role, QUIZ_ERRORS.attemptNotFound);
  if (isStaff(actor, relation)) return row;
  if (row.student_id !== actor.id) throw notFound(QUIZ_ERRORS.attemptNotFound);
  throw forbidden(QUIZ_ERRORS.teachersOnly);
}
