import type { Kysely } from 'kysely';
import type { ItemResponse } from '@lyceum/shared/quiz-items';
import { QUIZ_API_MSG, type SavedAnswer, type StudentAttempt, type StudentQuiz } from '@lyceum/shared/quizzes';
import { committedWrite } from '../../db/group-commit';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import type { AuthUser } from '../../types';
import { refuseArchived } from '../classes/class-access';
import { eventsCommitted, inTransaction } from '../events/outbox';
import { workTurnedIn } from '../events/happenings';
import type { AttachmentReader } from '../files/stored-attachments';
import { assignments } from '../assignments/assignments.service';
import { workEvent } from '../submissions/work-events';
import { answerRefusal, attemptDeadline, keptScore, resultsReleased, startRefusal } from './attempt-rules';
import * as repo from './attempts.repository';
import { responseProblem } from './item-scoring';
import { sanitizedResponse } from './quiz-prompts';
import { requireOwnAttempt, requireQuizStudent } from './quiz-access';
import { presentStudentAttempt } from './quiz.presenter';
import { recordGrade, scoreAttempt } from './quiz-grading';
import { quizError, QUIZ_ERRORS } from './quiz-errors.messages';
import { findItem, findQuizAccess, findSettings, listItems, type StoredSettings } from './quizzes.repository';

interface QuizRef {
  id: string;
  class_id: string;
  due_date: string;
}

async function settingsOf(db: Kysely<Database>, assignmentId: string): Promise<StoredSettings> {
  const settings = await findSettings(db, assignmentId);
  if (!settings) throw notFound(QUIZ_ERRORS.notFound);
  return settings;
}

/** Turns an attempt in and grades it, in one durable commit; 0 when it was turned in already. */
function submit(db: Kysely<Database>, quiz: QuizRef, attempt: repo.AttemptRow, settings: StoredSettings, at: string, actorId: string | null): Promise<number> {
  return committedWrite(db, (outer) =>
    inTransaction(outer, async (trx) => {
      if ((await repo.markSubmitted(trx, attempt.id, at)) === 0) return 0;
      await scoreAttempt(trx, attempt.id, await listItems(trx, quiz.id));
      await recordGrade(trx, quiz, attempt.student_id, settings, nowIso());
      await workEvent(quiz.id, attempt.student_id, (ref) => workTurnedIn(ref, actorId ?? attempt.student_id))(trx);
      return 1;
    }),
  );
}

/** An answer this late past the deadline is still taken (answerRefusal's grace), so an attempt is over only after it. */
const graceEnd = () => new Date(Date.now() - 2_000).toISOString();

/**
 * Attempts whose time limit or close has passed are over, whether or not the page turned them in:
 * each is turned in as of its deadline with the answers it had. Run before anything reads or
 * starts attempts of the quiz, so no one sees an attempt still open past its end.
 */
export async function finishExpired(db: Kysely<Database>, quiz: QuizRef, settings: StoredSettings): Promise<void> {
  const before = graceEnd();
  for (const attempt of await repo.listExpired(db, quiz.id, before)) {
    await submit(db, quiz, attempt, settings, attempt.deadline_at ?? nowIso(), null);
  }
  eventsCommitted(db);
}

/** Expired attempts finished per read of the job loop's query. */
const EXPIRED_BATCH = 100;

/**
 * The job loop's share (on its timer): every attempt of any quiz left open past its deadline (a
 * closed tab, a lost phone) is turned in as of its deadline with its answers and graded, so the
 * grade, the gradebook and the teacher's list have it without anyone opening the quiz. Answers how
 * many it finished; a turn-in racing it (the student's own, a read's finishExpired) counts once.
 */
export async function finishExpiredAttempts(db: Kysely<Database>): Promise<number> {
  const settingsByQuiz = new Map<string, StoredSettings | undefined>();
  let finished = 0;
  for (;;) {
    const expired = await repo.listExpiredEverywhere(db, graceEnd(), EXPIRED_BATCH);
    const before = finished;
    for (const attempt of expired) {
      if (!settingsByQuiz.has(attempt.assignment_id)) settingsByQuiz.set(attempt.assignment_id, await findSettings(db, attempt.assignment_id));
      const settings = settingsByQuiz.get(attempt.assignment_id);
      if (!settings) continue;
      const quiz = { id: attempt.assignment_id, class_id: attempt.class_id, due_date: attempt.due_date };
      finished += await submit(db, quiz, attempt, settings, attempt.deadline_at ?? nowIso(), null);
    }
    if (expired.length < EXPIRED_BATCH || finished === before) break;
  }
  if (finished > 0) eventsCommitted(db);
  return finished;
}

/** The student's copy of a quiz: the assignment, the settings, their attempts (no keys or scores before release). */
export async function studentQuiz(db: Kysely<Database>, actor: AuthUser, assignmentId: string, reader: AttachmentReader): Promise<StudentQuiz> {
  const quiz = requireQuizStudent(actor, await findQuizAccess(db, assignmentId, actor.id));
  const settings = await settingsOf(db, quiz.id);
  await finishExpired(db, quiz, settings);
  const items = await listItems(db, quiz.id);
  const attempts = await repo.listAttempts(db, quiz.id, actor.id);
  const answers = await repo.listAnswers(db, attempts.map((attempt) => attempt.id));
  const released = resultsReleased(settings.release, Date.now(), quiz.due_date, settings.releasedAt);
  const done = attempts.filter((attempt) => attempt.submitted_at !== null);
  const { releasedAt: _kept, ...shown } = settings;
  return {
    assignment: await assignments.get(db, actor, quiz.id, reader),
    settings: shown,
    itemCount: items.length,
    released,
    grade: released ? keptScore(done.map((attempt) => attempt.score ?? 0), settings.scoring) : null,
    attempts: attempts.map((attempt) => presentStudentAttempt(attempt, items, answers, settings.shuffleItems, released)),
  };
}

