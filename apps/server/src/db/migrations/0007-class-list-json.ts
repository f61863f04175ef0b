import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite only: each class keeps its card of `GET /api/classes` as JSON text, twice: with its
 * teachers' emails (`list_json`, for staff) and without (`list_json_public`, for students), as
 * presentMember decides. A page of 50 was 50 lookups of the class's teachers, each sorted by name
 * and written as objects, per request (~210 us on the reader thread); now it is the texts joined
 * (see migration 0006 for the same idea on assignments, and why PostgreSQL has no such column).
 *
 * Triggers keep both exact in the transaction of the change: the class row, its counters (which
 * the counter triggers of 0004 move on every membership change, so a teacher joining or leaving
 * refreshes the card too), and a teacher's name or email.
 */

const teachers = (withEmails: boolean) => `(
  SELECT json_group_array(json_object('_id', u.id, 'name', u.name${withEmails ? ", 'email', u.email" : ''}) ORDER BY u.name, u.id)
  FROM class_members m JOIN users u ON u.id = m.user_id
  WHERE m.class_id = classes.id AND m.role = 'teacher'
)`;

/** The card of the `classes` row in scope, keys in classSummarySchema's order (frozen here: see 0006). */
const card = (withEmails: boolean) => `json_object(
  '_id', classes.id,
  'name', classes.name,
  'description', classes.description,
  'meetingLink', classes.meeting_link,
  'teachers', json(${teachers(withEmails)}),
  'teachersCount', classes.teachers_count,
  'studentsCount', classes.students_count,
  'createdAt', classes.created_at
)`;

const refresh = (where: string) => `UPDATE classes SET list_json = ${card(true)}, list_json_public = ${card(false)} WHERE ${where};`;

/** Every column of the row the card shows (not the JSON columns themselves, so their update fires nothing). */
const SHOWN = ['id', 'name', 'description', 'meeting_link', 'teachers_count', 'students_count', 'created_at'];
const TEACHING = (user: string) => `id IN (SELECT class_id FROM class_members WHERE user_id = ${user} AND role = 'teacher')`;

const TRIGGERS = [
  `CREATE TRIGGER classes_list_json_insert AFTER INSERT ON classes BEGIN ${refresh('rowid = NEW.rowid')} END`,
  `CREATE TRIGGER classes_list_json_update AFTER UPDATE OF ${SHOWN.join(', ')} ON classes BEGIN ${refresh('rowid = NEW.rowid')} END`,
  `CREATE TRIGGER classes_list_json_teacher AFTER UPDATE OF name, email ON users WHEN OLD.name IS NOT NEW.name OR OLD.email IS NOT NEW.email BEGIN ${refresh(TEACHING('NEW.id'))} END`,
  // A membership handed to another user changes no counter; nothing in the server does it, but a repair might.
  `CREATE TRIGGER classes_list_json_member AFTER UPDATE OF user_id ON class_members WHEN OLD.user_id IS NOT NEW.user_id BEGIN ${refresh('id IN (OLD.class_id, NEW.class_id)')} END`,
];
const TRIGGER_NAMES = ['insert', 'update', 'teacher', 'member'].map((suffix) => `classes_list_json_${suffix}`);

export function classListJson(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await db.schema.alterTable('classes').addColumn('list_json', 'text').execute();
      await db.schema.alterTable('classes').addColumn('list_json_public', 'text').execute();
      await sql.raw(refresh('true')).execute(db);
      for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      for (const name of TRIGGER_NAMES) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      await db.schema.alterTable('classes').dropColumn('list_json_public').execute();
      await db.schema.alterTable('classes').dropColumn('list_json').execute();
    },
  };
}
