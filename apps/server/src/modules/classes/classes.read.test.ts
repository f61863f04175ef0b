import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, testDialect, type TestContext } from '../../../test/context';
import { queryRecorder, USER_LOOKUP } from '../../../test/query-recorder';
import { allKeys, buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;
let emptyClassId: string;
let otherClassId: string;
const queries = queryRecorder();

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: queries.onQuery });
  s = await buildScene(ctx);
  // Made after the scene's class, so they are newer.
  emptyClassId = (await ctx.factories.klass({ name: 'Empty' })).id;
  otherClassId = (await ctx.factories.klass({ name: 'Biology', teachers: [s.otherTeacher.id], students: [s.outsider.id] })).id;
});
afterAll(() => ctx.close());

const list = (token: string) => ctx.request({ method: 'GET', url: '/api/classes', token });
const detail = (token: string, id = s.classId) => ctx.request({ method: 'GET', url: `/api/classes/${id}`, token });

describe('GET /api/classes', () => {
  it('gives admins every class, newest first', async () => {
    const res = await list(s.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { _id: string }) => c._id)).toEqual([otherClassId, emptyClassId, s.classId]);
  });

  it('gives a teacher only the classes they teach', async () => {
    expect((await list(s.teacher.token)).json().map((c: { _id: string }) => c._id)).toEqual([s.classId]);
    expect((await list(s.otherTeacher.token)).json().map((c: { _id: string }) => c._id)).toEqual([otherClassId]);
  });

  it('gives a student only the classes they are enrolled in', async () => {
    expect((await list(s.student.token)).json().map((c: { _id: string }) => c._id)).toEqual([s.classId]);
    expect((await list(s.outsider.token)).json().map((c: { _id: string }) => c._id)).toEqual([otherClassId]);
  });

  it('gives a user in no class an empty array', async () => {
    const loner = await ctx.factories.user('teacher');
    const res = await list(loner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('sends teachers with emails and counts, but no student list, to admins and teachers', async () => {
    for (const token of [s.admin.token, s.teacher.token]) {
      const item = (await list(token)).json().find((c: { _id: string }) => c._id === s.classId);
      expect(Object.keys(item).sort()).toEqual(
        ['_id', 'createdAt', 'description', 'meetingLink', 'name', 'studentsCount', 'teachers', 'teachersCount'].sort(),
      );
      expect(item).toMatchObject({ name: 'Algebra', description: 'Class: Algebra', meetingLink: null, teachersCount: 1, studentsCount: 2 });
      expect(item.teachers).toEqual([{ _id: s.teacher.id, name: s.teacher.name, email: s.teacher.email }]);
    }
  });

  it('counts zero members for a class without any', async () => {
    const item = (await list(s.admin.token)).json().find((c: { _id: string }) => c._id === emptyClassId);
    expect(item).toMatchObject({ teachers: [], teachersCount: 0, studentsCount: 0 });
  });

  it('sends a student teacher names only: no email key anywhere, no classmate names', async () => {
    const res = await list(s.student.token);
    const body = res.json();
    expect(body[0].teachers).toEqual([{ _id: s.teacher.id, name: s.teacher.name }]);
    expect(body[0].studentsCount).toBe(2);
    expect(allKeys(body)).not.toContain('email');
    expect(allKeys(body)).not.toContain('students');
    expect(res.body).not.toContain(s.classmate.name);
    expect(res.body).not.toContain(s.teacher.email);
  });

  it('runs a fixed number of queries however many classes there are (no N+1)', async () => {
    // The caller's own row comes from the signed-in-user cache once warm; leave it out.
    const listing = async (token: string) => (await queries.during(() => list(token))).statements.filter((sql) => !USER_LOOKUP.test(sql));
    const few = await listing(s.admin.token);
    for (let i = 0; i < 5; i += 1) {
      await ctx.factories.klass({ teachers: [s.otherTeacher.id], students: [s.student.id, s.outsider.id] });
    }
    const many = await listing(s.admin.token);
    expect((await list(s.admin.token)).json().length).toBeGreaterThanOrEqual(8);
    // SQLite: one statement writing the page with its teachers (lists/json-page.ts); PostgreSQL:
    // the classes (with their member counters), then their teachers.
    const statements = testDialect === 'sqlite' ? 1 : 2;
    expect(many).toHaveLength(statements);
    // The same two statements (the page's ids are one bound value), compared as a set.
    expect([...few].sort()).toEqual([...many].sort());
    const forStudent = await listing(s.student.token);
    expect(forStudent).toHaveLength(statements);
  });

  it('requires a token', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/classes' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.unauthenticated });
  });
});

describe('GET /api/classes/:id', () => {
  it('gives admins and the class teacher every member with name and email', async () => {
    for (const token of [s.admin.token, s.teacher.token]) {
      const res = await detail(token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        ['_id', 'archivedAt', 'createdAt', 'description', 'meetingLink', 'name', 'students', 'studentsCount', 'teachers', 'teachersCount', 'updatedAt'].sort(),
      );
      expect(body).toMatchObject({ _id: s.classId, name: 'Algebra', description: 'Class: Algebra', meetingLink: null, teachersCount: 1, studentsCount: 2 });
      expect(body.teachers).toEqual([{ _id: s.teacher.id, name: s.teacher.name, email: s.teacher.email }]);
      // Members come by name.
      expect(body.students).toEqual([
        { _id: s.classmate.id, name: s.classmate.name, email: s.classmate.email },
        { _id: s.student.id, name: s.student.name, email: s.student.email },
      ]);
    }
  });

  it('gives an enrolled student teacher names, no students and the count only', async () => {
    const res = await detail(s.student.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.teachers).toEqual([{ _id: s.teacher.id, name: s.teacher.name }]);
    expect(body.students).toEqual([]);
    expect(body.studentsCount).toBe(2);
    expect(body.teachersCount).toBe(1);
    expect(allKeys(body)).not.toContain('email');
    for (const secret of [s.classmate.name, s.classmate.id, s.classmate.email, s.teacher.email, s.student.email]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('is a 404 "Class not found" for another teacher and a non-enrolled student, like a missing class', async () => {
    const missing = await detail(s.admin.token, 'no-such-class');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.classNotFound });
    for (const token of [s.otherTeacher.token, s.outsider.token]) {
      const res = await detail(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
  });

  it('stops showing the class to a student once removed from it', async () => {
    const leaver = await ctx.factories.user('student');
    const klass = await ctx.factories.klass({ students: [leaver.id] });
    expect((await detail(leaver.token, klass.id)).statusCode).toBe(200);
    const removed = await ctx.request({ method: 'DELETE', url: `/api/classes/${klass.id}/students`, token: s.admin.token, payload: { students: [leaver.id] } });
    expect(removed.statusCode).toBe(200);
    expect((await detail(leaver.token, klass.id)).statusCode).toBe(404);
    expect((await list(leaver.token)).json()).toEqual([]);
  });

  it('refuses an id longer than any of ours with a 400', async () => {
    const res = await detail(s.admin.token, 'x'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'id must be at most 64 characters long' });
  });
});
