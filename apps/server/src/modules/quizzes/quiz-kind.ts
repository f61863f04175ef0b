import type { Assignment } from '@lyceum/shared/assignments';
import type { QuizInput, RegradeChange } from '@lyceum/shared/quizzes';
import { QUIZ_ERRORS } from './quiz-errors.messages';
import { badRequest, conflict } from '../../lib/http-errors';
import { assignmentKind, type AssignmentInput } from '../assignments/assignments.service';
import type { ClassworkKind } from '../classwork/classwork-kind';
import { classworkService } from '../classwork/classwork.service';
import { regradeQuiz } from './quiz-regrade';
import { writeQuiz } from './quizzes.repository';

/** A quiz write: the request, and where the edit lists the grades a changed key changed. */
export type QuizWrite = QuizInput & AssignmentInput & { changes: RegradeChange[] };

/** The assignment's points: its items' total, which must be whole (the gradebook's maximum is). */
export function quizMaxPoints(input: { items: readonly { points: number }[] }): number {
  const total = Math.round(input.items.reduce((sum, item) => sum + item.points, 0) * 100) / 100;
  if (!Number.isInteger(total) || total < 1 || total > 1000) throw badRequest(QUIZ_ERRORS.pointsTotal);
  return total;
}

/**
 * A quiz is an assignment (work_type quiz): the classwork core does title, description, topic,
 * attachments, events and access; the quiz adds its settings and items, written in the same
 * transaction, and on an edit regrades every submitted attempt against the new keys.
 */
export const quizKind: ClassworkKind<'assignments', QuizWrite, Assignment> = {
  ...assignmentKind,
  newColumns: (input, description) => ({ ...assignmentKind.newColumns(input, description), max_points: quizMaxPoints(input), work_type: 'quiz' }),
  editColumns: (input, description) => ({ ...assignmentKind.editColumns(input, description), max_points: quizMaxPoints(input) }),
  checkEdit: async (_trx, existing) => {
    if (existing.work_type !== 'quiz') throw conflict(QUIZ_ERRORS.notAQuiz);
  },
  writeOwn: async (trx, id, input, isNew) => {
    await writeQuiz(trx, id, input.settings, input.items, isNew);
    if (!isNew) input.changes.push(...(await regradeQuiz(trx, id)));
  },
};

/** The core's operations for quizzes (create, update; reads go through quizzes.service.ts). */
export const quizCore = classworkService(quizKind);
