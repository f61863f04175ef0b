import type { Db } from '../src/db/database';
import { newId } from '../src/lib/ids';

/** A student's work as a test sets it up: written straight to the table, whatever the routes allow. */
export interface WorkFixture {
  assignmentId: string;
  studentId: string;
  state?: 'assigned' | 'turned_in' | 'returned';
  late?: boolean;
  grade?: number | null;
  draftGrade?: number | null;
  /** Defaults: set for turned-in and returned work, null otherwise. */
  turnedInAt?: string | null;
}

const AT = '2026-01-15T10:00:00.000Z';

/** One submissions row (its class taken from the assignment); returns its id. */
export async function addWork(db: Db, work: WorkFixture): Promise<string> {
  const k = db.kysely;
  const { class_id } = await k.selectFrom('assignments').select('class_id').where('id', '=', work.assignmentId).executeTakeFirstOrThrow();
  const state = work.state ?? 'assigned';
  const id = newId();
  await k
    .insertInto('submissions')
    .values({
      id,
      assignment_id: work.assignmentId,
      class_id,
      student_id: work.studentId,
      state,
      turned_in_at: work.turnedInAt !== undefined ? work.turnedInAt : state === 'assigned' ? null : AT,
      late: work.late ? 1 : 0,
      draft_grade: work.draftGrade ?? null,
      grade: work.grade ?? null,
      returned_at: state === 'returned' ? AT : null,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  return id;
}

/** Sets an assignment's maximum points (the factory makes ungraded ones). */
export async function setMaxPoints(db: Db, assignmentId: string, maxPoints: number | null): Promise<void> {
  await db.kysely.updateTable('assignments').set({ max_points: maxPoints }).where('id', '=', assignmentId).execute();
}
