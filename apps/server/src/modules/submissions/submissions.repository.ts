import type { WorkType } from '@lyceum/shared/assignments';
import { sql, type Kysely, type Updateable } from 'kysely';
import { committedWrite } from '../../db/group-commit';
import { engineOf } from '../../db/engine-of';
import { preparedQuery } from '../../db/prepared';
import type { Database, SubmissionsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { classArchivedAtOf, viewerRoleIn } from '../classes/class-access';
import { inTransaction } from '../events/outbox';

/**
 * What a change writes with it in its transaction when it changed something: its event
 * (modules/events/outbox.ts), so the change and the message commit together.
 */
export type Alongside = (trx: Kysely<Database>) => Promise<unknown>;

/**
 * One student's work on one assignment with everything a request about it decides on: the
 * assignment (class, due date, points), the caller's role in its class, the student's role in it
 * (null once they have left) and name, and the submission row's columns (all null when there is
 * no row yet). The read and its access check in one statement, by the assignment's key and the
 * unique (assignment_id, student_id) index.
 */
export interface WorkRow {
  assignment_id: string;
  class_id: string;
  due_date: string;
  max_points: number | null;
  /** A quiz's work is turned in through its attempts (modules/quizzes). */
  work_type: WorkType;
  viewer_role: string | null;
  /** When the assignment's class was archived (its work is then read-only), else null. */
  class_archived_at: string | null;
  student_role: string | null;
  student_name: string | null;
  submission_id: string | null;
  state: SubmissionsTable['state'] | null;
  answer: string | null;
  attachments: string | null;
  turned_in_at: string | null;
  draft_grade: number | null;
  draft_feedback: string | null;
  grade: number | null;
  feedback: string | null;
  returned_at: string | null;
  updated_at: string | null;
}

const workQuery = preparedQuery((db, assignmentId: string, viewerId: string, studentId: string) =>
  db
    .selectFrom('assignments')
    .leftJoin('submissions', (join) => join.onRef('submissions.assignment_id', '=', 'assignments.id').on('submissions.student_id', '=', studentId))
    .select([
      'assignments.id as assignment_id',
      'assignments.class_id',
      'assignments.due_date',
      'assignments.max_points',
      'assignments.work_type',
      'submissions.id as submission_id',
      'submissions.state',
      'submissions.answer',
      'submissions.attachments',
      'submissions.turned_in_at',
      'submissions.draft_grade',
      'submissions.draft_feedback',
      'submissions.grade',
      'submissions.feedback',
      'submissions.returned_at',
      'submissions.updated_at',
    ])
    .select(viewerRoleIn(db, 'assignments', viewerId))
    .select(classArchivedAtOf(db, 'assignments'))
    .select((eb) =>
      eb
        .selectFrom('class_members as member')
        .select('member.role')
        .whereRef('member.class_id', '=', 'assignments.class_id')
        .where('member.user_id', '=', studentId)
        .as('student_role'),
    )
    .select((eb) => eb.selectFrom('users').select('users.name').where('users.id', '=', studentId).as('student_name'))
    .where('assignments.id', '=', assignmentId),
);

/** The numbers PostgreSQL and SQLite may hand back as text or bigint, as numbers. */
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function findWork(db: Kysely<Database>, assignmentId: string, viewerId: string, studentId: string): Promise<WorkRow | undefined> {
  const row = (await workQuery(db, assignmentId, viewerId, studentId))[0];
  return (
    row && {
      ...row,
      max_points: numberOrNull(row.max_points),
      draft_grade: numberOrNull(row.draft_grade),
      grade: numberOrNull(row.grade),
    }
  );
}

/** An assignment with the caller's role in its class: the access check of the class-wide routes. */
export interface AssignmentAccessRow {
  id: string;
  class_id: string;
  due_date: string;
  max_points: number | null;
  viewer_role: string | null;
  class_archived_at: string | null;
}

const assignmentAccessQuery = preparedQuery((db, assignmentId: string, viewerId: string) =>
  db
    .selectFrom('assignments')
    .select(['assignments.id', 'assignments.class_id', 'assignments.due_date', 'assignments.max_points'])
    .select(viewerRoleIn(db, 'assignments', viewerId))
    .select(classArchivedAtOf(db, 'assignments'))
    .where('assignments.id', '=', assignmentId),
);

export async function findAssignmentAccess(db: Kysely<Database>, assignmentId: string, viewerId: string): Promise<AssignmentAccessRow | undefined> {
  const row = (await assignmentAccessQuery(db, assignmentId, viewerId))[0];
  return row && { ...row, max_points: numberOrNull(row.max_points) };
}

/** One row of the teacher's list: a current student of the class and their work (nulls: no row yet). */
export interface StudentWorkRow {
  id: string;
  name: string;
  state: SubmissionsTable['state'] | null;
  turned_in_at: string | null;
  draft_grade: number | null;
  grade: number | null;
  returned_at: string | null;
}

/**
 * Every current student of the class (class_members by class and role), by name then id, each
 * with their work on the assignment through the unique (assignment_id, student_id) index: one
 * statement whatever the class's size, no scan of the assignment's submissions.
 */
const studentWorkQuery = preparedQuery(
  (db, classId: string, assignmentId: string) =>
    db
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.user_id')
      .leftJoin('submissions', (join) => join.onRef('submissions.student_id', '=', 'class_members.user_id').on('submissions.assignment_id', '=', assignmentId))
      .select([
        'users.id',
        'users.name',
        'submissions.state',
        'submissions.turned_in_at',
        'submissions.draft_grade',
        'submissions.grade',
        'submissions.returned_at',
      ])
      .where('class_members.class_id', '=', classId)
      .where('class_members.role', '=', 'student')
      .orderBy('users.name')
      .orderBy('users.id'),
  { offMainThread: true },
);

export async function listStudentWork(db: Kysely<Database>, classId: string, assignmentId: string): Promise<StudentWorkRow[]> {
  const rows = await studentWorkQuery(db, classId, assignmentId);
  return rows.map((row) => ({ ...row, draft_grade: numberOrNull(row.draft_grade), grade: numberOrNull(row.grade) }));
}

export interface WorkKey {
  assignmentId: string;
  classId: string;
  studentId: string;
}

/** Makes the submission row if there is none yet, race-safe on both engines (a concurrent first write of the same work inserts nothing here). */
async function insertIfMissing(db: Kysely<Database>, key: WorkKey): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('submissions')
    .values({ id: newId(), assignment_id: key.assignmentId, class_id: key.classId, student_id: key.studentId, state: 'assigned', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doNothing())
    .execute();
}

/** insertIfMissing, answering the row's id (made here or by whoever got there first). */
export async function ensureSubmission(db: Kysely<Database>, key: WorkKey): Promise<string> {
  await insertIfMissing(db, key);
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('assignment_id', '=', key.assignmentId)
    .where('student_id', '=', key.studentId)
    .executeTakeFirstOrThrow();
  return row.id;
}

type Patch = Updateable<SubmissionsTable>;

/**
 * Changes the work of one student, only while it is in one of `fromStates` (all states when
 * absent); answers how many rows changed: 0 when it is in another state, or has no row.
 */
async function updateWork(db: Kysely<Database>, key: WorkKey, patch: Patch, fromStates?: readonly SubmissionsTable['state'][]): Promise<number> {
  let query = db.updateTable('submissions').set(patch).where('assignment_id', '=', key.assignmentId).where('student_id', '=', key.studentId);
  if (fromStates) query = query.where('state', 'in', fromStates);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The student's answer, unless the work is turned in (0 then: edits need Unsubmit first). */
export function saveAnswer(db: Kysely<Database>, key: WorkKey, answer: string): Promise<number> {
  return updateWork(db, key, { answer, updated_at: nowIso() }, ['assigned', 'returned']);
}

export async function setSubmissionAttachments(db: Kysely<Database>, id: string, json: string): Promise<void> {
  await db.updateTable('submissions').set({ attachments: json }).where('id', '=', id).execute();
}

/**
 * Turns the work in, making its row first if need be: one commit, shared with concurrent writes on
 * SQLite (db/group-commit.ts) and resolved only once durable. The update is conditional on the
 * work not being turned in already, so of two turn-ins at once exactly one changes the row (1),
 * the other nothing (0). Whether it is late is not stored: it is read against the assignment's
 * due date as it stands whenever the work is shown (isLate in packages/shared), so the `late`
 * column (migration 0014) stays 0 and is read nowhere.
 */
export function turnIn(db: Kysely<Database>, key: WorkKey, at: string, alongside?: Alongside): Promise<number> {
  return committedWrite(db, (outer) =>
    inTransaction(outer, async (k) => {
      await insertIfMissing(k, key);
      const changed = await updateWork(k, key, { state: 'turned_in', turned_in_at: at, updated_at: at }, ['assigned', 'returned']);
      if (changed > 0) await alongside?.(k);
      return changed;
    }),
  );
}

/** Takes turned-in work back (state assigned, no turn-in time: so not late); 0 when it was not turned in. */
export function unsubmit(db: Kysely<Database>, key: WorkKey, alongside?: Alongside): Promise<number> {
  return committedWrite(db, (outer) =>
    inTransaction(outer, async (k) => {
      const changed = await updateWork(k, key, { state: 'assigned', turned_in_at: null, updated_at: nowIso() }, ['turned_in']);
      if (changed > 0) await alongside?.(k);
      return changed;
    }),
  );
}

/**
 * Sets the teacher's draft grade and feedback, making the row first if need be. A grade is written
 * only while the assignment's maximum still allows it (0 otherwise), so a maximum lowered
 * meanwhile is not overtaken.
 */
export function saveDraftGrade(db: Kysely<Database>, key: WorkKey, grade: number | null, feedback: string | null, alongside?: Alongside): Promise<number> {
  return committedWrite(db, (outer) => withAssignmentShared(outer, key.assignmentId, async (k) => {
    await insertIfMissing(k, key);
    let query = k
      .updateTable('submissions')
      .set({ draft_grade: grade, draft_feedback: feedback, updated_at: nowIso() })
      .where('assignment_id', '=', key.assignmentId)
      .where('student_id', '=', key.studentId);
    if (grade !== null) {
      // Cast: PostgreSQL would otherwise read the parameter as the integer column's type (7.5 fails).
      const points = sql<number>`cast(${grade} as double precision)`;
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('assignments').select('assignments.id').where('assignments.id', '=', key.assignmentId).where('assignments.max_points', '>=', points)),
      );
    }
    const changed = Number((await query.executeTakeFirst()).numUpdatedRows);
    if (changed > 0) await alongside?.(k);
    return changed;
  }));
}

