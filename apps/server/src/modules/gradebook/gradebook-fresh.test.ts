import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradebookSchema, type Gradebook } from '@lyceum/shared/gradebook';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { addWork } from '../../../test/work-fixtures';
import { queryRecorder, USER_LOOKUP } from '../../../test/query-recorder';

/**
 * The teachers' gradebook is kept per class while nothing it shows has changed (gradebook-cache.ts,
 * migration 0019). Every change, through the API or straight in the tables, shows on the very next
 * read; a change it does not show (a student's draft answer) keeps the kept one, which costs the
 * access check alone.
 */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let al: TestUser;
let bea: TestUser;
let cy: TestUser;
let classId: string;
let topicId: string;
let quiz: string;

const queries = queryRecorder();

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: queries.onQuery });
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  al = await f.user('student', { name: 'Al' });
  bea = await f.user('student', { name: 'Bea' });
  cy = await f.user('student', { name: 'Cy' });
  const klass = await f.klass({ name: 'Maths', teachers: [teacher.id], students: [al.id, bea.id] });
  classId = klass.id;
  topicId = (await f.topic(classId)).id;
  quiz = (await f.assignment(topicId, { title: 'Quiz', dueDate: '2030-01-10T09:00:00.000Z', maxPoints: 10 })).id;
});
afterAll(() => ctx.close());

