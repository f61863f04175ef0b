import type { Kysely } from 'kysely';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import type { Database } from '../../db/schema';
import { ensureSubmission } from '../submissions/submissions.repository';
import { keptScore, resultsReleased } from './attempt-rules';
import * as attempts from './attempts.repository';
import { scoreItem } from './item-scoring';
import type { StoredSettings } from './quizzes.repository';

const round = (value: number) => Math.round(value * 100) / 100;

/** The points that count for an answer: the teacher's when given, else the machine's (an ungraded essay: 0). */
export const effectivePoints = (answer: Pick<attempts.AnswerRow, 'points' | 'override_points'> | undefined): number =>
  answer?.override_points ?? answer?.points ?? 0;

/** An attempt's score from its answers to the quiz's items as they are now (answers to items since removed do not count). */
export function attemptScore(items: QuizItem[], answers: attempts.AnswerRow[]): number {
  return round(items.reduce((sum, item) => sum + effectivePoints(answers.find((answer) => answer.item_id === item.id)), 0));
}

/**
 * Scores every answer of a turned-in attempt by the machine (essays stay for the teacher) and
 * stores the attempt's score; answers the machine's points by item as they were before and after
 * (the regrade lists the differences).
 */
export async function scoreAttempt(trx: Kysely<Database>, attemptId: string, items: QuizItem[]): Promise<{ changes: { item: string; before: number | null; after: number | null }[]; before: number | null; after: number }> {
  const answers = await attempts.listAnswers(trx, [attemptId]);
  const changes: { item: string; before: number | null; after: number | null }[] = [];
  for (const answer of answers) {
    const item = items.find((candidate) => candidate.id === answer.item_id);
    if (!item || answer.response === null) continue;
    const after = scoreItem(item, answer.response).points;
    if (after !== answer.points) {
      changes.push({ item: item.id, before: answer.points, after });
      answer.points = after;
    }
  }
  await attempts.setAnswersPoints(trx, attemptId, changes.map((change) => ({ item: change.item, points: change.after })));
  const attempt = await attempts.lockAttempt(trx, attemptId);
  const score = attemptScore(items, answers);
  if (attempt?.score !== score) await attempts.setAttemptScore(trx, attemptId, score);
  return { changes, before: attempt?.score ?? null, after: score };
}

/**
 * The student's grade on the quiz assignment from their turned-in attempts (kept highest, latest or
 * average), written to their submission as any assignment's work: the draft grade always, and
 * returned to the student when the quiz grades straight to returned and its results are released
 * now (before release a returned grade would show the score early). The row is made if need be.
 */
export async function recordGrade(
  trx: Kysely<Database>,
  quiz: { id: string; class_id: string; due_date: string },
  studentId: string,
  settings: StoredSettings,
  now: string,
): Promise<void> {
  const done = (await attempts.listAttempts(trx, quiz.id, studentId)).filter((attempt) => attempt.submitted_at !== null);
  if (done.length === 0) return;
  const grade = keptScore(done.map((attempt) => attempt.score ?? 0), settings.scoring);
  const turnedInAt = done[done.length - 1]?.submitted_at ?? now;
  await ensureSubmission(trx, { assignmentId: quiz.id, classId: quiz.class_id, studentId });
  const release = settings.grading === 'returned' && resultsReleased(settings.release, Date.parse(now), quiz.due_date, settings.releasedAt);
  await trx
    .updateTable('submissions')
    .set(
      release
        ? { state: 'returned', turned_in_at: turnedInAt, draft_grade: grade, grade, returned_at: now, updated_at: now }
        : { turned_in_at: turnedInAt, draft_grade: grade, updated_at: now },
    )
    .where('assignment_id', '=', quiz.id)
    .where('student_id', '=', studentId)
    .execute();
  // Work not yet turned in (or unsubmitted) is turned in by the attempt; returned work stays returned.
  if (!release) {
    await trx
      .updateTable('submissions')
      .set({ state: 'turned_in' })
      .where('assignment_id', '=', quiz.id)
      .where('student_id', '=', studentId)
      .where('state', '=', 'assigned')
      .execute();
  }
}
