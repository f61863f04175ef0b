import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite only: each assignment keeps its item of `GET /api/assignments` as JSON text
 * (`list_json`), so a 50-row page is its ids, 50 rowid lookups and a concatenation (~40 us on the
 * reader thread) instead of 150 lookups of its class, topic and creator and 50 objects written per
 * request (~150 us). Exactly the bytes the route's serializer writes for the row
 * (lists/json-page.test.ts holds them equal after every kind of change below).
 *
 * Triggers keep it exact in the same transaction as the change it reflects, whatever makes it (the
 * API, a restore, the foreign key's SET NULL when a creator's account is deleted): the row itself,
 * its class's or topic's name, its creator's name. So it is never stale, and nothing in the server
 * writes it. PostgreSQL lists build their objects as before (json-page.ts says why), and has no
 * such column.
 */

/**
 * The item for the `assignments` row in scope, keys in assignmentListItemSchema's order. Written
 * here, not taken from the schema, so this migration keeps meaning what it meant when it ran; a
 * later shape is a later migration. Subqueries lose the JSON subtype, hence json() around the creator.
 */
const ITEM = `json_object(
  '_id', assignments.id,
  'title', assignments.title,
  'description', assignments.description,
  'dueDate', assignments.due_date,
  'topic', assignments.topic_id,
  'class', assignments.class_id,
  'createdBy', json((SELECT json_object('_id', u.id, 'name', u.name) FROM users u WHERE u.id = assignments.created_by)),
  'createdAt', assignments.created_at,
  'updatedAt', assignments.updated_at,
  'className', (SELECT c.name FROM classes c WHERE c.id = assignments.class_id),
  'topicName', (SELECT t.name FROM topics t WHERE t.id = assignments.topic_id)
)`;

const refresh = (where: string) => `UPDATE assignments SET list_json = ${ITEM} WHERE ${where};`;

/** Every column of the row the item shows (list_json itself is not one, so its update fires nothing). */
const SHOWN = ['id', 'title', 'description', 'due_date', 'topic_id', 'class_id', 'created_by', 'created_at', 'updated_at'];

const TRIGGERS = [
  `CREATE TRIGGER assignments_list_json_insert AFTER INSERT ON assignments BEGIN ${refresh('rowid = NEW.rowid')} END`,
  `CREATE TRIGGER assignments_list_json_update AFTER UPDATE OF ${SHOWN.join(', ')} ON assignments BEGIN ${refresh('rowid = NEW.rowid')} END`,
  `CREATE TRIGGER assignments_list_json_class AFTER UPDATE OF name ON classes WHEN OLD.name IS NOT NEW.name BEGIN ${refresh('class_id = NEW.id')} END`,
  `CREATE TRIGGER assignments_list_json_topic AFTER UPDATE OF name ON topics WHEN OLD.name IS NOT NEW.name BEGIN ${refresh('topic_id = NEW.id')} END`,
  `CREATE TRIGGER assignments_list_json_creator AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN ${refresh('created_by = NEW.id')} END`,
];
const TRIGGER_NAMES = ['insert', 'update', 'class', 'topic', 'creator'].map((suffix) => `assignments_list_json_${suffix}`);

export function assignmentListJson(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await db.schema.alterTable('assignments').addColumn('list_json', 'text').execute();
      // A creator's rows, found without a scan of every assignment on a rename (and on the
      // foreign key's SET NULL when the account is deleted).
      await db.schema.createIndex('assignments_created_by_idx').on('assignments').column('created_by').execute();
      await sql.raw(refresh('true')).execute(db);
      for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      for (const name of TRIGGER_NAMES) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      await db.schema.dropIndex('assignments_created_by_idx').ifExists().execute();
      await db.schema.alterTable('assignments').dropColumn('list_json').execute();
    },
  };
}
