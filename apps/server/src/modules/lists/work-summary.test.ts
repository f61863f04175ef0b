import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork, setMaxPoints } from '../../../test/work-fixtures';

/**
 * "Status everywhere it matters": each assignment of GET /api/assignments and of the dashboard
 * carries its maximum points and the caller's side of the work, on both engines.
 */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let bea: TestUser;
let al: TestUser;
let other: TestUser;
let quiz: string;
let essay: string;
let elsewhere: string;
let classId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  bea = await f.user('student');
  al = await f.user('student');
  other = await f.user('student');
  const gone = await f.user('student');
  const klass = await f.klass({ teachers: [teacher.id], students: [bea.id, al.id, gone.id] });
  classId = klass.id;
  const topic = await f.topic(klass.id);
  quiz = (await f.assignment(topic.id, { title: 'Quiz', dueDate: '2026-02-01T09:00:00.000Z' })).id;
  essay = (await f.assignment(topic.id, { title: 'Essay', dueDate: '2026-01-01T09:00:00.000Z' })).id;
  await setMaxPoints(ctx.db, quiz, 10);
  const away = await f.klass({ students: [other.id] });
  elsewhere = (await f.assignment((await f.topic(away.id)).id, { title: 'Elsewhere', dueDate: '2025-01-01T09:00:00.000Z' })).id;

  await addWork(ctx.db, { assignmentId: quiz, studentId: bea.id, state: 'returned', late: true, grade: 8, draftGrade: 8 });
  // Graded, not returned: Al must not see the 6.
  await addWork(ctx.db, { assignmentId: quiz, studentId: al.id, state: 'turned_in', draftGrade: 6 });
  // Saved, never turned in: not counted as turned in.
  await addWork(ctx.db, { assignmentId: essay, studentId: bea.id });
  await addWork(ctx.db, { assignmentId: elsewhere, studentId: other.id, state: 'turned_in' });
  // A student who left: the class counts 2 students.
  await ctx.db.kysely.deleteFrom('class_members').where('user_id', '=', gone.id).execute();
});
afterAll(() => ctx.close());

const listed = async (user: TestUser) => {
  const res = await ctx.request({ method: 'GET', url: '/api/assignments', token: user.token });
  expect(res.statusCode).toBe(200);
  return assignmentPageSchema.parse(res.json()).map((item) => ({ title: item.title, maxPoints: item.maxPoints, work: item.work }));
};
const onDashboard = async (user: TestUser) => {
  const res = await ctx.request({ method: 'GET', url: '/api/dashboard', token: user.token });
  expect(res.statusCode).toBe(200);
  return dashboardSchema.parse(res.json()).assignments.map((item) => ({ title: item.title, maxPoints: item.maxPoints, work: item.work }));
};

describe('a student’s own work on each assignment', () => {
  it('is their state, late flag and returned grade in All Assignments and on the dashboard', async () => {
    const expected = [
      { title: 'Quiz', maxPoints: 10, work: { kind: 'student', state: 'returned', late: true, grade: 8 } },
      { title: 'Essay', maxPoints: null, work: { kind: 'student', state: 'assigned', late: false, grade: null } },
    ];
    expect(await listed(bea)).toEqual(expected);
    // The dashboard's are newest first: the essay was made after the quiz.
    expect(await onDashboard(bea)).toEqual([...expected].reverse());
  });

  it('has no grade before it is returned, and nothing started reads as assigned', async () => {
    const expected = [
      { title: 'Quiz', maxPoints: 10, work: { kind: 'student', state: 'turned_in', late: false, grade: null } },
      { title: 'Essay', maxPoints: null, work: { kind: 'student', state: 'assigned', late: false, grade: null } },
    ];
    expect(await listed(al)).toEqual(expected);
    expect(await onDashboard(al)).toEqual([...expected].reverse());
  });
});

