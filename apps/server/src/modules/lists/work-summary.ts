import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import { isLate, type WorkSummary } from '@lyceum/shared/submissions';

/**
 * The caller's side of each assignment in a list (all assignments, the dashboard): a student's
 * own work, or for teachers and admins how many have turned in out of the class's students. Read
 * in the list's own statement, one index lookup per item, never a call per assignment:
 *
 * - a student's: their submission, one lookup by (assignment, student) (submissions_assignment_student_idx
 *   on SQLite; PostgreSQL picks submissions_student_idx); no row is work not started (`assigned`);
 * - a teacher's: the assignment's turned_in_count, how many of the class's current students have
 *   turned it in (kept by migration 0020's triggers: a student who has left the class keeps their
 *   work, and it no longer counts, so the count never exceeds the class), and the class's
 *   students_count (kept by migration 0004's triggers).
 *
 * `viewer` is the student's id when the caller is a student, null for teachers and admins; it
 * picks the shape of the query (each prepared once), never a branch on a bound value.
 *
 * A student's `late` is read against the assignment's due date as it stands (isLate in
 * packages/shared): the turn-in time is selected and compared with the row's due_date, never a
 * flag fixed when the work was turned in.
 */
export type WorkViewer = string | null;

/** The work as workColumns selects it beside each assignment row: the other kind's columns are null. */
export interface WorkColumns {
  work_state: 'assigned' | 'turned_in' | 'returned' | null;
  /** The student's last turn-in, compared with the row's due date (isLate). */
  work_turned_in_at: string | null;
  work_grade: number | null;
  work_turned_in: number | null;
  work_students: number | null;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The student's own submission of the assignment, as a scalar subquery of one of its columns. */
const own = <T>(alias: string, student: string, column: 'state' | 'turned_in_at' | 'grade') =>
  sql<T>`(select ws.${sql.ref(column)} from submissions ws where ws.assignment_id = ${ref(alias, 'id')} and ws.student_id = ${student})`;

const turnedIn = (alias: string) => sql<number>`${ref(alias, 'turned_in_count')}`;

const studentsOf = (alias: string) => sql<number>`(select wc.students_count from classes wc where wc.id = ${ref(alias, 'class_id')})`;

/** The work columns to select beside the assignment rows of `alias` (the object path); rows read them as WorkColumns. */
export function workColumns(alias: string, viewer: WorkViewer): AliasedRawBuilder<unknown, keyof WorkColumns>[] {
  const none = sql<null>`null`;
  if (viewer === null) {
    return [none.as('work_state'), none.as('work_turned_in_at'), none.as('work_grade'), turnedIn(alias).as('work_turned_in'), studentsOf(alias).as('work_students')];
  }
  return [
    own(alias, viewer, 'state').as('work_state'),
    own(alias, viewer, 'turned_in_at').as('work_turned_in_at'),
    own(alias, viewer, 'grade').as('work_grade'),
    none.as('work_turned_in'),
    none.as('work_students'),
  ];
}

/** The columns of workColumns, beside the assignment's due date, as the contract's WorkSummary. */
export function toWorkSummary(row: WorkColumns & { due_date: string }, forStudent: boolean): WorkSummary {
  if (forStudent) {
    return {
      kind: 'student',
      state: row.work_state ?? 'assigned',
      late: isLate(row.work_turned_in_at, row.due_date),
      grade: row.work_grade === null ? null : Number(row.work_grade),
    };
  }
  return { kind: 'teacher', turnedIn: Number(row.work_turned_in ?? 0), students: Number(row.work_students ?? 0) };
}

/**
 * The same summary written by SQLite as JSON text (the JSON path, lists/json-page.ts), keys in
 * workSummarySchema's order, for the assignment row `alias`. A grade is a REAL, which SQLite's JSON
 * writes as `8.0` and the serializer as `8`: whole grades are cast to integers first. json() gives
 * `late` the JSON subtype, so json_object writes true/false, not a quoted string. `late` is isLate
 * in SQL: both moments are stored as toISOString writes them (UTC, fixed width), so their text
 * compares as the instants do.
 */
export function workJson(alias: string, viewer: WorkViewer): RawBuilder<string> {
  if (viewer === null) {
    return sql<string>`json_object('kind', 'teacher', 'turnedIn', ${turnedIn(alias)}, 'students', ${studentsOf(alias)})`;
  }
  return sql<string>`coalesce(
    (select json_object(
      'kind', 'student',
      'state', ws.state,
      'late', json(case when ws.turned_in_at > ${ref(alias, 'due_date')} then 'true' else 'false' end),
      'grade', case when ws.grade = cast(ws.grade as integer) then cast(ws.grade as integer) else ws.grade end
    ) from submissions ws where ws.assignment_id = ${ref(alias, 'id')} and ws.student_id = ${viewer}),
    '{"kind":"student","state":"assigned","late":false,"grade":null}'
  )`;
}
