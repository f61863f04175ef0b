import type { Db } from '../src/db/database';
import { newId } from '../src/lib/ids';

/** A student's work as a test sets it up: written straight to the table, whatever the routes allow. */
export interface WorkFixture {
  assignmentId: string;
  studentId: string;
  state?: 'assigned' | 'turned_in' | 'returned';
  /**
   * Turned in after the due date: late is derived from the turn-in time and the assignment's due
   * date (isLate), so this picks the default turn-in time, an hour after the due date (late) or
   * an hour before it (on time).
   */
  late?: boolean;
  grade?: number | null;
  draftGrade?: number | null;
  /** Defaults: set for turned-in and returned work (see `late`), null otherwise. */
  turnedInAt?: string | null;
}

const AT = '2026-01-15T10:00:00.000Z';
const HOUR = 3_600_000;

/** One submissions row (its class taken from the assignment); returns its id. */
export async function addWork(db: Db, work: WorkFixture): Promise<string> {
  const k = db.kysely;
  const { class_id, due_date } = await k.selectFrom('assignments').select(['class_id', 'due_date']).where('id', '=', work.assignmentId).executeTakeFirstOrThrow();
  const state = work.state ?? 'assigned';
  const turnedIn = new Date(Date.parse(due_date) + (work.late ? HOUR : -HOUR)).toISOString();
  const id = newId();
  await k
    .insertInto('submissions')
    .values({
      id,
      assignment_id: work.assignmentId,
      class_id,
      student_id: work.studentId,
      state,
      turned_in_at: work.turnedInAt !== undefined ? work.turnedInAt : state === 'assigned' ? null : turnedIn,
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
