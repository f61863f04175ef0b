import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The assignments list shows each assignment's maximum points (migration 0014) and the caller's
 * side of the work on it (lists/work-summary.ts).
 *
 * SQLite: the item each assignment keeps as JSON text (`list_json`, migration 0006) gains
 * `maxPoints`, after `dueDate` as in assignmentListItemSchema, and `max_points` is among the
 * columns whose change rewrites it. The triggers of 0006 are made again with the new item and every
 * row is rewritten in this migration. The caller's `work` is not stored: it is added as the page is
 * read (lists/json-page.ts storedItemsWithWork).
 *
 * Both engines: `submissions_turned_in_idx`, the assignment's submissions that are turned in (or
 * were, and have been returned) and only those, so a teacher's count of them per listed assignment
 * reads just those index entries, not every student's row. turned_in_at is a column of it too:
 * only then does SQLite count from the index alone (a covering index), without reading each row.
 *
 * Both engines: `submissions_gradebook_idx`, a class's submissions with every column a gradebook
 * cell shows, so a gradebook (modules/gradebook) reads its 2,000 cells from the index alone. Through
 * submissions_class_student_idx each cell was a lookup of the whole row, whose answer (rich text,
 * often over a page, stored before the grades) SQLite reads past to reach them: 40 students × 50
 * assignments with 1 kB answers, stored in the order work comes in, read in 3.1 ms, 1.6 ms with it.
 */

/**
 * 0006's item with `maxPoints`, keys in assignmentListItemSchema's order (without `work`). Written
 * here, not taken from the schema, so this migration keeps meaning what it meant when it ran.
 */
const ITEM = `json_object(
  '_id', assignments.id,
  'title', assignments.title,
  'description', assignments.description,
  'dueDate', assignments.due_date,
  'maxPoints', assignments.max_points,
  'topic', assignments.topic_id,
  'class', assignments.class_id,
  'createdBy', json((SELECT json_object('_id', u.id, 'name', u.name) FROM users u WHERE u.id = assignments.created_by)),
  'createdAt', assignments.created_at,
  'updatedAt', assignments.updated_at,
  'className', (SELECT c.name FROM classes c WHERE c.id = assignments.class_id),
  'topicName', (SELECT t.name FROM topics t WHERE t.id = assignments.topic_id)
)`;

/** 0006's item, for `down`. */
const ITEM_0006 = ITEM.replace("\n  'maxPoints', assignments.max_points,", '');

/** Every column of the row the item shows (list_json itself is not one, so its update fires nothing). */
const SHOWN = ['id', 'title', 'description', 'due_date', 'max_points', 'topic_id', 'class_id', 'created_by', 'created_at', 'updated_at'];
const SHOWN_0006 = SHOWN.filter((column) => column !== 'max_points');

const refresh = (item: string, where: string) => `UPDATE assignments SET list_json = ${item} WHERE ${where};`;

/** 0006's triggers, over `item` and the `shown` columns. */
const triggers = (item: string, shown: string[]) => [
  `CREATE TRIGGER assignments_list_json_insert AFTER INSERT ON assignments BEGIN ${refresh(item, 'rowid = NEW.rowid')} END`,
  `CREATE TRIGGER assignments_list_json_update AFTER UPDATE OF ${shown.join(', ')} ON assignments BEGIN ${refresh(item, 'rowid = NEW.rowid')} END`,
  `CREATE TRIGGER assignments_list_json_class AFTER UPDATE OF name ON classes WHEN OLD.name IS NOT NEW.name BEGIN ${refresh(item, 'class_id = NEW.id')} END`,
  `CREATE TRIGGER assignments_list_json_topic AFTER UPDATE OF name ON topics WHEN OLD.name IS NOT NEW.name BEGIN ${refresh(item, 'topic_id = NEW.id')} END`,
  `CREATE TRIGGER assignments_list_json_creator AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN ${refresh(item, 'created_by = NEW.id')} END`,
];
const TRIGGER_NAMES = ['insert', 'update', 'class', 'topic', 'creator'].map((suffix) => `assignments_list_json_${suffix}`);

async function storeItems(db: Kysely<unknown>, item: string, shown: string[]): Promise<void> {
  for (const name of TRIGGER_NAMES) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await sql.raw(refresh(item, 'true')).execute(db);
  for (const trigger of triggers(item, shown)) await sql.raw(trigger).execute(db);
}

export function assignmentListPoints(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index submissions_turned_in_idx on submissions (assignment_id, turned_in_at) where turned_in_at is not null`.execute(db);
      await db.schema
        .createIndex('submissions_gradebook_idx')
        .on('submissions')
        .columns(['class_id', 'student_id', 'assignment_id', 'state', 'late', 'grade', 'draft_grade'])
        .execute();
      if (dialect === 'sqlite') await storeItems(db, ITEM, SHOWN);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') await storeItems(db, ITEM_0006, SHOWN_0006);
      await db.schema.dropIndex('submissions_gradebook_idx').ifExists().execute();
      await db.schema.dropIndex('submissions_turned_in_idx').ifExists().execute();
    },
  };
}
