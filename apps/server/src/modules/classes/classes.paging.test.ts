import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classListSchema, type ClassSummary } from '@lyceum/shared/classes';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { INVALID_CURSOR } from '../lists/cursor';

// A district admin sees a thousand classes: GET /api/classes is paged like the other long lists.
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
const TOTAL = PAGE_SIZE_DEFAULT + 5;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  student = await f.user('student');
  const other = await f.user('teacher');
  for (let i = 0; i < TOTAL; i += 1) {
    // Every third class is the teacher's, with the student in every sixth; the rest belong to another teacher.
    const mine = i % 3 === 0;
    await f.klass({ teachers: [mine ? teacher.id : other.id], students: mine && i % 6 === 0 ? [student.id] : [] });
  }
});
afterAll(() => ctx.close());

/** Follows the Link headers from the first page to the last, as the web client does. */
async function walk(user: TestUser, first: string): Promise<{ pages: ClassSummary[][]; links: string[] }> {
  const pages: ClassSummary[][] = [];
  const links: string[] = [];
  let url: string | null = first;
  while (url !== null && pages.length < 10) {
    const res = await ctx.request({ method: 'GET', url, token: user.token });
    expect(res.statusCode).toBe(200);
    pages.push(classListSchema.parse(res.json()));
    const link = res.headers.link;
    url = link === undefined ? null : (/^<([^>]+)>; rel="next"$/.exec(String(link))?.[1] ?? 'unreadable');
    if (url !== null) links.push(url);
  }
  return { pages, links };
}

describe('GET /api/classes paging', () => {
  it(`sends the newest ${PAGE_SIZE_DEFAULT} first, then the rest after the Link, with no duplicate or gap`, async () => {
    const { pages, links } = await walk(admin, '/api/classes');
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE_DEFAULT, 5]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^/api/classes\\?limit=${PAGE_SIZE_DEFAULT}&cursor=[\\w-]+$`));
    const ids = pages.flat().map((c) => c._id);
    expect(new Set(ids).size).toBe(TOTAL);
    const created = pages.flat().map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('keeps each page’s teachers and counts with its own classes', async () => {
    const { pages } = await walk(admin, '/api/classes?limit=20');
    expect(pages.map((p) => p.length)).toEqual([20, 20, TOTAL - 40]);
    for (const summary of pages.flat()) {
      expect(summary.teachersCount).toBe(1);
      expect(summary.teachers).toHaveLength(1);
    }
    const mine = pages.flat().filter((c) => c.teachers.some((t) => t._id === teacher.id));
    expect(mine).toHaveLength(Math.ceil(TOTAL / 3));
    expect(mine.filter((c) => c.studentsCount === 1)).toHaveLength(Math.ceil(TOTAL / 6));
  });

  it('pages a teacher and a student over their own classes only', async () => {
    const teacherWalk = await walk(teacher, '/api/classes?limit=7');
    const taught = teacherWalk.pages.flat();
    expect(taught).toHaveLength(Math.ceil(TOTAL / 3));
    expect(taught.every((c) => c.teachers.some((t) => t._id === teacher.id))).toBe(true);
    expect(teacherWalk.pages.map((p) => p.length)).toEqual([7, 7, 5]);

    const studentWalk = await walk(student, '/api/classes?limit=3');
    expect(studentWalk.pages.flat()).toHaveLength(Math.ceil(TOTAL / 6));
    expect(studentWalk.pages.flat().every((c) => c.studentsCount === 1)).toBe(true);
  });

  it('refuses a bad limit or cursor with a 400 and a message', async () => {
    for (const [query, message] of [
      ['limit=0', /^limit must be a whole number from 1 to 200$/],
      ['limit=201', /^limit must be a whole number from 1 to 200$/],
      // Empty, a word, a fraction, or given twice (which the query parser makes a list): the same words.
      ['limit=', /^limit must be a whole number from 1 to 200$/],
      ['limit=ten', /^limit must be a whole number from 1 to 200$/],
      ['limit=2.5', /^limit must be a whole number from 1 to 200$/],
      ['limit=5&limit=6', /^limit must be a whole number from 1 to 200$/],
      // Other notations JavaScript's Number() reads (as 10, 16 and 5): a limit is written in digits.
      ['limit=1e1', /^limit must be a whole number from 1 to 200$/],
      ['limit=0x10', /^limit must be a whole number from 1 to 200$/],
      ['limit=%205', /^limit must be a whole number from 1 to 200$/],
      ['cursor=not-a-cursor', new RegExp(INVALID_CURSOR)],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url: `/api/classes?${query}`, token: admin.token });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(message);
    }
  });
});
