import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { queryRecorder, USER_LOOKUP } from '../../../test/query-recorder';
import { newId } from '../../lib/ids';

/**
 * The dashboard and the lists must cost the same number of SQL statements for a teacher with one
 * class as for one with 50 classes of 20 topics each: the old client's 1 + C + 2T round trips
 * must not come back as N + 1 queries on the server.
 */
let ctx: TestContext;
const queries = queryRecorder();
let small: TestUser;
let big: TestUser;
let admin: TestUser;

const BIG_CLASSES = 50;
const TOPICS_PER_CLASS = 20;

/** Inserts in chunks that stay under both engines' bound-parameter limits. */
async function insertChunked(table: 'classes' | 'class_members' | 'topics' | 'materials' | 'assignments', rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    // The rows are built below to match each table; Kysely cannot check a table chosen at run time.
    await ctx.db.kysely.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
  }
}

async function fillClasses(teacherId: string, classCount: number, topicsPerClass: number, students: string[]): Promise<void> {
  const at = '2026-02-01T10:00:00.000Z';
  const classes = Array.from({ length: classCount }, (_, i) => ({
    id: newId(), name: `Class ${i}`, description: 'Many topics', meeting_link: null, created_at: at, updated_at: at,
  }));
  const members = classes.flatMap((c) => [
    { class_id: c.id, user_id: teacherId, role: 'teacher', created_at: at },
    ...students.map((user_id) => ({ class_id: c.id, user_id, role: 'student', created_at: at })),
  ]);
  const topics = classes.flatMap((c) =>
    Array.from({ length: topicsPerClass }, (_, j) => ({ id: newId(), class_id: c.id, name: `Topic ${j}`, created_by: teacherId, created_at: at })),
  );
  const content = (t: { id: string; class_id: string }) => ({
    id: newId(), topic_id: t.id, class_id: t.class_id, created_by: teacherId, created_at: at, updated_at: at,
  });
  await insertChunked('classes', classes);
  await insertChunked('class_members', members);
  await insertChunked('topics', topics);
  await insertChunked('materials', topics.map((t) => ({ ...content(t), title: 'Notes', content: '<p>Read</p>' })));
  await insertChunked('assignments', topics.map((t) => ({ ...content(t), title: 'Task', description: '<p>Do</p>', due_date: '2026-03-01T10:00:00.000Z' })));
}

/**
 * Statements run while answering one request. The auth plugin's user lookup is left out: it runs
 * only when the signed-in user is not in its cache (users/user-cache.ts), at most once per request.
 */
async function statementsFor(url: string, user: TestUser): Promise<number> {
  const { result: res, statements } = await queries.during(() => ctx.request({ method: 'GET', url, token: user.token }));
  expect(res.statusCode).toBe(200);
  return statements.filter((sql) => !USER_LOOKUP.test(sql)).length;
}

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: queries.onQuery });
  admin = await ctx.factories.user('admin');
  small = await ctx.factories.user('teacher');
  big = await ctx.factories.user('teacher');
  const students = [await ctx.factories.user('student'), await ctx.factories.user('student')].map((s) => s.id);
  await fillClasses(small.id, 1, 1, students);
  await fillClasses(big.id, BIG_CLASSES, TOPICS_PER_CLASS, students);
});
afterAll(() => ctx.close());

describe('query count', () => {
  it('the dashboard runs the same 4 statements for 1 class and for 50 classes × 20 topics', async () => {
    const forSmall = await statementsFor('/api/dashboard', small);
    const forBig = await statementsFor('/api/dashboard', big);
    const forAdmin = await statementsFor('/api/dashboard', admin);
    // Classes-with-teachers + newest assignments + counts.
    expect(forSmall).toBe(3);
    expect(forBig).toBe(forSmall);
    expect(forAdmin).toBe(forSmall);
  });

  it('and the big dashboard is still right', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/dashboard', token: big.token });
    const body = dashboardSchema.parse(res.json());
    expect(body.classes).toHaveLength(3);
    expect(body.assignments).toHaveLength(3);
    const content = BIG_CLASSES * TOPICS_PER_CLASS;
    expect(body.stats).toEqual({ classes: BIG_CLASSES, assignments: content, materials: content, students: 2 * BIG_CLASSES });
  });

  it('each list page is one statement, whatever the size of the school', async () => {
    for (const url of ['/api/assignments', '/api/materials', '/api/assignments?limit=200']) {
      expect(await statementsFor(url, small)).toBe(1);
      expect(await statementsFor(url, big)).toBe(1);
    }
  });
});
