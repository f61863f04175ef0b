import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The coursework loop: points on assignments, students' work, and private comments on it.
 *
 * `assignments.max_points`: 1–1,000, or null for an ungraded assignment.
 *
 * `submissions`: one row per (assignment, student), made the first time anyone writes to it (the
 * student saving, a teacher grading or commenting); no row reads as work not started. It stays
 * when the student leaves the class (an admin can still see it, and re-adding the student brings
 * it back), and goes with its assignment, its class or the student's account (cascade). `state`
 * is `assigned`, `turned_in` or `returned`; `turned_in_at` is set while turned in (and kept once
 * returned, as what was graded); `late` is 0/1 on both engines. `draft_grade`/`draft_feedback` are
 * the teacher's working copy, `grade`/`feedback` what was returned and the student sees. Grades are
 * floating point: whole and half points are exact in binary.
 *
 * `submission_comments`: the private thread between the student and the class's teachers.
 *
 * `files.submission_id`: a student's file attached to their work; it goes with the submission
 * (cascade, and the blob by the files_delete trigger of 0011). A file has at most one parent.
 */
export function coursework(dialect: Dialect) {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  const real = sql.raw(dialect === 'postgres' ? 'double precision' : 'real');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('assignments')
        .addColumn('max_points', 'integer', (c) => c.check(sql`max_points between 1 and 1000`))
        .execute();

      await db.schema
        .createTable('submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('assigned').check(sql`state in ('assigned', 'turned_in', 'returned')`))
        .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('turned_in_at', ts)
        .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('draft_grade', real)
        .addColumn('draft_feedback', 'text')
        .addColumn('grade', real)
        .addColumn('feedback', 'text')
        .addColumn('returned_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      // One per student and assignment; also the lookup of a student's work on one assignment.
      await db.schema.createIndex('submissions_assignment_student_idx').on('submissions').columns(['assignment_id', 'student_id']).unique().execute();
      // A gradebook: a class's work at once; and a student's work across their classes.
      await db.schema.createIndex('submissions_class_student_idx').on('submissions').columns(['class_id', 'student_id']).execute();
      await db.schema.createIndex('submissions_student_idx').on('submissions').columns(['student_id', 'assignment_id']).execute();

      await db.schema
        .createTable('submission_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('submission_comments_thread_idx').on('submission_comments').columns(['submission_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('submission_comments_author_idx').on('submission_comments').column('author_id').execute();

      await db.schema.alterTable('files').addColumn('submission_id', 'text', (c) => c.references('submissions.id').onDelete('cascade')).execute();
      await db.schema.createIndex('files_submission_idx').on('files').column('submission_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('files_submission_idx').ifExists().execute();
      await db.schema.alterTable('files').dropColumn('submission_id').execute();
      await db.schema.dropTable('submission_comments').ifExists().execute();
      await db.schema.dropTable('submissions').ifExists().execute();
      await db.schema.alterTable('assignments').dropColumn('max_points').execute();
    },
  };
}
