import type { Kysely } from 'kysely';
import type { RegradeChange } from '@lyceum/shared/quizzes';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { listQuizAttempts } from './attempts.repository';
import { recordGrade, scoreAttempt } from './quiz-grading';
import { findSettings, listItems } from './quizzes.repository';

/**
 * After an edit of a quiz's items: every turned-in attempt scored again against the keys as they
 * are now, each student's grade written again, and every change listed (an answer's points, and an
 * attempt's score with `item` null). Runs in the edit's transaction, so keys and grades never disagree.
 */
export async function regradeQuiz(trx: Kysely<Database>, assignmentId: string): Promise<RegradeChange[]> {
  const items = await listItems(trx, assignmentId);
  const settings = await findSettings(trx, assignmentId);
  const quiz = await trx.selectFrom('assignments').select(['id', 'class_id', 'due_date']).where('id', '=', assignmentId).executeTakeFirst();
  if (!settings || !quiz) return [];
  const changes: RegradeChange[] = [];
  const students = new Set<string>();
  for (const attempt of await listQuizAttempts(trx, assignmentId)) {
    if (attempt.submitted_at === null) continue;
    const scored = await scoreAttempt(trx, attempt.id, items);
    for (const change of scored.changes) changes.push({ attempt: attempt.id, student: attempt.student_id, ...change });
    if (scored.before !== scored.after) {
      changes.push({ attempt: attempt.id, student: attempt.student_id, item: null, before: scored.before, after: scored.after });
      students.add(attempt.student_id);
    }
  }
  const now = nowIso();
  for (const student of students) await recordGrade(trx, quiz, student, settings, now);
  return changes;
}
