import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '@lyceum/shared/calendar';
import { createTestContext, testDialect, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { sqlitePlan } from '../../../test/query-plans';
import { queryRecorder } from '../../../test/query-recorder';

/**
 * How the feed is served: links under PUBLIC_URL, one indexed statement per feed whatever the
 * number of classes once its events are written (each assignment read in full once, then only when it changes), and the public route counted by the general rate limit per address.
 */
const PUBLIC_URL = 'https://lyceum.school.example/portal';
const LIMIT = 40;

let ctx: TestContext;
let student: TestUser;
const queries = queryRecorder();

beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_URL, API_RATE_LIMIT: String(LIMIT) },
    onQuery: queries.onQuery,
  });
  student = await ctx.factories.user('student');
  const teacher = await ctx.factories.user('teacher');
  for (let c = 0; c < 8; c += 1) {
    const klass = await ctx.factories.klass({ name: `Class ${c}`, teachers: [teacher.id], students: [student.id] });
    const topic = await ctx.factories.topic(klass.id);
    for (let a = 0; a < 5; a += 1) await ctx.factories.assignment(topic.id, { dueDate: `2030-0${1 + (a % 9)}-1${c}T10:00:00.000Z` });
  }
});
afterAll(() => ctx.close());

async function feedUrl(): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/calendar/feed', token: student.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
}

describe('the feed served', () => {
  it('links to PUBLIC_URL: the address itself and every assignment page', async () => {
    const url = await feedUrl();
    expect(url).toMatch(/^https:\/\/lyceum\.school\.example\/portal\/api\/calendar\/[\w-]{43}\.ics$/);
    const res = await ctx.request({ method: 'GET', url: new URL(url).pathname.replace('/portal', '') });
    expect(res.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(40);
    for (const event of events) {
      expect(String(event.getFirstPropertyValue('url'))).toMatch(/^https:\/\/lyceum\.school\.example\/portal\/dashboard\/classes\/\w+\/topics\/\w+\/assignments\/\w+$/);
    }
  });

  it('is one statement for 8 classes of assignments once their events are written, every step an index lookup', async () => {
    const path = new URL(await feedUrl()).pathname.replace('/portal', '');
    // The first test wrote every event already; a fresh app's first feed would read them in full too (a second statement).
    const { result: res, statements } = await queries.during(() => ctx.request({ method: 'GET', url: path }));
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(statements).toHaveLength(1);
    expect(body.split('BEGIN:VEVENT')).toHaveLength(41);
    if (testDialect === 'sqlite' && ctx.db.sqlite) {
      const details = sqlitePlan(ctx.db.sqlite, statements[0] ?? '');
      // SEARCH: found through an index; a SCAN would read a whole table (or index).
      expect(details.filter((d) => d.startsWith('SCAN'))).toEqual([]);
      // The sixth is the school's default language (the feed's name when its owner chose none), by its key.
      expect(details.filter((d) => d.startsWith('SEARCH'))).toHaveLength(6);
      expect(details.filter((d) => d.startsWith('SEARCH school_settings USING'))).toHaveLength(1);
    }
  });

  it('is rate limited per address like every public route: 429 with Retry-After past API_RATE_LIMIT a minute', async () => {
    const unknown = `/api/calendar/${'Z'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await ctx.request({ method: 'GET', url: unknown, remoteAddress: '203.0.113.9' })).statusCode);
    expect(statuses.slice(0, LIMIT).every((s) => s === 404)).toBe(true);
    const refused = await ctx.request({ method: 'GET', url: unknown, remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is counted on its own.
    const other = await ctx.request({ method: 'GET', url: unknown, remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: CALENDAR_MSG.feedNotFound });
  });
});
