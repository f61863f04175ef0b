import type { Kysely } from 'kysely';
import type { GradedAttempt, QuizInput, RegradeChange, TeacherQuiz } from '@lyceum/shared/quizzes';
import { committedWrite } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, localized, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { refuseArchived, requireClassView } from '../classes/class-access';
import { isStaff } from '../submissions/work-access';
import { inTransaction } from '../events/outbox';
import type { AttachmentReader } from '../files/stored-attachments';
import { assignments } from '../assignments/assignments.service';
import * as attemptsRepo from './attempts.repository';
import { finishExpired } from './attempts.service';
import { requireAttemptStaff, requireQuizStaff } from './quiz-access';
import { quizCore } from './quiz-kind';
import { sanitizedItems } from './quiz-prompts';
import { presentGradedAttempt } from './quiz.presenter';
import { attemptScore, recordGrade } from './quiz-grading';
import { countItems, findQuizAccess, findSettings, listClassQuizzes, listItems, markReleased, type StoredSettings } from './quizzes.repository';
import { QUIZ_ERRORS } from './quiz-errors.messages';

async function settingsOf(db: Kysely<Database>, assignmentId: string): Promise<StoredSettings> {
  const settings = await findSettings(db, assignmentId);
  if (!settings) throw notFound(QUIZ_ERRORS.notFound);
  return settings;
}

/** The class's teachers' quiz: the assignment, its settings and its items with their keys. */
export async function teacherQuiz(db: Kysely<Database>, actor: AuthUser, assignmentId: string, reader: AttachmentReader): Promise<TeacherQuiz> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, assignmentId, actor.id));
  return { assignment: await assignments.get(db, actor, quiz.id, reader), settings: await settingsOf(db, quiz.id), items: await listItems(db, quiz.id) };
}

/** Adds a quiz (an assignment of work type quiz) with its settings and items to a topic of a class the actor teaches. */
export async function createQuiz(db: Kysely<Database>, actor: AuthUser, input: QuizInput, reader: AttachmentReader): Promise<TeacherQuiz> {
  const assignment = await quizCore.create(db, actor, { ...input, items: await sanitizedItems(input.items), changes: [] }, reader);
  return teacherQuiz(db, actor, assignment._id, reader);
}

/** Replaces a quiz's fields, settings and items; every turned-in attempt is regraded against the new keys, and the changes listed. */
export async function updateQuiz(db: Kysely<Database>, actor: AuthUser, id: string, input: QuizInput, reader: AttachmentReader): Promise<{ quiz: TeacherQuiz; changes: RegradeChange[] }> {
  requireQuizStaff(actor, await findQuizAccess(db, id, actor.id));
  const changes: RegradeChange[] = [];
  await quizCore.update(db, actor, id, { ...input, items: await sanitizedItems(input.items), changes }, reader);
  return { quiz: await teacherQuiz(db, actor, id, reader), changes };
}

/** A class's quizzes for its teachers and admins (students read them as assignments). */
export async function classQuizzes(db: Kysely<Database>, actor: AuthUser, classId: string) {
  const relation = await requireClassView(db, actor, classId);
  if (!isStaff(actor, relation)) throw forbidden(QUIZ_ERRORS.teachersOnly);
  const quizzes = await listClassQuizzes(db, classId);
  const counts = await countItems(db, quizzes.map((quiz) => quiz.id));
  return quizzes.map((quiz) => ({ _id: quiz.id, title: quiz.title, dueDate: quiz.dueDate, maxPoints: quiz.maxPoints, items: counts.get(quiz.id) ?? 0, settings: quiz.settings }));
}

/** Releases the results by hand: students see scores and keys; with grading to returned, their grades are returned too. */
export async function releaseResults(db: Kysely<Database>, actor: AuthUser, id: string): Promise<void> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, id, actor.id));
  refuseArchived(quiz.class_archived_at);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await markReleased(trx, quiz.id, now);
    const settings = await settingsOf(trx, quiz.id);
    const students = new Set((await attemptsRepo.listQuizAttempts(trx, quiz.id)).filter((a) => a.submitted_at !== null).map((a) => a.student_id));
    for (const student of students) await recordGrade(trx, quiz, student, settings, now);
  });
}

/** Every attempt at the quiz with its answers and points, for the class's teachers. */
export async function quizAttempts(db: Kysely<Database>, actor: AuthUser, id: string): Promise<GradedAttempt[]> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, id, actor.id));
  await finishExpired(db, quiz, await settingsOf(db, quiz.id));
  const rows = await attemptsRepo.listQuizAttempts(db, quiz.id);
  const answers = await attemptsRepo.listAnswers(db, rows.map((row) => row.id));
  return rows.map((row) => presentGradedAttempt(row, answers));
}

/**
 * The teacher's points for one item of a turned-in attempt (an essay graded by hand, or a machine
 * score overruled); null gives the machine's back. The attempt's score and the student's grade follow.
 */
export async function overridePoints(db: Kysely<Database>, actor: AuthUser, attemptId: string, itemId: string, points: number | null): Promise<GradedAttempt> {
  const attempt = requireAttemptStaff(actor, await attemptsRepo.findAttemptAccess(db, attemptId, actor.id));
  refuseArchived(attempt.class_archived_at);
  if (attempt.submitted_at === null) throw conflict(QUIZ_ERRORS.notSubmitted);
  const items = await listItems(db, attempt.assignment_id);
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound(QUIZ_ERRORS.itemNotInQuiz);
  if (points !== null && points > item.points) throw badRequest(localized(QUIZ_ERRORS.pointsAboveItem, { max: String(item.points) }));
  const quiz = { id: attempt.assignment_id, class_id: attempt.class_id, due_date: attempt.due_date };
  const settings = await settingsOf(db, quiz.id);
  await committedWrite(db, (outer) =>
    inTransaction(outer, async (trx) => {
      await attemptsRepo.setOverride(trx, attemptId, itemId, points, nowIso());
      await attemptsRepo.setAttemptScore(trx, attemptId, attemptScore(items, await attemptsRepo.listAnswers(trx, [attemptId])));
      await recordGrade(trx, quiz, attempt.student_id, settings, nowIso());
    }),
  );
  const row = (await attemptsRepo.listQuizAttempts(db, quiz.id)).find((candidate) => candidate.id === attemptId);
  if (!row) throw notFound(QUIZ_ERRORS.attemptNotFound);
  return presentGradedAttempt(row, await attemptsRepo.listAnswers(db, [attemptId]));
}
