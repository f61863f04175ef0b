import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Quizzes (issue 36, docs/quizzes.md). A quiz is an assignment (`assignments.work_type` 'quiz'), so
 * due dates, late and missing, the gradebook, notifications, the calendar and search take it as any
 * assignment; what is its own hangs on the assignment's id and goes with it (cascade):
 *
 * - `quizzes`: its settings, one row per quiz assignment. `grading` is where a turned-in attempt's
 *   score goes (`draft`: the teacher's draft grade; `returned`: straight back to the student);
 *   `release` when a student sees scores and keys; `released_at` set by the teacher's release.
 * - `quiz_items`: its items in order, each the teacher's item (with its key) as JSON, and its points.
 * - `quiz_attempts`: a student's attempts, numbered from 1 (unique per student and quiz, so two
 *   tabs starting at once make one: the second insert fails on the index). At most one attempt of a
 *   student is open (not submitted) at a time: a partial unique index. `deadline_at` is fixed at the
 *   start (time limit or close, whichever is first; null: none); `seed` shuffles the student's copy.
 * - `quiz_answers`: one per attempt and item, the response JSON as given, saved at once (null: none,
 *   a row the teacher's points made); `points` is the machine's (null: an essay, or not graded yet),
 *   `override_points` the teacher's, which wins.
 */
export function quizzes(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  const real = sql.raw(dialect === 'postgres' ? 'double precision' : 'real');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('assignments')
        .addColumn('work_type', 'text', (c) => c.notNull().defaultTo('assignment').check(sql`work_type in ('assignment', 'quiz')`))
        .execute();

      await db.schema
        .createTable('quizzes')
        .addColumn('assignment_id', 'text', (c) => c.primaryKey().references('assignments.id').onDelete('cascade'))
        .addColumn('attempts_allowed', 'integer', (c) => c.notNull().check(sql`attempts_allowed between 1 and 100`))
        .addColumn('scoring', 'text', (c) => c.notNull().check(sql`scoring in ('highest', 'latest', 'average')`))
        .addColumn('time_limit_seconds', 'integer', (c) => c.check(sql`time_limit_seconds between 60 and 604800`))
        .addColumn('opens_at', ts)
        .addColumn('closes_at', ts)
        .addColumn('shuffle_items', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('grading', 'text', (c) => c.notNull().check(sql`grading in ('draft', 'returned')`))
        .addColumn('release', 'text', (c) => c.notNull().check(sql`release in ('immediately', 'after_due', 'manual')`))
        .addColumn('released_at', ts)
        .execute();

      await db.schema
        .createTable('quiz_items')
        .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('points', real, (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('quiz_items_pk', ['assignment_id', 'item_id'])
        .execute();
      // A quiz's items in order (the student's copy, the teacher's read, grading).
      await db.schema.createIndex('quiz_items_order_idx').on('quiz_items').columns(['assignment_id', 'position']).unique().execute();

      await db.schema
        .createTable('quiz_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('started_at', ts, (c) => c.notNull())
        .addColumn('deadline_at', ts)
        .addColumn('submitted_at', ts)
        .addColumn('score', real)
        .execute();
      // A student's attempts at a quiz, in order; also every attempt of a quiz (its prefix).
      await db.schema.createIndex('quiz_attempts_student_idx').on('quiz_attempts').columns(['assignment_id', 'student_id', 'number']).unique().execute();
      await db.schema
        .createIndex('quiz_attempts_open_idx')
        .on('quiz_attempts')
        .columns(['assignment_id', 'student_id'])
        .unique()
        .where(sql.ref('submitted_at'), 'is', null)
        .execute();
      // Deleting an account takes its attempts (the cascade's lookup).
      await db.schema.createIndex('quiz_attempts_user_idx').on('quiz_attempts').column('student_id').execute();

      await db.schema
        .createTable('quiz_answers')
        .addColumn('attempt_id', 'text', (c) => c.notNull().references('quiz_attempts.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('points', real)
        .addColumn('override_points', real)
        .addColumn('saved_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('quiz_answers_pk', ['attempt_id', 'item_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('quiz_answers').ifExists().execute();
      await db.schema.dropTable('quiz_attempts').ifExists().execute();
      await db.schema.dropTable('quiz_items').ifExists().execute();
      await db.schema.dropTable('quizzes').ifExists().execute();
      await db.schema.alterTable('assignments').dropColumn('work_type').execute();
    },
  };
}
