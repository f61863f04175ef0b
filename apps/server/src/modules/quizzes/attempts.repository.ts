import { sql, type Kysely, type Selectable } from 'kysely';
import type { ItemResponse } from '@lyceum/shared/quiz-items';
import { engineOf } from '../../db/engine-of';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { QuizAttemptsTable } from '../../db/schema-quizzes';
import { classArchivedAtOf, viewerRoleIn } from '../classes/class-access';

/** An attempt, numbers normalised (PostgreSQL hands back a double as text in some drivers, SQLite as a number). */
export type AttemptRow = Selectable<QuizAttemptsTable>;

const toAttempt = (row: AttemptRow): AttemptRow => ({ ...row, number: Number(row.number), score: row.score === null ? null : Number(row.score) });

export interface AnswerRow {
  attempt_id: string;
  item_id: string;
  /** null: the student gave none (the teacher's points made the row). */
  response: ItemResponse | null;
  points: number | null;
  override_points: number | null;
  saved_at: string;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A student's attempts at a quiz, first to last (the unique index's order). */
export async function listAttempts(db: Kysely<Database>, assignmentId: string, studentId: string): Promise<AttemptRow[]> {
  const rows = await db.selectFrom('quiz_attempts').selectAll().where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).orderBy('number').execute();
  return rows.map(toAttempt);
}

/** Every attempt at a quiz, with the student's name (the teachers' list and the statistics). */
export async function listQuizAttempts(db: Kysely<Database>, assignmentId: string): Promise<(AttemptRow & { student_name: string | null })[]> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .leftJoin('users', 'users.id', 'quiz_attempts.student_id')
    .selectAll('quiz_attempts')
    .select('users.name as student_name')
    .where('quiz_attempts.assignment_id', '=', assignmentId)
    .orderBy('quiz_attempts.student_id')
    .orderBy('quiz_attempts.number')
    .execute();
  return rows.map((row) => ({ ...toAttempt(row), student_name: row.student_name }));
}

const attemptAccessQuery = preparedQuery((db, attemptId: string, viewerId: string) =>
  db
    .selectFrom('quiz_attempts')
    .innerJoin('assignments', 'assignments.id', 'quiz_attempts.assignment_id')
    .selectAll('quiz_attempts')
    .select(['assignments.class_id', 'assignments.due_date'])
    .select(viewerRoleIn(db, 'assignments', viewerId))
    .select(classArchivedAtOf(db, 'assignments'))
    .where('quiz_attempts.id', '=', attemptId),
);

/** An attempt with its quiz's class, the reader's role there and the class's archived moment: an attempt route's access check (each save and turn-in: built once). */
export async function findAttemptAccess(db: Kysely<Database>, attemptId: string, viewerId: string) {
  const row = (await attemptAccessQuery(db, attemptId, viewerId))[0];
  return row && { ...row, ...toAttempt(row) };
}

export async function insertAttempt(db: Kysely<Database>, row: AttemptRow): Promise<void> {
  await db.insertInto('quiz_attempts').values(row).execute();
}

/** The answers of these attempts. Responses were validated when saved, so they are read back without a second validation (the statistics read thousands). */
export async function listAnswers(db: Kysely<Database>, attemptIds: string[]): Promise<AnswerRow[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db.selectFrom('quiz_answers').selectAll().where('attempt_id', 'in', attemptIds).orderBy('attempt_id').orderBy('item_id').execute();
  return rows.map((row) => ({
    ...row,
    response: row.response === null ? null : (JSON.parse(row.response) as ItemResponse),
    points: num(row.points),
    override_points: num(row.override_points),
  }));
}

/** Identical answers to an item counted together: the statistics' read. */
export interface AnswerTally {
  item_id: string;
  response: ItemResponse | null;
  /** The points the answers scored (the teacher's where overridden); null: not graded yet. */
  points: number | null;
  count: number;
}

/**
 * The turned-in attempts' answers to a quiz, identical ones (same item, response and points) as one
 * row with their count: 500 attempts of 20 items are a few hundred rows to parse instead of 10,000.
 * The grouping is plain SQL on both engines (SQLite's EXPLAIN: the attempts' assignment index, then
 * the answers' primary key, grouped in a temporary b-tree).
 */
export async function tallyAnswers(db: Kysely<Database>, assignmentId: string): Promise<AnswerTally[]> {
  const rows = await db
    .selectFrom('quiz_answers')
    .innerJoin('quiz_attempts', 'quiz_attempts.id', 'quiz_answers.attempt_id')
    .select(['quiz_answers.item_id', 'quiz_answers.response'])
    .select((eb) => [eb.fn.coalesce('quiz_answers.override_points', 'quiz_answers.points').as('points'), eb.fn.countAll().as('count')])
    .where('quiz_attempts.assignment_id', '=', assignmentId)
    .where('quiz_attempts.submitted_at', 'is not', null)
    .groupBy(['quiz_answers.item_id', 'quiz_answers.response'])
    .groupBy((eb) => eb.fn.coalesce('quiz_answers.override_points', 'quiz_answers.points'))
    .execute();
  return rows.map((row) => ({
    item_id: row.item_id,
    response: row.response === null ? null : (JSON.parse(row.response) as ItemResponse),
    points: num(row.points),
    count: Number(row.count),
  }));
}

