import type { QuizItem } from '@lyceum/shared/quiz-items';
import type { GradedAttempt, StudentAttempt } from '@lyceum/shared/quizzes';
import type { AnswerRow, AttemptRow } from './attempts.repository';
import { studentItemOf, seededShuffle } from './student-item';

/** The items in the order this attempt shows them: shuffled per attempt when the quiz says so (the same on every reload). */
export const itemsInOrder = (items: QuizItem[], attempt: AttemptRow, shuffleItems: boolean): QuizItem[] =>
  shuffleItems ? seededShuffle(items, `${attempt.seed}:items`) : items;

/**
 * A student's attempt: their copy of the items (built without keys, student-item.ts) and their
 * own answers; points and keys only once it is turned in and the results are released.
 */
export function presentStudentAttempt(attempt: AttemptRow, items: QuizItem[], answers: AnswerRow[], shuffleItems: boolean, released: boolean): StudentAttempt {
  const ordered = itemsInOrder(items, attempt, shuffleItems);
  const mine = answers.filter((answer) => answer.attempt_id === attempt.id);
  const showResults = released && attempt.submitted_at !== null;
  return {
    _id: attempt.id,
    number: attempt.number,
    startedAt: attempt.started_at,
    deadline: attempt.deadline_at,
    submittedAt: attempt.submitted_at,
    items: ordered.map((item) => studentItemOf(item, attempt.seed)),
    answers: mine.flatMap((answer) => (answer.response === null ? [] : [{ item: answer.item_id, response: answer.response, savedAt: answer.saved_at }])),
    results: showResults
      ? {
          score: attempt.score,
          maxScore: items.reduce((sum, item) => sum + item.points, 0),
          items: ordered.map((item) => {
            const answer = mine.find((candidate) => candidate.item_id === item.id);
            const points = answer ? (answer.override_points ?? answer.points) : item.kind === 'essay' ? null : 0;
            return { item: item.id, points, max: item.points, key: item };
          }),
        }
      : null,
  };
}

/** An attempt for the class's teachers: every answer with the machine's points and the override. */
export function presentGradedAttempt(attempt: AttemptRow & { student_name: string | null }, answers: AnswerRow[]): GradedAttempt {
  return {
    _id: attempt.id,
    student: { _id: attempt.student_id, name: attempt.student_name },
    number: attempt.number,
    startedAt: attempt.started_at,
    deadline: attempt.deadline_at,
    submittedAt: attempt.submitted_at,
    score: attempt.score,
    answers: answers
      .filter((answer) => answer.attempt_id === attempt.id)
      .map((answer) => ({ item: answer.item_id, response: answer.response, points: answer.points, overridePoints: answer.override_points })),
  };
}
