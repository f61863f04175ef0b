import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classworkPageSchema } from '@lyceum/shared/class-classwork';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork, setMaxPoints } from '../../../test/work-fixtures';

/**
 * GET /api/classes/{id}/classwork: the class's materials and assignments in one request, newest
 * first, each assignment with the caller's side of the work; members and admins only; paged.
 */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let bea: TestUser;
let al: TestUser;
let outsider: TestUser;
let classId: string;
let algebra: string;
let geometry: string;
let quiz: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  otherTeacher = await f.user('teacher');
  bea = await f.user('student');
  al = await f.user('student');
  outsider = await f.user('student');
  classId = (await f.klass({ teachers: [teacher.id], students: [bea.id, al.id] })).id;
  algebra = (await f.topic(classId, { name: 'Algebra' })).id;
  geometry = (await f.topic(classId, { name: 'Geometry' })).id;
  await f.material(algebra, { title: 'Notes', createdAt: '2026-01-01T09:00:00.000Z' });
  quiz = (await f.assignment(algebra, { title: 'Quiz', dueDate: '2026-02-01T09:00:00.000Z', createdAt: '2026-01-02T09:00:00.000Z' })).id;
  await setMaxPoints(ctx.db, quiz, 10);
  await f.assignment(geometry, { title: 'Proofs', dueDate: '2026-03-01T09:00:00.000Z', createdAt: '2026-01-03T09:00:00.000Z' });
  await f.material(geometry, { title: 'Shapes', createdAt: '2026-01-04T09:00:00.000Z' });
  // Another class's work is never listed.
  const away = await f.klass({ teachers: [otherTeacher.id], students: [outsider.id] });
  await f.assignment((await f.topic(away.id)).id, { title: 'Elsewhere', createdAt: '2026-01-05T09:00:00.000Z' });
  await addWork(ctx.db, { assignmentId: quiz, studentId: bea.id, state: 'returned', grade: 8, draftGrade: 8 });
});
afterAll(() => ctx.close());

const classwork = async (user: TestUser, query = '') => {
  const res = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/classwork${query}`, token: user.token });
  return { res, items: res.statusCode === 200 ? classworkPageSchema.parse(res.json()) : [] };
};

describe('GET /api/classes/{id}/classwork', () => {
  it('lists every item of the class, newest first, with its topic, kind, due date and points', async () => {
    const { res, items } = await classwork(teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(items.map((item) => [item.kind, item.title, item.topic])).toEqual([
      ['material', 'Shapes', geometry],
      ['assignment', 'Proofs', geometry],
      ['assignment', 'Quiz', algebra],
      ['material', 'Notes', algebra],
    ]);
    expect(items[2]).toMatchObject({ _id: quiz, dueDate: '2026-02-01T09:00:00.000Z', maxPoints: 10, createdAt: '2026-01-02T09:00:00.000Z' });
  });

  it('gives teachers and admins how many of the class turned in', async () => {
    for (const user of [teacher, admin]) {
      const { items } = await classwork(user);
      expect(items.filter((item) => item.kind === 'assignment').map((item) => item.work)).toEqual([
        { kind: 'teacher', turnedIn: 0, students: 2 },
        { kind: 'teacher', turnedIn: 1, students: 2 },
      ]);
    }
  });

  it("gives a student their own work only", async () => {
    const own = (await classwork(bea)).items.filter((item) => item.kind === 'assignment').map((item) => item.work);
    expect(own).toEqual([
      { kind: 'student', state: 'assigned', late: false, grade: null },
      { kind: 'student', state: 'returned', late: false, grade: 8 },
    ]);
    const als = (await classwork(al)).items.filter((item) => item.kind === 'assignment').map((item) => item.work);
    expect(als).toEqual([
      { kind: 'student', state: 'assigned', late: false, grade: null },
      { kind: 'student', state: 'assigned', late: false, grade: null },
    ]);
  });

  it("is 'Class not found.' for a teacher or student of another class, and for no class", async () => {
    for (const user of [otherTeacher, outsider]) {
      const { res } = await classwork(user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
    const res = await ctx.request({ method: 'GET', url: '/api/classes/no-such-class/classwork', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MSG.classNotFound });
  });

  it('pages across both kinds by the Link header, every item once', async () => {
    const first = await classwork(teacher, '?limit=3');
    expect(first.items.map((item) => item.title)).toEqual(['Shapes', 'Proofs', 'Quiz']);
    const link = /^<([^>]+)>; rel="next"$/.exec(String(first.res.headers.link))?.[1];
    expect(link).toMatch(new RegExp(`^/api/classes/${classId}/classwork\\?limit=3&cursor=`));
    const next = await ctx.request({ method: 'GET', url: link!, token: teacher.token });
    expect(next.statusCode).toBe(200);
    expect(classworkPageSchema.parse(next.json()).map((item) => item.title)).toEqual(['Notes']);
    expect(next.headers.link).toBeUndefined();
  });

  it('refuses a limit past the maximum and a cursor it never made with a 400', async () => {
    const tooMany = await classwork(teacher, '?limit=201');
    expect(tooMany.res.statusCode).toBe(400);
    const forged = await classwork(teacher, '?cursor=not-a-cursor');
    expect(forged.res.statusCode).toBe(400);
    expect(forged.res.json()).toEqual({ message: 'cursor is invalid; start again from the first page' });
  });
});
