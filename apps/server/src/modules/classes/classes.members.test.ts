import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { LIMITS } from '@lyceum/shared/limits';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { CLASS_MSG } from './class-messages';
import { buildScene, type ClassScene } from './classes.test-support';

let ctx: TestContext;
let s: ClassScene;
let newStudent: TestUser;
let newTeacher: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildScene(ctx);
  newStudent = await ctx.factories.user('student', { name: 'Nina New' });
  newTeacher = await ctx.factories.user('teacher', { name: 'Ned Newteacher' });
});
afterAll(() => ctx.close());

type Kind = 'teachers' | 'students';
const call = (method: 'POST' | 'DELETE', kind: Kind, token: string, ids: unknown, id = s.classId) =>
  ctx.request({ method, url: `/api/classes/${id}/${kind}`, token, payload: { [kind]: ids } });
const add = (kind: Kind, token: string, ids: unknown, id?: string) => call('POST', kind, token, ids, id);
const remove = (kind: Kind, token: string, ids: unknown, id?: string) => call('DELETE', kind, token, ids, id);

async function memberIds(classId = s.classId): Promise<{ teachers: string[]; students: string[] }> {
  const rows = await ctx.db.kysely.selectFrom('class_members').select(['user_id', 'role']).where('class_id', '=', classId).execute();
  const of = (role: string) => rows.filter((r) => r.role === role).map((r) => r.user_id).sort();
  return { teachers: of('teacher'), students: of('student') };
}

describe('adding members', () => {
  let classId: string;
  beforeEach(async () => {
    classId = (await ctx.factories.klass({ teachers: [s.teacher.id], students: [s.student.id] })).id;
  });

  it('lets an admin add students and teachers and returns the updated detail', async () => {
    const students = await add('students', s.admin.token, [newStudent.id, s.classmate.id], classId);
    expect(students.statusCode).toBe(200);
    expect(students.json()).toMatchObject({ _id: classId, studentsCount: 3, teachersCount: 1 });
    expect(students.json().students.map((m: { _id: string }) => m._id).sort()).toEqual([newStudent.id, s.classmate.id, s.student.id].sort());
    expect(students.json().students.find((m: { _id: string }) => m._id === newStudent.id)).toEqual({
      _id: newStudent.id, name: newStudent.name, email: newStudent.email,
    });
    const teachers = await add('teachers', s.admin.token, [newTeacher.id], classId);
    expect(teachers.statusCode).toBe(200);
    expect(teachers.json().teachersCount).toBe(2);
    expect((await memberIds(classId)).teachers).toEqual([newTeacher.id, s.teacher.id].sort());
    const seen = await ctx.request({ method: 'GET', url: `/api/classes/${classId}`, token: newStudent.token });
    expect(seen.statusCode).toBe(200);
  });

  it('is a 403 for the class teacher and an enrolled student, 404 for outsiders and a missing class', async () => {
    for (const kind of ['teachers', 'students'] as const) {
      const ids = kind === 'teachers' ? [newTeacher.id] : [newStudent.id];
      for (const member of [s.teacher, s.student]) {
        const res = await add(kind, member.token, ids, classId);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
      }
      for (const outsider of [s.otherTeacher, s.outsider]) {
        const res = await add(kind, outsider.token, ids, classId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: API_MSG.classNotFound });
      }
      const missing = await add(kind, s.admin.token, ids, 'no-such-class');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: API_MSG.classNotFound });
    }
    expect(await memberIds(classId)).toEqual({ teachers: [s.teacher.id], students: [s.student.id] });
  });

  it('refuses users of the wrong role, unknown ids, members and repeats with a 400 naming the problem', async () => {
    const unknown = 'ffffffffffffffffffffffff';
    const cases: Array<[Kind, string[], string]> = [
      ['teachers', [newStudent.id], CLASS_MSG.wrongRole(newStudent.name, 'teacher')],
      ['teachers', [s.admin.id], CLASS_MSG.wrongRole(s.admin.name, 'teacher')],
      ['students', [newTeacher.id], CLASS_MSG.wrongRole(newTeacher.name, 'student')],
      ['students', [s.admin.id], CLASS_MSG.wrongRole(s.admin.name, 'student')],
      ['teachers', [unknown], CLASS_MSG.unknownUser(unknown)],
      ['students', [unknown], CLASS_MSG.unknownUser(unknown)],
      ['teachers', [s.teacher.id], CLASS_MSG.alreadyMember(s.teacher.name, 'teacher')],
      ['students', [s.student.id], CLASS_MSG.alreadyMember(s.student.name, 'student')],
      ['students', [newStudent.id, newStudent.id], CLASS_MSG.duplicateId('students', newStudent.id)],
      // One bad id in a list: nothing of the list is added.
      ['students', [newStudent.id, s.classmate.id, newTeacher.id], CLASS_MSG.wrongRole(newTeacher.name, 'student')],
    ];
    for (const [kind, ids, message] of cases) {
      const res = await add(kind, s.admin.token, ids, classId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await memberIds(classId)).toEqual({ teachers: [s.teacher.id], students: [s.student.id] });
  });

  it('names an existing membership of the other role (a user whose role changed)', async () => {
    const switcher = await ctx.factories.user('teacher', { name: 'Sid Switcher' });
    const klass = await ctx.factories.klass({ students: [switcher.id] });
    const res = await add('teachers', s.admin.token, [switcher.id], klass.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CLASS_MSG.alreadyMember(switcher.name, 'student') });
  });

  it('validates the body shape: a non-empty list of ids, not too many', async () => {
    const empty = await add('teachers', s.admin.token, [], classId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'teachers must list at least one id' });
    const emptyStudents = await add('students', s.admin.token, [], classId);
    expect(emptyStudents.json()).toEqual({ message: 'students must list at least one id' });
    const notList = await add('students', s.admin.token, newStudent.id, classId);
    expect(notList.statusCode).toBe(400);
    expect(notList.json()).toEqual({ message: 'students must be a list' });
    const wrongKey = await ctx.request({ method: 'POST', url: `/api/classes/${classId}/students`, token: s.admin.token, payload: { teachers: [newStudent.id] } });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toEqual({ message: 'students is required' });
    const tooMany = await add('students', s.admin.token, Array.from({ length: LIMITS.idsPerCall + 1 }, (_, i) => `id-${i}`), classId);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: `students must have at most ${LIMITS.idsPerCall} items` });
    expect(await memberIds(classId)).toEqual({ teachers: [s.teacher.id], students: [s.student.id] });
  });
});

