import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite only: each class keeps the body of `GET /api/classes/{id}/topics` as JSON text
 * (`topics_json`), so the request reads one class row with the viewer's role in it instead of
 * walking the class's topics and writing an object for each (~14 us on the reader thread per
 * request, where the topics of a class change a few times a term). Exactly the bytes the route's
 * serializer writes (lists/json-page.test.ts holds them equal after every kind of change below).
 *
 * Triggers keep it exact in the transaction of the change, whatever makes it: a topic added,
 * renamed, moved or deleted (by the API or a cascade), its counters (which the triggers of 0004
 * move on every material and assignment written, moved or deleted), and the class's name, which
 * every item repeats. Nothing in the server writes it. A new class starts with no topics: `[]`.
 */

/**
 * The topics of the `classes` row in scope, newest first, keys in topicSchema's order. Written
 * here, not taken from the schema, so this migration keeps meaning what it meant when it ran (0006).
 */
const TOPICS = `(
  SELECT json_group_array(json_object(
    '_id', t.id,
    'name', t.name,
    'class', t.class_id,
    'className', classes.name,
    'createdAt', t.created_at,
    'materialsCount', t.materials_count,
    'assignmentsCount', t.assignments_count
  ) ORDER BY t.created_at DESC, t.id DESC)
  FROM topics t WHERE t.class_id = classes.id
)`;

const refresh = (where: string) => `UPDATE classes SET topics_json = ${TOPICS} WHERE ${where};`;

/** Every column of a topic its item shows (created_by is not one). */
const SHOWN = ['id', 'name', 'class_id', 'created_at', 'materials_count', 'assignments_count'];

/** The triggers by name, so `down` drops exactly what `up` created. */
const TRIGGERS: Record<string, string> = {
  classes_topics_json_insert: `AFTER INSERT ON topics BEGIN ${refresh('id = NEW.class_id')} END`,
  classes_topics_json_delete: `AFTER DELETE ON topics BEGIN ${refresh('id = OLD.class_id')} END`,
  classes_topics_json_update: `AFTER UPDATE OF ${SHOWN.join(', ')} ON topics BEGIN ${refresh('id IN (OLD.class_id, NEW.class_id)')} END`,
  classes_topics_json_class: `AFTER UPDATE OF name ON classes WHEN OLD.name IS NOT NEW.name BEGIN ${refresh('rowid = NEW.rowid')} END`,
};

export function classTopicsJson(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await db.schema
        .alterTable('classes')
        .addColumn('topics_json', 'text', (column) => column.notNull().defaultTo('[]'))
        .execute();
      await sql.raw(refresh('true')).execute(db);
      for (const [name, body] of Object.entries(TRIGGERS)) await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      for (const name of Object.keys(TRIGGERS)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      await db.schema.alterTable('classes').dropColumn('topics_json').execute();
    },
  };
}
