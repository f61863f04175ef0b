import type { Kysely, Selectable } from 'kysely';
import type { Database, FileRow } from '../../db/schema';
import type { QuizzesTable } from '../../db/schema-quizzes';

/**
 * What a class copy reads of the class it copies: its classwork, the kinds' own rows and its
 * question bank. Only the teachers' side: no member but the teachers, no work, attempt, comment,
 * notification or event is read, so none can be copied.
 */

/** The class's teachers (the copy's, when an admin copies it). */
export async function teacherIds(db: Kysely<Database>, classId: string): Promise<string[]> {
  const rows = await db.selectFrom('class_members').select('user_id').where('class_id', '=', classId).where('role', '=', 'teacher').orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

export const classRow = (db: Kysely<Database>, classId: string) =>
  db.selectFrom('classes').select(['id', 'name', 'description']).where('id', '=', classId).executeTakeFirst();

export const topicsOf = (db: Kysely<Database>, classId: string) =>
  db.selectFrom('topics').select(['id', 'name', 'created_at']).where('class_id', '=', classId).execute();

export const materialsOf = (db: Kysely<Database>, classId: string) =>
  db.selectFrom('materials').select(['id', 'topic_id', 'title', 'content', 'attachments', 'created_at']).where('class_id', '=', classId).execute();

export const assignmentsOf = (db: Kysely<Database>, classId: string) =>
  db
    .selectFrom('assignments')
    .select(['id', 'topic_id', 'title', 'description', 'due_date', 'max_points', 'work_type', 'attachments', 'created_at'])
    .where('class_id', '=', classId)
    .execute();

/** The quiz settings of the class's quizzes. */
export const quizzesOf = (db: Kysely<Database>, classId: string): Promise<Selectable<QuizzesTable>[]> =>
  db
    .selectFrom('quizzes')
    .selectAll('quizzes')
    .where('quizzes.assignment_id', 'in', (eb) => eb.selectFrom('assignments').select('assignments.id').where('assignments.class_id', '=', classId))
    .execute();

/** The class's question posts' own rows. */
export const questionsOf = (db: Kysely<Database>, classId: string) =>
  db
    .selectFrom('questions')
    .selectAll('questions')
    .where('questions.assignment_id', 'in', (eb) => eb.selectFrom('assignments').select('assignments.id').where('assignments.class_id', '=', classId))
    .execute();

/** The class's bank, with each item's search words as stored (the bank's own write made them). */
export const bankItemsOf = (db: Kysely<Database>, classId: string) =>
  db.selectFrom('bank_items').select(['id', 'item', 'search_text', 'created_at']).where('class_id', '=', classId).execute();

export async function bankTagsOf(db: Kysely<Database>, classId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('bank_item_tags')
    .innerJoin('bank_items', 'bank_items.id', 'bank_item_tags.item_id')
    .select(['bank_item_tags.item_id', 'bank_item_tags.tag'])
    .where('bank_items.class_id', '=', classId)
    .orderBy('bank_item_tags.tag')
    .execute();
  const tags = new Map<string, string[]>();
  for (const row of rows) tags.set(row.item_id, [...(tags.get(row.item_id) ?? []), row.tag]);
  return tags;
}

/** The files attached to the class's materials and assignments (not uploads nobody attached, not students' work). */
export async function classworkFilesOf(db: Kysely<Database>, classId: string): Promise<FileRow[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('class_id', '=', classId)
    .where((eb) => eb.or([eb('material_id', 'is not', null), eb('assignment_id', 'is not', null)]))
    .execute();
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/** The quizzes' items as stored (each with its key), in order, by quiz. */
export async function quizItemsOf(db: Kysely<Database>, quizIds: readonly string[]): Promise<Map<string, string[]>> {
  const items = new Map<string, string[]>();
  if (quizIds.length === 0) return items;
  const rows = await db.selectFrom('quiz_items').select(['assignment_id', 'item']).where('assignment_id', 'in', quizIds).orderBy('assignment_id').orderBy('position').execute();
  for (const row of rows) items.set(row.assignment_id, [...(items.get(row.assignment_id) ?? []), row.item]);
  return items;
}
