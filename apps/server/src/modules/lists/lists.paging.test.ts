import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { materialPageSchema } from '@lyceum/shared/materials';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { encodeCursor, INVALID_CURSOR } from './cursor';

let ctx: TestContext;
let teacher: TestUser;
let student: TestUser;
/** A second class whose content must never leak into the first teacher's pages. */
let outsider: TestUser;

/** Seven of each, with due dates (and creation times) shared by several, so ties cross page edges. */
const DUE = ['2026-06-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z', '2026-04-01T08:00:00.000Z', '2026-04-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z'];
const CREATED = ['2026-01-10T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-11T08:00:00.000Z', '2026-01-12T08:00:00.000Z', '2026-01-12T08:00:00.000Z', '2026-01-13T08:00:00.000Z'];

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  teacher = await f.user('teacher');
  student = await f.user('student');
  outsider = await f.user('teacher');
  const mine = await f.klass({ teachers: [teacher.id], students: [student.id] });
  const theirs = await f.klass({ teachers: [outsider.id] });
  const topic = await f.topic(mine.id);
  const other = await f.topic(theirs.id);
  for (const [i, dueDate] of DUE.entries()) {
    await f.assignment(topic.id, { dueDate });
    await f.material(topic.id, { createdAt: CREATED[i] });
    await f.assignment(other.id, { dueDate });
    await f.material(other.id, { createdAt: CREATED[i] });
  }
});
afterAll(() => ctx.close());

interface Walk {
  ids: string[];
  sizes: number[];
}

/** Follows the Link headers from the first page to the last, as a client would. */
async function walk(path: string, limit: number, user: TestUser): Promise<Walk> {
  const parse = path === '/api/assignments' ? assignmentPageSchema.parse : materialPageSchema.parse;
  const walked: Walk = { ids: [], sizes: [] };
  let url: string | null = `${path}?limit=${limit}`;
  while (url) {
    const res = await ctx.request({ method: 'GET', url, token: user.token });
    expect(res.statusCode).toBe(200);
    const items = parse(res.json());
    walked.ids.push(...items.map((i) => i._id));
    walked.sizes.push(items.length);
    const link = res.headers.link;
    if (link === undefined) break;
    const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
    expect(match, `Link header: ${String(link)}`).not.toBeNull();
    url = match?.[1] ?? null;
    expect(url?.startsWith(`${path}?limit=${limit}&cursor=`)).toBe(true);
    expect(walked.sizes.length).toBeLessThan(10);
  }
  return walked;
}

describe.each(['/api/assignments', '/api/materials'])('paging %s', (path) => {
  it('walks 7 items in pages of 3, 3 and 1 with no duplicate or gap, Link on all but the last', async () => {
    const everything = await ctx.request({ method: 'GET', url: `${path}?limit=200`, token: teacher.token });
    expect(everything.headers.link).toBeUndefined();
    const all = (everything.json() as Array<{ _id: string }>).map((i) => i._id);
    expect(all).toHaveLength(7);

    const walked = await walk(path, 3, teacher);
    expect(walked.sizes).toEqual([3, 3, 1]);
    expect(walked.ids).toEqual(all);
    expect(new Set(walked.ids).size).toBe(7);
    // The student of the same class walks the very same list.
    expect((await walk(path, 3, student)).ids).toEqual(all);
  });

  it('orders by the sort key descending and breaks ties by id descending', async () => {
    const res = await ctx.request({ method: 'GET', url: `${path}?limit=200`, token: teacher.token });
    const items = res.json() as Array<{ _id: string; dueDate?: string; createdAt: string }>;
    const keys = items.map((i) => (path === '/api/assignments' ? i.dueDate : i.createdAt) ?? '');
    expect(keys).toEqual([...(path === '/api/assignments' ? DUE : CREATED)].sort().reverse());
    for (let i = 1; i < items.length; i += 1) {
      const [before, after] = [items[i - 1], items[i]];
      if (before && after && keys[i - 1] === keys[i]) expect(before._id > after._id).toBe(true);
    }
  });

  it('sends no Link when the page holds exactly what is left', async () => {
    const res = await ctx.request({ method: 'GET', url: `${path}?limit=7`, token: teacher.token });
    expect(res.json()).toHaveLength(7);
    expect(res.headers.link).toBeUndefined();
    const walked = await walk(path, 6, teacher);
    expect(walked.sizes).toEqual([6, 1]);
  });

  it('a cursor made for one user does not show another the first user’s classes', async () => {
    const first = await ctx.request({ method: 'GET', url: `${path}?limit=1`, token: teacher.token });
    const next = /^<([^>]+)>/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const res = await ctx.request({ method: 'GET', url: next ?? '', token: outsider.token });
    expect(res.statusCode).toBe(200);
    const mine = new Set((await walk(path, 200, teacher)).ids);
    expect((res.json() as Array<{ _id: string }>).some((i) => mine.has(i._id))).toBe(false);
  });

  it('refuses a bad limit with a 400 naming it', async () => {
    for (const limit of ['0', '201', 'abc', '2.5', '-1']) {
      const res = await ctx.request({ method: 'GET', url: `${path}?limit=${limit}`, token: teacher.token });
      expect(res.statusCode, `limit=${limit}`).toBe(400);
      expect(res.json().message).toMatch(/^limit/);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });

  it('refuses a cursor it could not have made with a 400', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not-a-cursor',
      forged({ key: '2026-01-01T00:00:00.000Z', id: 'x' }),
      forged(['yesterday', 'x']),
      forged(['2026-13-45T99:99:99.000Z', 'x']),
      forged(['2026-01-01T00:00:00.000Z', '']),
      forged(['2026-01-01T00:00:00.000Z', 7]),
      forged(['2026-01-01T00:00:00.000Z', 'x'.repeat(65)]),
      'x'.repeat(201),
    ];
    for (const cursor of bad) {
      const res = await ctx.request({ method: 'GET', url: `${path}?cursor=${cursor}`, token: teacher.token });
      expect(res.statusCode, cursor).toBe(400);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
    const shaped = await ctx.request({ method: 'GET', url: `${path}?cursor=${forged(['yesterday', 'x'])}`, token: teacher.token });
    expect(shaped.json()).toEqual({ message: INVALID_CURSOR });
  });

  it('accepts a well-formed cursor past the end with an empty page', async () => {
    const cursor = encodeCursor({ key: '1970-01-01T00:00:00.000Z', id: '0' });
    const res = await ctx.request({ method: 'GET', url: `${path}?cursor=${cursor}`, token: teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers.link).toBeUndefined();
  });
});

describe('default page size', () => {
  it(`is ${PAGE_SIZE_DEFAULT}, and the Link carries it`, async () => {
    const klass = await ctx.factories.klass({ teachers: [outsider.id] });
    const topic = await ctx.factories.topic(klass.id);
    for (let i = 0; i < PAGE_SIZE_DEFAULT + 1; i += 1) await ctx.factories.material(topic.id);
    const res = await ctx.request({ method: 'GET', url: '/api/materials', token: outsider.token });
    expect(res.json()).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(String(res.headers.link)).toMatch(new RegExp(`^</api/materials\\?limit=${PAGE_SIZE_DEFAULT}&cursor=[\\w-]+>; rel="next"$`));
  });
});
