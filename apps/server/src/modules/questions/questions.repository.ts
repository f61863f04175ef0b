import type { Kysely } from 'kysely';
import type { WorkType } from '@lyceum/shared/assignments';
import type { QuestionSettings } from '@lyceum/shared/questions';
import type { Database } from '../../db/schema';
import { classArchivedAtOf, viewerRoleIn } from '../classes/class-access';

export interface QuestionAccessRow {
  id: string;
  class_id: string;
  work_type: WorkType;
  viewer_role: string | null;
  class_archived_at: string | null;
}

/** The assignment with the reader's role in its class (null: none) and whether the class is archived. */
export function findQuestionAccess(db: Kysely<Database>, assignmentId: string, viewerId: string): Promise<QuestionAccessRow | undefined> {
  return db
    .selectFrom('assignments')
    .select(['assignments.id', 'assignments.class_id', 'assignments.work_type'])
    .select(viewerRoleIn(db, 'assignments', viewerId))
    .select(classArchivedAtOf(db, 'assignments'))
    .where('assignments.id', '=', assignmentId)
    .executeTakeFirst();
}

export async function findSettings(db: Kysely<Database>, assignmentId: string): Promise<QuestionSettings | undefined> {
  const row = await db.selectFrom('questions').selectAll().where('assignment_id', '=', assignmentId).executeTakeFirst();
  if (!row) return undefined;
  return { kind: row.kind, choices: JSON.parse(row.choices) as string[], showClassmates: Number(row.show_classmates) === 1, studentsCanEdit: Number(row.students_can_edit) === 1 };
}

export async function writeSettings(db: Kysely<Database>, assignmentId: string, settings: QuestionSettings, isNew: boolean): Promise<void> {
  const columns = {
    kind: settings.kind,
    choices: JSON.stringify(settings.choices),
    show_classmates: settings.showClassmates ? 1 : 0,
    students_can_edit: settings.studentsCanEdit ? 1 : 0,
  };
  if (isNew) await db.insertInto('questions').values({ assignment_id: assignmentId, ...columns }).execute();
  else await db.updateTable('questions').set(columns).where('assignment_id', '=', assignmentId).execute();
}

/** Whether any student has answered (a turned-in or returned submission). */
export async function anyAnswer(db: Kysely<Database>, assignmentId: string): Promise<boolean> {
  const row = await db.selectFrom('submissions').select('id').where('assignment_id', '=', assignmentId).where('turned_in_at', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface AnswerRow {
  student_id: string;
  student_name: string;
  answer: string;
  state: 'assigned' | 'turned_in' | 'returned';
  turned_in_at: string | null;
  grade: number | null;
}

const answerColumns = ['submissions.student_id', 'users.name as student_name', 'submissions.answer', 'submissions.state', 'submissions.turned_in_at', 'submissions.grade'] as const;

/** One student's work on the question (undefined: no row yet). */
export function findAnswer(db: Kysely<Database>, assignmentId: string, studentId: string): Promise<AnswerRow | undefined> {
  return db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .select(answerColumns)
    .where('submissions.assignment_id', '=', assignmentId)
    .where('submissions.student_id', '=', studentId)
    .executeTakeFirst();
}

/** The answers of the class's current students, in the order they came (submissions_turned_in_idx). */
export function listAnswers(db: Kysely<Database>, assignmentId: string, classId: string): Promise<AnswerRow[]> {
  return db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .innerJoin('class_members', (join) =>
      join.onRef('class_members.user_id', '=', 'submissions.student_id').on('class_members.class_id', '=', classId).on('class_members.role', '=', 'student'),
    )
    .select(answerColumns)
    .where('submissions.assignment_id', '=', assignmentId)
    .where('submissions.turned_in_at', 'is not', null)
    .orderBy('submissions.turned_in_at')
    .orderBy('submissions.student_id')
    .execute();
}

export async function countStudents(db: Kysely<Database>, classId: string): Promise<number> {
  const row = await db
    .selectFrom('class_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('class_id', '=', classId)
    .where('role', '=', 'student')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces a turned-in answer (students may edit); 0 when it is no longer turned in (returned meanwhile). */
export async function replaceAnswer(db: Kysely<Database>, assignmentId: string, studentId: string, answer: string, at: string): Promise<number> {
  const result = await db
    .updateTable('submissions')
    .set({ answer, updated_at: at })
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .where('state', '=', 'turned_in')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Writes the answer of a first turn-in (inside turnIn's transaction). */
export async function setAnswer(db: Kysely<Database>, assignmentId: string, studentId: string, answer: string): Promise<void> {
  await db.updateTable('submissions').set({ answer }).where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).execute();
}