/**
 * On PostgreSQL, runs `write` in a transaction holding a share lock on the assignment's row: an
 * edit of its maximum points takes the row FOR UPDATE before it checks the grades given
 * (assignments.service.ts), so a grade and a lowered maximum cannot both pass their checks at
 * once. SQLite has one writer at a time, and the group commit already runs `write` in a transaction.
 */
function withAssignmentShared<T>(db: Kysely<Database>, assignmentId: string, write: (k: Kysely<Database>) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return write(db);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('assignments').select('id').where('id', '=', assignmentId).forShare().execute();
    return write(trx);
  });
}

/** What returning hands to the student: the draft grade and feedback become the returned ones. */
const returnPatch = (at: string) => ({
  state: 'returned' as const,
  grade: sql<number | null>`draft_grade`,
  feedback: sql<string | null>`draft_feedback`,
  returned_at: at,
  updated_at: at,
});

/** Returns one student's work if it has a draft grade or feedback; 0 when it has neither (or no row). */
export function returnWork(db: Kysely<Database>, key: WorkKey, alongside?: Alongside): Promise<number> {
  return committedWrite(db, (outer) =>
    inTransaction(outer, async (k) => {
      const result = await k
        .updateTable('submissions')
        .set(returnPatch(nowIso()))
        .where('assignment_id', '=', key.assignmentId)
        .where('student_id', '=', key.studentId)
        .where((eb) => eb.or([eb('draft_grade', 'is not', null), eb('draft_feedback', 'is not', null)]))
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed > 0) await alongside?.(k);
      return changed;
    }),
  );
}

