import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';

const WIDER = "work_type in ('assignment', 'quiz', 'question')";
const NARROWER = "work_type in ('assignment', 'quiz')";

/**
 * Question posts (issue 36, docs/quizzes.md): a question to the class is an assignment
 * (`work_type` 'question'), so grading, returning, the gradebook, CSV, calendar and notifications
 * take it as any assignment, and a student's answer is their submission's answer. What is its own
 * hangs on the assignment (cascade): `questions`, one row per question with its kind, its choices
 * (JSON array of texts, multiple choice only), whether students see classmates' answers (after
 * answering their own) and whether they may change their answer until it is returned.
 *
 * `assignments.work_type` takes the new word. PostgreSQL swaps the column's check. SQLite cannot
 * alter a check, and rebuilding `assignments` would mean dropping and remaking every trigger,
 * index and reference on it; SQLite documents editing the stored CREATE TABLE text instead for a
 * change that no stored row can fail (https://www.sqlite.org/lang_altertable.html, "otherwise"
 * case: a check that accepts more), with the schema version bumped so every connection re-reads it.
 * That needs the raw handle's unsafe mode (better-sqlite3 opens in SQLite's defensive mode) for
 * those statements only.
 */
export function questionPosts(db: Db) {
  async function swapCheck(kysely: Kysely<unknown>, from: string, to: string): Promise<void> {
    if (db.dialect === 'postgres') {
      await sql.raw('alter table assignments drop constraint assignments_work_type_check').execute(kysely);
      await sql.raw(`alter table assignments add constraint assignments_work_type_check check (${to})`).execute(kysely);
      return;
    }
    const raw = db.sqlite;
    if (!raw) throw new Error('SQLite handle missing');
    const version = Number(raw.pragma('schema_version', { simple: true }));
    raw.unsafeMode(true);
    try {
      raw.pragma('writable_schema = ON');
      const changed = raw.prepare("update sqlite_schema set sql = replace(sql, ?, ?) where type = 'table' and name = 'assignments'").run(from, to).changes;
      if (changed !== 1) throw new Error('assignments.work_type check not found');
      raw.pragma(`schema_version = ${version + 1}`);
      raw.pragma('writable_schema = OFF');
    } finally {
      raw.unsafeMode(false);
    }
  }
  return {
    async up(kysely: Kysely<unknown>): Promise<void> {
      await swapCheck(kysely, NARROWER, WIDER);
      await kysely.schema
        .createTable('questions')
        .addColumn('assignment_id', 'text', (c) => c.primaryKey().references('assignments.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('short_answer', 'multiple_choice')`))
        .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('show_classmates', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('students_can_edit', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(kysely: Kysely<unknown>): Promise<void> {
      await kysely.schema.dropTable('questions').ifExists().execute();
      // The narrower check would refuse them.
      await sql.raw("delete from assignments where work_type = 'question'").execute(kysely);
      await swapCheck(kysely, WIDER, NARROWER);
    },
  };
}