const read = async (user: TestUser = teacher): Promise<{ book: Gradebook; body: string }> => {
  const res = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/gradebook`, token: user.token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { book: gradebookSchema.parse(res.json()), body: res.body };
};
const cellOf = (book: Gradebook, studentId: string, index = 0) => book.students.find((s) => s._id === studentId)?.cells[index];
const names = (book: Gradebook) => book.students.map((s) => s.name);
const send = async (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await ctx.request({ method, url, token: user.token, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
/** The statements one read of the teacher's gradebook runs (the session's user lookup aside). */
const statementsOfRead = async () => (await queries.during(() => read())).statements.filter((sql) => !USER_LOOKUP.test(sql)).length;

describe('the teachers’ gradebook, kept while unchanged', () => {
  it('is read once (four statements), then sent again as it was for one statement while nothing changes', async () => {
    await ctx.db.kysely.updateTable('assignments').set({ title: 'Quiz' }).where('id', '=', quiz).execute();
    await read();
    await ctx.db.kysely.updateTable('assignments').set({ title: 'Quiz ' }).where('id', '=', quiz).execute();
    expect(await statementsOfRead()).toBe(4);
    await ctx.db.kysely.updateTable('assignments').set({ title: 'Quiz' }).where('id', '=', quiz).execute();
    const first = await read();
    expect(await statementsOfRead()).toBe(1);
    expect((await read(admin)).body).toBe(first.body);
  });

  it('shows a student’s turn-in, the draft grade and the return on the very next read', async () => {
    await read();
    await send(al, 'POST', `/api/assignments/${quiz}/submissions/${al.id}/turn-in`);
    expect(cellOf((await read()).book, al.id)).toEqual({ state: 'turned_in', late: false, grade: null, draftGrade: null });
    await send(teacher, 'PUT', `/api/assignments/${quiz}/submissions/${al.id}/grade`, { grade: 7.5, feedback: 'Good' });
    expect(cellOf((await read()).book, al.id)).toEqual({ state: 'turned_in', late: false, grade: null, draftGrade: 7.5 });
    await send(teacher, 'POST', `/api/assignments/${quiz}/submissions/${al.id}/return`);
    const { book } = await read();
    expect(cellOf(book, al.id)).toEqual({ state: 'returned', late: false, grade: 7.5, draftGrade: 7.5 });
    expect(book.assignments[0]?.average).toBe(7.5);
    expect(book.students.find((s) => s._id === al.id)?.average).toBe(75);
  });

  it('keeps the kept gradebook when a student saves an answer, which it does not show', async () => {
    await read();
    await send(bea, 'PUT', `/api/assignments/${quiz}/submissions/${bea.id}`, { answer: '<p>First go</p>' });
    await read();
    await send(bea, 'PUT', `/api/assignments/${quiz}/submissions/${bea.id}`, { answer: '<p>Second go</p>' });
    expect(await statementsOfRead()).toBe(1);
  });

  it('drops a removed student’s row at once, and brings it back with their work when they are added again', async () => {
    await read();
    await send(admin, 'DELETE', `/api/classes/${classId}/students`, { students: [al.id] });
    expect(names((await read()).book)).toEqual(['Bea']);
    await send(admin, 'POST', `/api/classes/${classId}/students`, { students: [al.id, cy.id] });
    const { book } = await read();
    expect(names(book)).toEqual(['Al', 'Bea', 'Cy']);
    expect(cellOf(book, al.id)).toMatchObject({ state: 'returned', grade: 7.5 });
  });

  it('shows an assignment added, edited and deleted at once', async () => {
    await read();
    const res = await ctx.request({
      method: 'POST',
      url: '/api/assignments',
      token: teacher.token,
      payload: { title: 'Essay', description: '<p>Write</p>', dueDate: '2030-02-01T09:00:00.000Z', topic: topicId, maxPoints: 20 },
    });
    expect(res.statusCode).toBe(201);
    const essay = (res.json() as { _id: string })._id;
    expect((await read()).book.assignments.map((a) => [a.title, a.maxPoints])).toEqual([['Quiz', 10], ['Essay', 20]]);
    await send(teacher, 'PUT', `/api/assignments/${essay}`, { title: 'Long essay', description: '<p>Write</p>', dueDate: '2030-01-01T09:00:00.000Z', topic: topicId, maxPoints: 30 });
    expect((await read()).book.assignments.map((a) => [a.title, a.maxPoints])).toEqual([['Long essay', 30], ['Quiz', 10]]);
    await send(teacher, 'DELETE', `/api/assignments/${essay}`);
    const { book } = await read();
    expect(book.assignments.map((a) => a.title)).toEqual(['Quiz']);
    expect(book.students.every((s) => s.cells.length === 1)).toBe(true);
  });

  it('shows a renamed student, a renamed class and a deleted account at once', async () => {
    await read();
    await send(admin, 'PUT', `/api/users/${cy.id}`, { name: 'Cyrus' });
    expect(names((await read()).book)).toEqual(['Al', 'Bea', 'Cyrus']);
    await send(teacher, 'PUT', `/api/classes/${classId}`, { name: 'Algebra', description: 'Class: Algebra' });
    expect((await read()).book.class.name).toBe('Algebra');
    await send(admin, 'DELETE', `/api/users/${cy.id}`);
    expect(names((await read()).book)).toEqual(['Al', 'Bea']);
  });

  it('shows work written straight to the table (an import, a restore) at once', async () => {
    await read();
    const other = (await ctx.factories.assignment(topicId, { title: 'Poster', dueDate: '2030-03-01T09:00:00.000Z', maxPoints: 5 })).id;
    const id = await addWork(ctx.db, { assignmentId: other, studentId: bea.id, state: 'turned_in', late: true });
    expect(cellOf((await read()).book, bea.id, 1)).toEqual({ state: 'turned_in', late: true, grade: null, draftGrade: null });
    await ctx.db.kysely.updateTable('submissions').set({ draft_grade: 4 }).where('id', '=', id).execute();
    expect(cellOf((await read()).book, bea.id, 1)).toMatchObject({ draftGrade: 4 });
    await ctx.db.kysely.deleteFrom('submissions').where('id', '=', id).execute();
    expect(cellOf((await read()).book, bea.id, 1)).toEqual({ state: 'assigned', late: false, grade: null, draftGrade: null });
  });

  it('never gives a student the kept gradebook: their own row, returned grades only, no drafts', async () => {
    await send(teacher, 'PUT', `/api/assignments/${quiz}/submissions/${bea.id}/grade`, { grade: 9, feedback: '' });
    const teachers = await read();
    expect(cellOf(teachers.book, bea.id)).toMatchObject({ draftGrade: 9 });
    const { book, body } = await read(bea);
    expect(body).not.toContain('draftGrade');
    expect(names(book)).toEqual(['Bea']);
    expect(book.students[0]?.cells[0]).toEqual({ state: 'assigned', late: false, grade: null });
  });
});
