import type { WorkType } from '@lyceum/shared/assignments';
import type { Kysely, Selectable } from 'kysely';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import type { QuizSettings } from '@lyceum/shared/quizzes';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { QuizzesTable } from '../../db/schema-quizzes';
import { classArchivedAtOf, viewerRoleIn } from '../classes/class-access';
import { storedItem } from './stored-item';

/** A quiz's settings as stored, numbers and flags normalised (PostgreSQL and SQLite differ). */
export interface StoredSettings extends QuizSettings {
  releasedAt: string | null;
}

export const toSettings = (row: Selectable<QuizzesTable>): StoredSettings => ({
  attemptsAllowed: Number(row.attempts_allowed),
  scoring: row.scoring,
  timeLimitSeconds: row.time_limit_seconds === null ? null : Number(row.time_limit_seconds),
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  shuffleItems: Number(row.shuffle_items) === 1,
  grading: row.grading,
  release: row.release,
  layout: row.layout,
  releasedAt: row.released_at,
});

const iso = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());

/** Writes a quiz's settings (keeping a release already made) and replaces its items, in the caller's transaction. */
export async function writeQuiz(trx: Kysely<Database>, assignmentId: string, settings: QuizSettings, items: QuizItem[], isNew: boolean): Promise<void> {
  const columns = {
    attempts_allowed: settings.attemptsAllowed,
    scoring: settings.scoring,
    time_limit_seconds: settings.timeLimitSeconds,
    opens_at: iso(settings.opensAt),
    closes_at: iso(settings.closesAt),
    shuffle_items: settings.shuffleItems ? 1 : 0,
    grading: settings.grading,
    release: settings.release,
    layout: settings.layout,
  };
  if (isNew) await trx.insertInto('quizzes').values({ assignment_id: assignmentId, ...columns }).execute();
  else await trx.updateTable('quizzes').set(columns).where('assignment_id', '=', assignmentId).execute();
  await trx.deleteFrom('quiz_items').where('assignment_id', '=', assignmentId).execute();
  await trx
    .insertInto('quiz_items')
    .values(items.map((item, position) => ({ assignment_id: assignmentId, item_id: item.id, position, points: item.points, item: JSON.stringify(item) })))
    .execute();
}

/** A quiz's settings, or undefined when the assignment is no quiz. */
export async function findSettings(db: Kysely<Database>, assignmentId: string): Promise<StoredSettings | undefined> {
  const row = await db.selectFrom('quizzes').selectAll().where('assignment_id', '=', assignmentId).executeTakeFirst();
  return row && toSettings(row);
}

/** A quiz's items in order, with their keys (read through the schema again, once per text: stored-item.ts). */
export async function listItems(db: Kysely<Database>, assignmentId: string): Promise<QuizItem[]> {
  const rows = await db.selectFrom('quiz_items').select('item').where('assignment_id', '=', assignmentId).orderBy('position').execute();
  return rows.map((row) => storedItem(row.item));
}

const itemQuery = preparedQuery((db, assignmentId: string, itemId: string) =>
  db.selectFrom('quiz_items').select('item').where('assignment_id', '=', assignmentId).where('item_id', '=', itemId),
);

/** One item of a quiz by its id (the primary key), or undefined: what an answer is checked against (each save: built once). */
export async function findItem(db: Kysely<Database>, assignmentId: string, itemId: string): Promise<QuizItem | undefined> {
  const row = (await itemQuery(db, assignmentId, itemId))[0];
  return row && storedItem(row.item);
}

/** How many items each of these quizzes has. */
export async function countItems(db: Kysely<Database>, assignmentIds: string[]): Promise<Map<string, number>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_items')
    .select(['assignment_id', (eb) => eb.fn.countAll().as('n')])
    .where('assignment_id', 'in', assignmentIds)
    .groupBy('assignment_id')
    .execute();
  return new Map(rows.map((row) => [row.assignment_id, Number(row.n)]));
}

/** A quiz assignment with the reader's role in its class and the class's archived moment: every quiz route's access check, one statement. */
export interface QuizAccessRow {
  id: string;
  class_id: string;
  due_date: string;
  work_type: WorkType;
  viewer_role: string | null;
  class_archived_at: string | null;
}

export async function findQuizAccess(db: Kysely<Database>, assignmentId: string, viewerId: string): Promise<QuizAccessRow | undefined> {
  return db
    .selectFrom('assignments')
    .select(['assignments.id', 'assignments.class_id', 'assignments.due_date', 'assignments.work_type'])
    .select(viewerRoleIn(db, 'assignments', viewerId))
    .select(classArchivedAtOf(db, 'assignments'))
    .where('assignments.id', '=', assignmentId)
    .executeTakeFirst();
}

/** A class's quiz settings by assignment, due date first (the teachers' list). */
export async function listClassQuizzes(db: Kysely<Database>, classId: string) {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('quizzes', 'quizzes.assignment_id', 'assignments.id')
    .select(['assignments.id', 'assignments.title', 'assignments.due_date', 'assignments.max_points'])
    .selectAll('quizzes')
    .where('assignments.class_id', '=', classId)
    .where('assignments.work_type', '=', 'quiz')
    .orderBy('assignments.due_date', 'desc')
    .orderBy('assignments.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, dueDate: row.due_date, maxPoints: row.max_points === null ? null : Number(row.max_points), settings: toSettings(row) }));
}

/** Marks the results released by hand; answers whether it changed anything. */
export async function markReleased(db: Kysely<Database>, assignmentId: string, at: string): Promise<void> {
  await db.updateTable('quizzes').set({ released_at: at }).where('assignment_id', '=', assignmentId).where('released_at', 'is', null).execute();
}
