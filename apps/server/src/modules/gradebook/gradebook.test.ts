import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradebookSchema } from '@lyceum/shared/gradebook';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork, setMaxPoints } from '../../../test/work-fixtures';
import { queryRecorder, USER_LOOKUP } from '../../../test/query-recorder';

/**
 * GET /api/classes/:id/gradebook on a real database: who sees which rows, what each cell holds,
 * the averages, and the statement count.
 */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let bea: TestUser;
let al: TestUser;
let gone: TestUser;
let outsider: TestUser;
let classId: string;
/** By due date: essay (Jan 5, max 20), quiz (Jan 10, max 10), poster and project (both 2030: ungraded, max 5). */
const ids = { essay: '', quiz: '', poster: '', project: '' };

const queries = queryRecorder();

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: queries.onQuery });
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  otherTeacher = await f.user('teacher');
  bea = await f.user('student', { name: 'Bea' });
  al = await f.user('student', { name: 'Al' });
  gone = await f.user('student', { name: 'Aaron Gone' });
  outsider = await f.user('student');
  const klass = await f.klass({ name: 'Maths', teachers: [teacher.id], students: [bea.id, al.id, gone.id] });
  classId = klass.id;
  await f.klass({ teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(classId);
  ids.quiz = (await f.assignment(topic.id, { title: 'Quiz', dueDate: '2026-01-10T09:00:00.000Z' })).id;
  ids.essay = (await f.assignment(topic.id, { title: 'Essay', dueDate: '2026-01-05T09:00:00.000Z' })).id;
  // Same due date: by id, so the lower id is the Poster.
  const later = [(await f.assignment(topic.id, { dueDate: '2030-01-01T09:00:00.000Z' })).id, (await f.assignment(topic.id, { dueDate: '2030-01-01T09:00:00.000Z' })).id].sort();
  [ids.poster, ids.project] = later as [string, string];
  await ctx.db.kysely.updateTable('assignments').set({ title: 'Poster' }).where('id', '=', ids.poster).execute();
  await ctx.db.kysely.updateTable('assignments').set({ title: 'Project' }).where('id', '=', ids.project).execute();
  await setMaxPoints(ctx.db, ids.essay, 20);
  await setMaxPoints(ctx.db, ids.quiz, 10);
  await setMaxPoints(ctx.db, ids.project, 5);
  await setMaxPoints(ctx.db, ids.poster, null);

  await addWork(ctx.db, { assignmentId: ids.quiz, studentId: bea.id, state: 'returned', late: true, grade: 8, draftGrade: 8 });
  await addWork(ctx.db, { assignmentId: ids.essay, studentId: bea.id, state: 'returned', grade: 15.5, draftGrade: 15.5 });
  // Graded, not returned: the student must not see the 6.
  await addWork(ctx.db, { assignmentId: ids.quiz, studentId: al.id, state: 'turned_in', draftGrade: 6 });
  // Returned once with 10, then turned in again with a new draft.
  await addWork(ctx.db, { assignmentId: ids.essay, studentId: al.id, state: 'turned_in', grade: 10, draftGrade: 12 });
  await addWork(ctx.db, { assignmentId: ids.poster, studentId: al.id, state: 'returned' });
  // A student who has left: the work stays in the table, not in the gradebook or its averages.
  await addWork(ctx.db, { assignmentId: ids.quiz, studentId: gone.id, state: 'returned', grade: 1, draftGrade: 1 });
  await ctx.db.kysely.deleteFrom('class_members').where('user_id', '=', gone.id).execute();
});
afterAll(() => ctx.close());

const get = (user: TestUser, id = classId) => ctx.request({ method: 'GET', url: `/api/classes/${id}/gradebook`, token: user.token });