/** The scores of a quiz's turned-in attempts (the statistics' spread). */
export async function listSubmittedScores(db: Kysely<Database>, assignmentId: string): Promise<(number | null)[]> {
  const rows = await db.selectFrom('quiz_attempts').select('score').where('assignment_id', '=', assignmentId).where('submitted_at', 'is not', null).execute();
  return rows.map((row) => num(row.score));
}

/**
 * The attempt's row, locked against a turn-in until the caller's transaction ends (PostgreSQL;
 * SQLite has one writer at a time already): an answer is either stored before the turn-in grades
 * the attempt, or refused after it, never stored ungraded.
 */
export async function lockAttempt(trx: Kysely<Database>, attemptId: string): Promise<AttemptRow | undefined> {
  let query = trx.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId);
  if (engineOf(trx) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toAttempt(row);
}

/** Stores an answer as given (replacing the one before), with no points until it is graded. */
export async function upsertAnswer(trx: Kysely<Database>, attemptId: string, itemId: string, response: ItemResponse, at: string): Promise<void> {
  const json = JSON.stringify(response);
  await trx
    .insertInto('quiz_answers')
    .values({ attempt_id: attemptId, item_id: itemId, response: json, saved_at: at })
    .onConflict((oc) => oc.columns(['attempt_id', 'item_id']).doUpdateSet({ response: json, saved_at: at }))
    .execute();
}

/** Marks the attempt turned in at `at`, if it was not: 1 when this call did, 0 when it already was. */
export async function markSubmitted(trx: Kysely<Database>, attemptId: string, at: string): Promise<number> {
  const result = await trx.updateTable('quiz_attempts').set({ submitted_at: at }).where('id', '=', attemptId).where('submitted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Open attempts of a quiz whose deadline passed before `before` (the time limit or the close ended them). */
export async function listExpired(db: Kysely<Database>, assignmentId: string, before: string): Promise<AttemptRow[]> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('assignment_id', '=', assignmentId)
    .where('submitted_at', 'is', null)
    .where('deadline_at', '<', before)
    .execute();
  return rows.map(toAttempt);
}

/**
 * The machine's points of several answers of an attempt in one statement (a turn-in scores every
 * item at once: one statement instead of one per item, which on PostgreSQL was a round trip each).
 * The cast types the bound values for PostgreSQL; SQLite reads it as its REAL.
 */
export async function setAnswersPoints(trx: Kysely<Database>, attemptId: string, scored: { item: string; points: number | null }[]): Promise<void> {
  const [first, ...rest] = scored;
  if (!first) return;
  const value = (points: number | null) => sql<number | null>`cast(${points} as double precision)`;
  let points = trx.case().when('item_id', '=', first.item).then(value(first.points));
  for (const one of rest) points = points.when('item_id', '=', one.item).then(value(one.points));
  await trx
    .updateTable('quiz_answers')
    .set({ points: points.end() })
    .where('attempt_id', '=', attemptId)
    .where('item_id', 'in', scored.map((one) => one.item))
    .execute();
}

/**
 * Open attempts of any quiz whose deadline passed before `before`, earliest first, with their quiz's
 * class and due date: the job loop's read, by the partial index of open deadlines (migration 0032).
 */
export async function listExpiredEverywhere(db: Kysely<Database>, before: string, limit: number) {
  const rows = await db
    .selectFrom('quiz_attempts')
    .innerJoin('assignments', 'assignments.id', 'quiz_attempts.assignment_id')
    .selectAll('quiz_attempts')
    .select(['assignments.class_id', 'assignments.due_date'])
    .where('quiz_attempts.submitted_at', 'is', null)
    .where('quiz_attempts.deadline_at', '<', before)
    .orderBy('quiz_attempts.deadline_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, ...toAttempt(row) }));
}

/** The teacher's points for an item, making an empty answer's row when the student gave none. */
export async function setOverride(trx: Kysely<Database>, attemptId: string, itemId: string, points: number | null, at: string): Promise<void> {
  await trx
    .insertInto('quiz_answers')
    .values({ attempt_id: attemptId, item_id: itemId, response: null, points: null, override_points: points, saved_at: at })
    .onConflict((oc) => oc.columns(['attempt_id', 'item_id']).doUpdateSet({ override_points: points }))
    .execute();
}

export async function setAttemptScore(trx: Kysely<Database>, attemptId: string, score: number): Promise<void> {
  await trx.updateTable('quiz_attempts').set({ score }).where('id', '=', attemptId).execute();
}