async function presentAttempt(db: Kysely<Database>, quiz: QuizRef, settings: StoredSettings, studentId: string, attemptId: string): Promise<StudentAttempt> {
  const attempt = (await repo.listAttempts(db, quiz.id, studentId)).find((row) => row.id === attemptId);
  if (!attempt) throw notFound(QUIZ_ERRORS.attemptNotFound);
  const released = resultsReleased(settings.release, Date.now(), quiz.due_date, settings.releasedAt);
  return presentStudentAttempt(attempt, await listItems(db, quiz.id), await repo.listAnswers(db, [attempt.id]), settings.shuffleItems, released);
}

/**
 * Starts the student's next attempt, if the window, the attempts allowed and an attempt still open
 * allow it. Two at once (two tabs) make one: the unique indexes on the attempt's number and on the
 * open attempt refuse the second insert, which is the 409 of an attempt in progress.
 */
export async function startAttempt(db: Kysely<Database>, actor: AuthUser, assignmentId: string): Promise<StudentAttempt> {
  const quiz = requireQuizStudent(actor, await findQuizAccess(db, assignmentId, actor.id));
  refuseArchived(quiz.class_archived_at);
  const settings = await settingsOf(db, quiz.id);
  await finishExpired(db, quiz, settings);
  const made = await repo.listAttempts(db, quiz.id, actor.id);
  const now = Date.now();
  const open = made.some((attempt) => attempt.submitted_at === null);
  const refusal = startRefusal(settings, now, made.length, open, (ms) => new Date(ms).toISOString());
  if (refusal) throw conflict(quizError(refusal));
  const id = newId();
  const startedAt = new Date(now).toISOString();
  const deadline = attemptDeadline(settings, now);
  try {
    await committedWrite(db, (k) =>
      repo.insertAttempt(k, {
        id,
        assignment_id: quiz.id,
        student_id: actor.id,
        number: made.length + 1,
        seed: id,
        started_at: startedAt,
        deadline_at: deadline === null ? null : new Date(deadline).toISOString(),
        submitted_at: null,
        score: null,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QUIZ_ERRORS.attemptOpen);
    throw error;
  }
  return presentAttempt(db, quiz, settings, actor.id, id);
}

/**
 * Saves one answer as given, at once and durably (one commit before the answer), while the attempt
 * is open: refused once turned in or past its deadline (time limit or close), with QUIZ_MSG's words.
 */
export async function saveAnswer(db: Kysely<Database>, actor: AuthUser, attemptId: string, itemId: string, given: ItemResponse): Promise<SavedAnswer> {
  const attempt = requireOwnAttempt(actor, await repo.findAttemptAccess(db, attemptId, actor.id));
  refuseArchived(attempt.class_archived_at);
  const item = await findItem(db, attempt.assignment_id, itemId);
  if (!item) throw notFound(QUIZ_ERRORS.itemNotInQuiz);
  const problem = responseProblem(item, given);
  if (problem) throw badRequest(quizError(problem));
  const response = await sanitizedResponse(given);
  const refusal = (row: repo.AttemptRow) => answerRefusal(row.deadline_at === null ? null : Date.parse(row.deadline_at), row.submitted_at !== null, Date.now());
  const early = refusal(attempt);
  if (early) throw conflict(quizError(early));
  const at = nowIso();
  const late = await committedWrite(db, (outer) =>
    inTransaction(outer, async (trx) => {
      const locked = await repo.lockAttempt(trx, attemptId);
      const why = locked ? refusal(locked) : QUIZ_API_MSG.attemptNotFound;
      if (why) return why;
      await repo.upsertAnswer(trx, attemptId, itemId, response, at);
      return null;
    }),
  );
  if (late) throw conflict(quizError(late));
  return { item: itemId, response, savedAt: at };
}

/** Turns the attempt in and grades it (into the draft or returned, as the quiz says); a second turn-in is a 409. */
export async function turnInAttempt(db: Kysely<Database>, actor: AuthUser, attemptId: string): Promise<StudentAttempt> {
  const attempt = requireOwnAttempt(actor, await repo.findAttemptAccess(db, attemptId, actor.id));
  refuseArchived(attempt.class_archived_at);
  if (attempt.submitted_at !== null) throw conflict(QUIZ_ERRORS.attemptTurnedIn);
  const quiz = { id: attempt.assignment_id, class_id: attempt.class_id, due_date: attempt.due_date };
  const settings = await settingsOf(db, quiz.id);
  // Past its deadline the attempt ends as of the deadline, with the answers it had then.
  const deadline = attempt.deadline_at === null ? null : Date.parse(attempt.deadline_at);
  const at = deadline !== null && Date.now() > deadline ? new Date(deadline).toISOString() : nowIso();
  if ((await submit(db, quiz, attempt, settings, at, actor.id)) === 0) throw conflict(QUIZ_ERRORS.attemptTurnedIn);
  eventsCommitted(db);
  return presentAttempt(db, quiz, settings, actor.id, attemptId);
}
