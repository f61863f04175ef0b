import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

/**
 * A class with its teacher and two students (Sam and Cleo), an admin, and a teacher and a student
 * of another class; assignments are made per test (fresh work every time).
 */
export interface WorkScene {
  admin: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  classmate: TestUser;
  outsider: TestUser;
  classId: string;
  topicId: string;
}

export async function buildWorkScene(ctx: TestContext): Promise<WorkScene> {
  const f = ctx.factories;
  const admin = await f.user('admin', { name: 'Ada Admin' });
  const teacher = await f.user('teacher', { name: 'Tess Teacher' });
  const otherTeacher = await f.user('teacher', { name: 'Otto Other' });
  const student = await f.user('student', { name: 'Sam Student' });
  const classmate = await f.user('student', { name: 'Cleo Classmate' });
  const outsider = await f.user('student', { name: 'Olga Outsider' });
  const klass = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [student.id, classmate.id] });
  await f.klass({ name: 'Biology', teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(klass.id, { name: 'Fractions' });
  return { admin, teacher, otherTeacher, student, classmate, outsider, classId: klass.id, topicId: topic.id };
}

export const FUTURE = '2035-06-01T09:00:00.000Z';
export const PAST = '2020-06-01T09:00:00.000Z';

/** An assignment of the scene's class (or of the topic given): worth 10 points and due in the future unless told. */
export async function newAssignment(
  ctx: TestContext,
  s: WorkScene,
  options: { maxPoints?: number | null; dueDate?: string; topicId?: string } = {},
): Promise<string> {
  const maxPoints = options.maxPoints === undefined ? 10 : options.maxPoints;
  return (await ctx.factories.assignment(options.topicId ?? s.topicId, { maxPoints, dueDate: options.dueDate ?? FUTURE, createdBy: s.teacher.id })).id;
}

/** A class of the scene's teacher with new students of these names (for tests that count a class's students). */
export async function classOf(ctx: TestContext, s: WorkScene, names: string[]): Promise<{ classId: string; topicId: string; students: TestUser[] }> {
  const students: TestUser[] = [];
  for (const name of names) students.push(await ctx.factories.user('student', { name }));
  const klass = await ctx.factories.klass({ teachers: [s.teacher.id], students: students.map((student) => student.id) });
  const topic = await ctx.factories.topic(klass.id);
  return { classId: klass.id, topicId: topic.id, students };
}

/** Puts a user (back) into a class as a student. */
export async function enrol(ctx: TestContext, classId: string, userId: string): Promise<void> {
  await ctx.db.kysely.insertInto('class_members').values({ class_id: classId, user_id: userId, role: 'student', created_at: new Date().toISOString() }).execute();
}

export type Body = Record<string, unknown> | string;

/** A request as a given user (null: no token), with a JSON body. */
export function callAs(ctx: TestContext) {
  return (method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser | null, body?: Body): Promise<LightMyRequestResponse> =>
    ctx.request({
      method,
      url,
      ...(user ? { token: user.token } : {}),
      // A string is sent as it is: JSON that JSON.stringify cannot write (NaN, 1e309).
      ...(body === undefined ? {} : typeof body === 'string' ? { payload: body, headers: { 'content-type': 'application/json' } } : { payload: body }),
    });
}

/** The calls of the coursework routes, each as a given user (null: no token). */
export function workApi(ctx: TestContext) {
  const call = callAs(ctx);
  const work = (assignmentId: string, studentId: string, tail = '') => `/api/assignments/${assignmentId}/submissions/${studentId}${tail}`;
  return {
    list: (user: TestUser | null, assignmentId: string) => call('GET', `/api/assignments/${assignmentId}/submissions`, user),
    get: (user: TestUser | null, assignmentId: string, studentId: string) => call('GET', work(assignmentId, studentId), user),
    save: (user: TestUser | null, assignmentId: string, studentId: string, body: Body) => call('PUT', work(assignmentId, studentId), user, body),
    turnIn: (user: TestUser | null, assignmentId: string, studentId: string) => call('POST', work(assignmentId, studentId, '/turn-in'), user),
    unsubmit: (user: TestUser | null, assignmentId: string, studentId: string) => call('POST', work(assignmentId, studentId, '/unsubmit'), user),
    grade: (user: TestUser | null, assignmentId: string, studentId: string, body: Body) => call('PUT', work(assignmentId, studentId, '/grade'), user, body),
    returnWork: (user: TestUser | null, assignmentId: string, studentId: string) => call('POST', work(assignmentId, studentId, '/return'), user),
    returnGraded: (user: TestUser | null, assignmentId: string) => call('POST', `/api/assignments/${assignmentId}/return-graded`, user),
    comments: (user: TestUser | null, assignmentId: string, studentId: string) => call('GET', work(assignmentId, studentId, '/comments'), user),
    comment: (user: TestUser | null, assignmentId: string, studentId: string, text: string) => call('POST', work(assignmentId, studentId, '/comments'), user, { text }),
  };
}
export type WorkApi = ReturnType<typeof workApi>;

/** A refusal: exactly this status and `{ message }`. */
export function expectRefused(res: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message } });
}

/** A success: the status, and the JSON body. */
export function expectOk<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** How many submission rows there are of an assignment (refusals must make none). */
export async function submissionRows(ctx: TestContext, assignmentId: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('submissions').select((eb) => eb.fn.countAll().as('n')).where('assignment_id', '=', assignmentId).executeTakeFirstOrThrow();
  return Number(row.n);
}
