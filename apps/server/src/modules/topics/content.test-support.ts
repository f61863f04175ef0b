import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

/**
 * The five callers every content rule is proven for: an admin, the class's teacher, a teacher
 * of another class, a student enrolled in the class, and a student who is not.
 */
export const CALLERS = ['admin', 'teacher', 'otherTeacher', 'student', 'outsider'] as const;
export type Caller = (typeof CALLERS)[number];

export interface ContentScene extends Record<Caller, TestUser> {
  classId: string;
  topicId: string;
  /** A class taught by otherTeacher, with a topic of its own. */
  otherClassId: string;
  otherTopicId: string;
}

export async function buildContentScene(ctx: TestContext): Promise<ContentScene> {
  const f = ctx.factories;
  const admin = await f.user('admin', { name: 'Ada Admin' });
  const teacher = await f.user('teacher', { name: 'Tess Teacher' });
  const otherTeacher = await f.user('teacher', { name: 'Otto Other' });
  const student = await f.user('student', { name: 'Sam Student' });
  const outsider = await f.user('student', { name: 'Olga Outsider' });
  const klass = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [student.id] });
  const other = await f.klass({ name: 'Biology', teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(klass.id, { name: 'Fractions', createdBy: teacher.id });
  const otherTopic = await f.topic(other.id, { name: 'Cells' });
  return {
    admin, teacher, otherTeacher, student, outsider,
    classId: klass.id, topicId: topic.id, otherClassId: other.id, otherTopicId: otherTopic.id,
  };
}

/** What a read of a record in the scene's class answers to each caller. */
export const READ_STATUS: Readonly<Record<Caller, number>> = { admin: 200, teacher: 200, otherTeacher: 404, student: 200, outsider: 404 };

/** What a write answers: members who only read get 403, outsiders learn nothing (404). */
export const writeStatus = (ok: number): Readonly<Record<Caller, number>> => ({
  admin: ok, teacher: ok, otherTeacher: 404, student: 403, outsider: 404,
});

export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export const sender = (ctx: TestContext): Send => (method, url, user, payload) =>
  ctx.request({ method, url, token: user.token, ...(payload ? { payload } : {}) });

/** Asserts the status, and for a 404 or 403 the exact message (nothing else leaks). */
export function expectAnswer(res: LightMyRequestResponse, status: number, hiddenMessage: string, forbiddenMessage: string): void {
  expect(res.statusCode, res.body).toBe(status);
  if (status === 404) expect(res.json()).toEqual({ message: hiddenMessage });
  if (status === 403) expect(res.json()).toEqual({ message: forbiddenMessage });
}

/** How many rows of a table match a column value (to prove rows are really gone). */
export async function countRows(
  ctx: TestContext,
  table: 'topics' | 'materials' | 'assignments' | 'comments',
  column: 'id' | 'topic_id' | 'material_id' | 'assignment_id',
  value: string,
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(ctx.db.kysely);
  return Number(rows[0]?.n);
}

/**
 * A test file's database with the content scene built in it and a sender to its app, the setup
 * every content suite shares, in its `beforeAll`: `({ ctx, s, send } = await openContentScene())`.
 */
export async function openContentScene(): Promise<{ ctx: TestContext; s: ContentScene; send: Send }> {
  const ctx = await createTestContext();
  try {
    return { ctx, s: await buildContentScene(ctx), send: sender(ctx) };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}
