import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

/**
 * A gradebook is three plain reads, each one index range of the class, run side by side (on
 * SQLite's reader threads where there are some): its assignments in order, its students in order,
 * and its submissions. The cells are put together in memory (gradebook-build.ts), so no statement
 * joins students × assignments (2,000 rows for a class of 40 and 50 assignments) in SQL.
 */

export interface GradebookAssignmentRow {
  id: string;
  title: string;
  due_date: string;
  max_points: number | null;
}

export interface GradebookStudentRow {
  id: string;
  name: string;
  email: string;
}

export interface GradebookWorkRow {
  assignment_id: string;
  student_id: string;
  state: 'assigned' | 'turned_in' | 'returned';
  /** The last turn-in: late is read against the assignment's due date as it stands (gradebook-build.ts). */
  turned_in_at: string | null;
  grade: number | null;
  /** Only in the teachers' read (workOfClass); a student's read never loads it. */
  draft_grade?: number | null;
}

const heavy = { offMainThread: true };

/**
 * The access check and the class's gradebook version (migration 0019) in one statement: the
 * class's name, the actor's role in it (null when not a member) and the version (null only for a
 * class without its row, whose gradebook is then never kept). Run on the main thread before the
 * rows are read (gradebook-cache.ts says why that order).
 */
export const standingOfClass = preparedQuery((db, userId: string, classId: string) =>
  db
    .selectFrom('classes')
    .select((eb) => [
      'classes.name',
      eb.selectFrom('class_members').select('class_members.role').whereRef('class_members.class_id', '=', 'classes.id').where('class_members.user_id', '=', userId).as('role'),
      eb.selectFrom('gradebook_versions').select('gradebook_versions.version').whereRef('gradebook_versions.class_id', '=', 'classes.id').as('version'),
    ])
    .where('classes.id', '=', classId),
);

/** The class's assignments by due date, then id: a walk of assignments_class_due_idx (class_id, due_date, id). */
export const assignmentsOfClass = preparedQuery(
  (db, classId: string) =>
    db
      .selectFrom('assignments')
      .select(['id', 'title', 'due_date', 'max_points'])
      .where('class_id', '=', classId)
      .orderBy('due_date')
      .orderBy('id'),
  heavy,
);

const students = (db: Kysely<Database>, classId: string) =>
  db
    .selectFrom('class_members as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('cm.class_id', '=', classId)
    .where('cm.role', '=', 'student')
    .orderBy('u.name')
    .orderBy('u.id');

/** The class's current students by name, then id. */
export const studentsOfClass = preparedQuery((db, classId: string) => students(db, classId), heavy);

/** One student of the class (an empty list if they are not enrolled): a student's own gradebook. */
export const studentOfClass = preparedQuery((db, classId: string, studentId: string) => students(db, classId).where('cm.user_id', '=', studentId));

/** One submission as workOfClass writes it: [assignment_id, student_id, state, turned_in_at, grade, draft_grade]. */
export type GradebookWorkTuple = [string, string, GradebookWorkRow['state'], string | null, number | null, number | null];

/**
 * Every submission of the class, by submissions_gradebook_idx (migration 0015) on (class_id,
 * student_id); the turn-in time, which late is read from against the current due date, is not in
 * that index, so each row is read too. Rows of students who have left the class are read too and
 * left out when the cells are built (they stay for when the student comes back).
 *
 * As one JSON text of GradebookWorkTuple, written by the database: 1,688 rows of six values came
 * out of better-sqlite3 in 2.8-5.3 ms (a JS string per id, an object per row, then the hand-over
 * from the reader thread), the same rows as JSON in ~1 ms and parsed in ~0.15 ms (2,000 rows of
 * the large data set, in-process). Whole grades come out of SQLite's JSON as `8.0`, which parses
 * to 8 all the same. json_agg over no rows is null, json_group_array's '[]'.
 */
export const workOfClass = preparedQuery(
  (db, classId: string) =>
    db
      .selectFrom('submissions')
      .select(
        engineOf(db) === 'postgres'
          ? sql<string>`coalesce(json_agg(json_build_array(assignment_id, student_id, state, turned_in_at, grade, draft_grade))::text, '[]')`.as('work')
          : sql<string>`json_group_array(json_array(assignment_id, student_id, state, turned_in_at, grade, draft_grade))`.as('work'),
      )
      .where('class_id', '=', classId),
  heavy,
);

/** One student's submissions in the class, by the same index (class_id, student_id); their draft grades are not even read. */
export const workOfStudent = preparedQuery((db, classId: string, studentId: string) =>
  db.selectFrom('submissions').select(['assignment_id', 'student_id', 'state', 'turned_in_at', 'grade']).where('class_id', '=', classId).where('student_id', '=', studentId),
);