/**
 * Returns, in one statement, the work of every current student of the class that has a draft
 * grade and is not already returned with that grade and feedback; answers how many.
 * `alongside` gets the students whose work was returned.
 */
export function returnAllGraded(
  db: Kysely<Database>,
  classId: string,
  assignmentId: string,
  alongside?: (trx: Kysely<Database>, studentIds: string[]) => Promise<unknown>,
): Promise<number> {
  return committedWrite(db, (outer) => inTransaction(outer, async (k) => {
    const rows = await k
      .updateTable('submissions')
      .set(returnPatch(nowIso()))
      .where('assignment_id', '=', assignmentId)
      .where('draft_grade', 'is not', null)
      .where('student_id', 'in', (eb) =>
        eb.selectFrom('class_members').select('class_members.user_id').where('class_members.class_id', '=', classId).where('class_members.role', '=', 'student'),
      )
      // Null-safe on both engines: a returned grade is never null here only when it equals the draft.
      .where(sql<boolean>`not (state = 'returned' and coalesce(grade, -1) = draft_grade and coalesce(feedback, '') = coalesce(draft_feedback, ''))`)
      .returning('student_id')
      .execute();
    if (rows.length > 0) await alongside?.(k, rows.map((row) => row.student_id));
    return rows.length;
  }));
}