describe('GET /api/classes/:id/gradebook for the class’s teachers and admins', () => {
  it('is every current student by name × every assignment by due date, with drafts and averages', async () => {
    for (const user of [teacher, admin]) {
      const res = await get(user);
      expect(res.statusCode).toBe(200);
      const book = gradebookSchema.parse(res.json());
      expect(book.class).toEqual({ _id: classId, name: 'Maths' });
      expect(book.assignments).toEqual([
        { _id: ids.essay, title: 'Essay', dueDate: '2026-01-05T09:00:00.000Z', maxPoints: 20, average: 12.8 },
        { _id: ids.quiz, title: 'Quiz', dueDate: '2026-01-10T09:00:00.000Z', maxPoints: 10, average: 8 },
        { _id: ids.poster, title: 'Poster', dueDate: '2030-01-01T09:00:00.000Z', maxPoints: null, average: null },
        { _id: ids.project, title: 'Project', dueDate: '2030-01-01T09:00:00.000Z', maxPoints: 5, average: null },
      ]);
      const empty = { state: 'assigned', late: false, grade: null, draftGrade: null };
      expect(book.students).toEqual([
        {
          _id: al.id,
          name: 'Al',
          // 10 of 20.
          average: 50,
          cells: [
            { state: 'turned_in', late: false, grade: 10, draftGrade: 12 },
            { state: 'turned_in', late: false, grade: null, draftGrade: 6 },
            { state: 'returned', late: false, grade: null, draftGrade: null },
            empty,
          ],
        },
        {
          _id: bea.id,
          name: 'Bea',
          // 23.5 of 30.
          average: 78.3,
          cells: [
            { state: 'returned', late: false, grade: 15.5, draftGrade: 15.5 },
            { state: 'returned', late: true, grade: 8, draftGrade: 8 },
            empty,
            empty,
          ],
        },
      ]);
    }
  });

  it('is the same 404 as a class that does not exist for a teacher of another class and a student not in it', async () => {
    for (const [user, id] of [[otherTeacher, classId], [outsider, classId], [admin, 'no-such-class'], [teacher, 'no-such-class']] as const) {
      const res = await get(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.classNotFound });
    }
  });

  it('answers a student who has left the class with the 404 too', async () => {
    const res = await get(gone);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MSG.classNotFound });
  });

  it('is empty, with null averages, for a class with no students or no assignments', async () => {
    const bare = await ctx.factories.klass({ name: 'Bare', teachers: [teacher.id] });
    expect((await get(teacher, bare.id)).json()).toEqual({ class: { _id: bare.id, name: 'Bare' }, assignments: [], students: [] });
    const noWork = await ctx.factories.klass({ name: 'No work', teachers: [teacher.id], students: [bea.id] });
    expect((await get(teacher, noWork.id)).json()).toEqual({
      class: { _id: noWork.id, name: 'No work' },
      assignments: [],
      students: [{ _id: bea.id, name: 'Bea', average: null, cells: [] }],
    });
  });
});

describe('GET /api/classes/:id/gradebook for a student of the class', () => {
  it('is their own row only, returned grades only, without a draftGrade key anywhere', async () => {
    const res = await get(al);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('draftGrade');
    expect(res.body).not.toContain('Bea');
    const book = gradebookSchema.parse(res.json());
    expect(book.students).toEqual([
      {
        _id: al.id,
        name: 'Al',
        average: 50,
        cells: [
          { state: 'turned_in', late: false, grade: 10 },
          { state: 'turned_in', late: false, grade: null },
          { state: 'returned', late: false, grade: null },
          { state: 'assigned', late: false, grade: null },
        ],
      },
    ]);
    // The averages are over what they see: their own grades, never the class's.
    expect(book.assignments.map((a) => a.average)).toEqual([10, null, null, null]);
  });

  it('shows the other student their own returned grades', async () => {
    const book = gradebookSchema.parse((await get(bea)).json());
    expect(book.students).toHaveLength(1);
    expect(book.students[0]).toMatchObject({ _id: bea.id, average: 78.3, cells: [{ grade: 15.5 }, { grade: 8, late: true }, {}, {}] });
    expect(book.assignments.map((a) => a.average)).toEqual([15.5, 8, null, null]);
  });
});

describe('the gradebook’s cost', () => {
  it('is four statements (the access check, assignments, students, submissions), whatever the size of the class; one for a teacher while it is unchanged', async () => {
    const count = async (user: TestUser) => {
      const { result: res, statements } = await queries.during(() => get(user));
      expect(res.statusCode).toBe(200);
      return statements.filter((sql) => !USER_LOOKUP.test(sql)).length;
    };
    // A change the gradebook shows, so the teacher's is read afresh, then kept (gradebook-cache.ts).
    await ctx.db.kysely.updateTable('assignments').set({ title: 'Quiz 1' }).where('id', '=', ids.quiz).execute();
    expect(await count(teacher)).toBe(4);
    expect(await count(teacher)).toBe(1);
    expect(await count(admin)).toBe(1);
    expect(await count(al)).toBe(4);
  });
});