describe('the class’s work for teachers and admins', () => {
  it('is how many have turned in (returned work included) out of the class’s current students', async () => {
    const expected = [
      { title: 'Quiz', maxPoints: 10, work: { kind: 'teacher', turnedIn: 2, students: 2 } },
      { title: 'Essay', maxPoints: null, work: { kind: 'teacher', turnedIn: 0, students: 2 } },
    ];
    expect(await listed(teacher)).toEqual(expected);
    expect(await onDashboard(teacher)).toEqual([...expected].reverse());
  });

  it('is the same for an admin, over every class', async () => {
    const classes = [
      { title: 'Quiz', maxPoints: 10, work: { kind: 'teacher', turnedIn: 2, students: 2 } },
      { title: 'Essay', maxPoints: null, work: { kind: 'teacher', turnedIn: 0, students: 2 } },
      { title: 'Elsewhere', maxPoints: null, work: { kind: 'teacher', turnedIn: 1, students: 1 } },
    ];
    expect(await listed(admin)).toEqual(classes);
    expect(await onDashboard(admin)).toEqual([...classes].reverse());
  });

  it('follows the work as it changes, with no stored copy to go stale', async () => {
    await ctx.db.kysely.updateTable('submissions').set({ state: 'returned', grade: 9.5 }).where('student_id', '=', al.id).execute();
    expect((await listed(al))[0]?.work).toEqual({ kind: 'student', state: 'returned', late: false, grade: 9.5 });
    await addWork(ctx.db, { assignmentId: essay, studentId: al.id, state: 'turned_in', late: true });
    expect((await listed(teacher))[1]?.work).toEqual({ kind: 'teacher', turnedIn: 1, students: 2 });
    expect((await onDashboard(al))[0]?.work).toEqual({ kind: 'student', state: 'turned_in', late: true, grade: null });
  });

  it('counts the class’s current students only: a student who leaves stops counting (never 3/2), and counts again on coming back', async () => {
    const quizWork = async () => (await listed(teacher)).find((item) => item.title === 'Quiz')?.work;
    const members = async (method: 'POST' | 'DELETE', studentId: string) => {
      const res = await ctx.request({ method, url: `/api/classes/${classId}/students`, token: admin.token, payload: { students: [studentId] } });
      expect(res.statusCode).toBe(200);
    };
    const leaver = await ctx.factories.user('student');
    await members('POST', leaver.id);
    await addWork(ctx.db, { assignmentId: quiz, studentId: leaver.id, state: 'turned_in' });
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 3, students: 3 });

    await members('DELETE', leaver.id);
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 2, students: 2 });
    expect((await onDashboard(teacher)).find((item) => item.title === 'Quiz')?.work).toEqual({ kind: 'teacher', turnedIn: 2, students: 2 });
    // Work taken back and turned in again while away changes nothing for the class.
    await ctx.db.kysely.updateTable('submissions').set({ state: 'assigned', turned_in_at: null }).where('student_id', '=', leaver.id).execute();
    await ctx.db.kysely.updateTable('submissions').set({ state: 'turned_in', turned_in_at: '2026-01-20T10:00:00.000Z' }).where('student_id', '=', leaver.id).execute();
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 2, students: 2 });

    await members('POST', leaver.id);
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 3, students: 3 });
    // Unsubmitted: no longer turned in.
    await ctx.db.kysely.updateTable('submissions').set({ state: 'assigned', turned_in_at: null }).where('student_id', '=', leaver.id).execute();
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 2, students: 3 });
    await ctx.db.kysely.updateTable('submissions').set({ state: 'turned_in', turned_in_at: '2026-01-21T10:00:00.000Z' }).where('student_id', '=', leaver.id).execute();
    // An account deleted takes its membership and its work with it.
    const res = await ctx.request({ method: 'DELETE', url: `/api/users/${leaver.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(await quizWork()).toEqual({ kind: 'teacher', turnedIn: 2, students: 2 });
  });

  it('is what counting the rows gives, for every assignment', async () => {
    const { rows } = await sql<{ id: string; kept: number; counted: number }>`
      select a.id, a.turned_in_count as kept, (
        select count(*) from submissions s join class_members m on m.class_id = s.class_id and m.user_id = s.student_id and m.role = 'student'
        where s.assignment_id = a.id and s.turned_in_at is not null
      ) as counted
      from assignments a`.execute(ctx.db.kysely);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.kept), row.id).toBe(Number(row.counted));
  });
});