describe('removing members', () => {
  let classId: string;
  beforeEach(async () => {
    classId = (await ctx.factories.klass({ teachers: [s.teacher.id, newTeacher.id], students: [s.student.id, s.classmate.id] })).id;
  });

  it('lets an admin remove students and teachers, down to no teacher at all', async () => {
    const students = await remove('students', s.admin.token, [s.classmate.id], classId);
    expect(students.statusCode).toBe(200);
    expect(students.json()).toMatchObject({ studentsCount: 1, students: [{ _id: s.student.id, name: s.student.name, email: s.student.email }] });
    const one = await remove('teachers', s.admin.token, [newTeacher.id], classId);
    expect(one.statusCode).toBe(200);
    expect(one.json().teachersCount).toBe(1);
    const last = await remove('teachers', s.admin.token, [s.teacher.id], classId);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ teachers: [], teachersCount: 0, studentsCount: 1 });
    const gone = await ctx.request({ method: 'GET', url: `/api/classes/${classId}`, token: s.teacher.token });
    expect(gone.statusCode).toBe(404);
  });

  it('is a 403 for a class teacher (even removing themselves) and an enrolled student, 404 for outsiders', async () => {
    for (const [kind, ids] of [['teachers', [s.teacher.id]], ['students', [s.classmate.id]]] as const) {
      for (const member of [s.teacher, s.student]) {
        const res = await remove(kind, member.token, ids, classId);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
      }
      for (const outsider of [s.otherTeacher, s.outsider]) {
        const res = await remove(kind, outsider.token, ids, classId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: API_MSG.classNotFound });
      }
    }
    expect(await memberIds(classId)).toEqual({ teachers: [newTeacher.id, s.teacher.id].sort(), students: [s.classmate.id, s.student.id].sort() });
  });

  it('refuses non-members, members of the other role, unknown ids and repeats, removing nothing', async () => {
    const unknown = 'eeeeeeeeeeeeeeeeeeeeeeee';
    const cases: Array<[Kind, string[], string]> = [
      ['students', [s.outsider.id], CLASS_MSG.notMember(s.outsider.name, 'student')],
      ['teachers', [s.otherTeacher.id], CLASS_MSG.notMember(s.otherTeacher.name, 'teacher')],
      ['teachers', [s.student.id], CLASS_MSG.notMember(s.student.name, 'teacher')],
      ['students', [s.teacher.id], CLASS_MSG.notMember(s.teacher.name, 'student')],
      ['students', [unknown], CLASS_MSG.unknownUser(unknown)],
      ['teachers', [s.teacher.id, s.teacher.id], CLASS_MSG.duplicateId('teachers', s.teacher.id)],
      ['students', [s.classmate.id, s.outsider.id], CLASS_MSG.notMember(s.outsider.name, 'student')],
    ];
    for (const [kind, ids, message] of cases) {
      const res = await remove(kind, s.admin.token, ids, classId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await memberIds(classId)).toEqual({ teachers: [newTeacher.id, s.teacher.id].sort(), students: [s.classmate.id, s.student.id].sort() });
  });

  it('removes several in one call', async () => {
    const res = await remove('students', s.admin.token, [s.classmate.id, s.student.id], classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ students: [], studentsCount: 0 });
  });
});
