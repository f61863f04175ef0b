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
});
