import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { idMaker, seededRandom } from './random';

/**
 * Students' work for the district (seed:large): in every tenth class (all of teacher1's among
 * them), each assignment is worth 10 points and most students have work on it — turned in on time,
 * some late, some graded and returned, some started and not turned in, some nothing (missing once
 * past due). Deterministic: the same district gets the same work. "Now" is fixed, so nothing is
 * turned in after it, and rows a benchmark turns in later are told apart by their time.
 */
export const COURSEWORK = {
  /** Classes with work: those whose place in creation order is a multiple of this. */
  classEvery: 10,
  maxPoints: 10,
  now: Date.parse('2026-11-20T12:00:00.000Z'),
} as const;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface CourseworkRows {
  classIds: string[];
  submissions: Array<Record<string, unknown>>;
}

/** Reads the district's classes, students and assignments, and builds the work for the chosen classes. */
export async function generateCoursework(db: Kysely<Database>, seed = 7): Promise<CourseworkRows> {
  const random = seededRandom(seed);
  const nextId = idMaker(Math.floor(COURSEWORK.now / 1000));
  const classes = await db.selectFrom('classes').select('id').orderBy('created_at').orderBy('id').execute();
  const classIds = classes.filter((_, index) => index % COURSEWORK.classEvery === 0).map((c) => c.id);
  const submissions: Array<Record<string, unknown>> = [];
  for (const classId of classIds) {
    const students = await db.selectFrom('class_members').select('user_id').where('class_id', '=', classId).where('role', '=', 'student').orderBy('user_id').execute();
    const assignments = await db.selectFrom('assignments').select(['id', 'due_date']).where('class_id', '=', classId).orderBy('due_date').orderBy('id').execute();
    for (const assignment of assignments) {
      const due = Date.parse(assignment.due_date);
      const past = due < COURSEWORK.now;
      for (const { user_id: studentId } of students) {
        const roll = random();
        const turnedIn = past ? roll < 0.8 : roll < 0.3;
        const started = !turnedIn && random() < 0.5;
        if (!turnedIn && !started) continue;
        const late = turnedIn && past && random() < 0.1;
        const at = turnedIn ? (late ? Math.min(due + Math.ceil(random() * 48) * HOUR, COURSEWORK.now) : Math.min(due, COURSEWORK.now) - Math.ceil(random() * 72) * HOUR) : COURSEWORK.now - 24 * HOUR;
        const returned = turnedIn && past && random() < 0.5;
        const grade = returned ? Math.round(random() * COURSEWORK.maxPoints * 2) / 2 : null;
        submissions.push({
          id: nextId(),
          assignment_id: assignment.id,
          class_id: classId,
          student_id: studentId,
          state: returned ? 'returned' : turnedIn ? 'turned_in' : 'assigned',
          answer: '<p>My answer, with the working shown.</p>',
          attachments: '[]',
          turned_in_at: turnedIn ? iso(at) : null,
          late: late ? 1 : 0,
          draft_grade: grade,
          draft_feedback: returned ? 'Well done; check step 3.' : null,
          grade,
          feedback: returned ? 'Well done; check step 3.' : null,
          returned_at: returned ? iso(Math.min(at + 48 * HOUR, COURSEWORK.now)) : null,
          created_at: iso(at),
          updated_at: iso(returned ? Math.min(at + 48 * HOUR, COURSEWORK.now) : at),
        });
      }
    }
  }
  return { classIds, submissions };
}

/** Makes the chosen classes' assignments worth COURSEWORK.maxPoints. */
export async function gradeAssignmentsOf(db: Kysely<Database>, classIds: readonly string[]): Promise<void> {
  for (let i = 0; i < classIds.length; i += 500) {
    await db.updateTable('assignments').set({ max_points: COURSEWORK.maxPoints }).where('class_id', 'in', classIds.slice(i, i + 500)).execute();
  }
}
