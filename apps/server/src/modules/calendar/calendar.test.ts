import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '@lyceum/shared/calendar';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { hashFeedToken } from './feed-token';
import { feedUrlOf } from './calendar.service';

/**
 * The calendar feed, read as calendar apps read it: parsed by ical.js (a real RFC 5545 parser),
 * every event checked against the assignments the user should see, and nothing else in it.
 */
let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
});
afterAll(() => ctx.close());

const FEED_URL = /^http:\/\/localhost(:\d+)?\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
const notFoundBody = { message: CALENDAR_MSG.feedNotFound };

async function createFeed(user: TestUser): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/calendar/feed', token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  expect(url).toMatch(FEED_URL);
  return url;
}

/** The path of a feed address, for app.inject. */
const pathOf = (url: string) => new URL(url).pathname;
const baseOf = (url: string) => url.slice(0, url.indexOf('/api/calendar/'));

const fetchFeed = (url: string) => ctx.request({ method: 'GET', url: pathOf(url) });

interface Expected {
  id: string;
  className: string;
  title: string;
  classId: string;
  topicId: string;
}

interface ParsedEvent {
  uid: string;
  dtstamp: string;
  start: string;
  end: string;
  summary: string;
  url: string;
  description: string;
}

/** A UTC date-time property as jCal has it: no TZID, a value ending in Z; as ISO with milliseconds. */
function utcOf(event: ICAL.Component, name: string): string {
  const property = event.getFirstProperty(name);
  expect(property, name).not.toBeNull();
  const [, params, type, value] = (property as ICAL.Property).toJSON() as [string, Record<string, unknown>, string, string];
  expect(type, name).toBe('date-time');
  expect(params, `${name} has no TZID`).toEqual({});
  expect(value, `${name} is in UTC`).toMatch(/Z$/);
  return new Date(value).toISOString();
}

/** The feed parsed by ical.js: exactly one VCALENDAR, and its events. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const jcal = ICAL.parse(text);
  // Several top-level components come back as an array: an injected VCALENDAR would show here.
  expect(Array.isArray(jcal[0])).toBe(false);
  const calendar = new ICAL.Component(jcal);
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  expect(calendar.getAllSubcomponents().map((c) => c.name).filter((n) => n !== 'vevent')).toEqual([]);
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    dtstamp: utcOf(event, 'dtstamp'),
    start: utcOf(event, 'dtstart'),
    end: utcOf(event, 'dtend'),
    summary: String(event.getFirstPropertyValue('summary')),
    url: String(event.getFirstPropertyValue('url')),
    description: String(event.getFirstPropertyValue('description')),
  }));
  return { calendar, events };
}

/** The RFC 5545 shape of the text itself: CRLF line ends, no line over 75 octets. */
function expectWellFormed(text: string): void {
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const long = text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75);
  expect(long).toEqual([]);
}

/** iCalendar times have whole seconds: the milliseconds the database keeps are dropped. */
const toSecond = (iso: string | undefined) => iso?.replace(/\.\d{3}Z$/, '.000Z');

/** Every event, checked against the assignments as the database holds them now, in any order. */
async function expectEvents(url: string, expected: Expected[]): Promise<ParsedEvent[]> {
  const res = await fetchFeed(url);
  expect(res.statusCode, res.body).toBe(200);
  expectWellFormed(res.body);
  const { events } = parseFeed(res.body);
  const base = baseOf(url);
  const rows = await ctx.db.kysely.selectFrom('assignments').select(['id', 'due_date', 'updated_at']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(events.map((e) => e.uid).sort()).toEqual(expected.map((e) => `${e.id}@lyceum`).sort());
  for (const want of expected) {
    const event = events.find((e) => e.uid === `${want.id}@lyceum`);
    const row = byId.get(want.id);
    const page = `${base}/dashboard/classes/${want.classId}/topics/${want.topicId}/assignments/${want.id}`;
    expect(event).toEqual({
      uid: `${want.id}@lyceum`,
      dtstamp: toSecond(row?.updated_at),
      start: toSecond(row?.due_date),
      end: toSecond(row?.due_date),
      summary: `${want.className}: ${want.title}`,
      url: page,
      description: page,
    });
  }
  return events;
}

/** A class with a topic and assignments (title, due date), taught by `teacher`. */
async function classWith(name: string, students: string[], assignments: Array<{ title: string; due: string }>) {
  const klass = await ctx.factories.klass({ name, teachers: [teacher.id], students });
  const topic = await ctx.factories.topic(klass.id);
  const made: Expected[] = [];
  for (const a of assignments) {
    const { id } = await ctx.factories.assignment(topic.id, { title: a.title, dueDate: a.due });
    made.push({ id, title: a.title, className: name, classId: klass.id, topicId: topic.id });
  }
  return { klass, topic, assignments: made };
}

describe('the feed address', () => {
  it('is null until created: reading it writes nothing; POST creates it and stores only its hash', async () => {
    const user = await ctx.factories.user('student');
    const before = await ctx.request({ method: 'GET', url: '/api/calendar/feed', token: user.token });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ url: null });
    expect(await ctx.db.kysely.selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);

    const url = await createFeed(user);
    const token = FEED_URL.exec(url)?.[2] ?? '';
    const again = await ctx.request({ method: 'GET', url: '/api/calendar/feed', token: user.token });
    expect(again.json()).toEqual({ url });
    const rows = await ctx.db.kysely.selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashFeedToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('made under another server secret is not shown (its token cannot be), so the user creates a new one', async () => {
    const user = await ctx.factories.user('teacher');
    await createFeed(user);
    expect(await feedUrlOf(ctx.db.kysely, TEST_JWT_SECRET, user.id, 'https://x.test')).toMatch(/^https:\/\/x\.test\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await feedUrlOf(ctx.db.kysely, `${TEST_JWT_SECRET}-rotated`, user.id, 'https://x.test')).toBeNull();
  });

  it('regenerated: the old address is a 404 at once, the new one works and is the one shown', async () => {
    const user = await ctx.factories.user('student');
    const old = await createFeed(user);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const fresh = await createFeed(user);
    expect(fresh).not.toBe(old);
    const res = await fetchFeed(old);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/calendar/feed', token: user.token })).json()).toEqual({ url: fresh });
    expect(await ctx.db.kysely.selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});

describe('the feed', () => {
  it("of a student: every assignment of their classes and nothing else, each event checked; a teacher's: their classes'; an admin's: empty", async () => {
    const mine = await ctx.factories.user('student');
    const algebra = await classWith('Algebra 1', [mine.id], [
      { title: 'Fractions', due: '2030-03-01T15:00:00.000Z' },
      { title: 'Decimals', due: '2030-03-08T23:59:00.000Z' },
    ]);
    const biology = await classWith('Biology', [mine.id], [{ title: 'Cells', due: '2030-02-27T08:30:00.000Z' }]);
    // Taught by the same teacher, but the student is not in it.
    const other = await classWith('Chemistry', [], [{ title: 'Acids', due: '2030-03-02T10:00:00.000Z' }]);

    const res = await fetchFeed(await createFeed(mine));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await expectEvents(await createFeed(mine), [...algebra.assignments, ...biology.assignments]);

    const teacherEvents = await expectEvents(await createFeed(teacher), await everythingTaughtBy(teacher));
    expect(teacherEvents.map((e) => e.uid)).toContain(`${other.assignments[0]?.id}@lyceum`);

    const adminFeed = await fetchFeed(await createFeed(admin));
    expect(adminFeed.statusCode).toBe(200);
    expectWellFormed(adminFeed.body);
    expect(parseFeed(adminFeed.body).events).toEqual([]);
  });

  it('follows edits (same UID, new time and title), deletions, a renamed class and a student leaving a class', async () => {
    const mine = await ctx.factories.user('student');
    const history = await classWith('History', [mine.id], [
      { title: 'Essay', due: '2030-04-01T09:00:00.000Z' },
      { title: 'Map quiz', due: '2030-04-02T09:00:00.000Z' },
    ]);
    const art = await classWith('Art', [mine.id], [{ title: 'Sketch', due: '2030-04-03T09:00:00.000Z' }]);
    const url = await createFeed(mine);
    const [essay, quiz] = history.assignments as [Expected, Expected];
    const before = await expectEvents(url, [...history.assignments, ...art.assignments]);

    const edit = await ctx.request({
      method: 'PUT',
      url: `/api/assignments/${essay.id}`,
      token: teacher.token,
      payload: { title: 'Long essay', description: '<p>Two pages</p>', dueDate: '2030-04-05T16:45:00.000Z', topic: essay.topicId },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = { ...essay, title: 'Long essay' };
    const after = await expectEvents(url, [edited, quiz, ...art.assignments]);
    const was = before.find((e) => e.uid === `${essay.id}@lyceum`);
    const now = after.find((e) => e.uid === `${essay.id}@lyceum`);
    expect(now?.start).toBe('2030-04-05T16:45:00.000Z');
    expect(now?.start).not.toBe(was?.start);
    expect(now?.summary).toBe('History: Long essay');
    expect(now?.dtstamp).not.toBe(was?.dtstamp);

    const removed = await ctx.request({ method: 'DELETE', url: `/api/assignments/${quiz.id}`, token: teacher.token });
    expect(removed.statusCode).toBe(200);
    await expectEvents(url, [edited, ...art.assignments]);

    // A renamed class: every event of it says so at once (the events' text is cached, see event-cache.ts).
    const renamed = await ctx.request({ method: 'PUT', url: `/api/classes/${art.klass.id}`, token: teacher.token, payload: { name: 'Fine Art', description: 'Drawing' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const fineArt = art.assignments.map((a) => ({ ...a, className: 'Fine Art' }));
    await expectEvents(url, [edited, ...fineArt]);

    const left = await ctx.request({ method: 'DELETE', url: `/api/classes/${history.klass.id}/students`, token: admin.token, payload: { students: [mine.id] } });
    expect(left.statusCode, left.body).toBe(200);
    await expectEvents(url, fineArt);
  });

  it('escapes titles and class names: CR/LF and BEGIN:VCALENDAR cannot add a property or a component', async () => {
    const mine = await ctx.factories.user('student');
    const evilClass = 'Evil\r\nEND:VEVENT\r\nBEGIN:VCALENDAR\r\nX-INJECTED:class\r\nEND:VCALENDAR';
    const evilTitle = 'Read; then, write \\ this\nBEGIN:VCALENDAR\rX-INJECTED:title\r\nBEGIN:VEVENT\u0007\ttab';
    const evil = await classWith(evilClass, [mine.id], [{ title: evilTitle, due: '2030-05-01T12:00:00.000Z' }]);
    const res = await fetchFeed(await createFeed(mine));
    expect(res.statusCode).toBe(200);
    expectWellFormed(res.body);
    // Only the feed's own component lines start a line.
    const starts = res.body.split('\r\n').filter((line) => /^(BEGIN|END):/.test(line));
    expect(starts).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR']);
    expect(res.body.split('\r\n').filter((line) => line.startsWith('X-INJECTED'))).toEqual([]);
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getAllProperties().map((p) => p.name)).not.toContain('x-injected');
    expect(calendar.getAllSubcomponents('vevent')[0]?.getAllProperties().map((p) => p.name)).not.toContain('x-injected');
    // The text comes back as it was, line breaks as \n and the control character (not allowed in TEXT) dropped.
    const asRead = (text: string) => text.replace(/\r\n|\r/g, '\n').replace('\u0007', '');
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe(`${asRead(evilClass)}: ${asRead(evilTitle)}`);
    expect(events[0]?.uid).toBe(`${evil.assignments[0]?.id}@lyceum`);
  });

  it('folds long lines at 75 octets without splitting a character, and they unfold to the same text', async () => {
    const mine = await ctx.factories.user('student');
    const title = `Überprüfung ${'😀é文'.repeat(30)} done`;
    const name = `Class ${'x'.repeat(200)}`;
    await classWith(name, [mine.id], [{ title, due: '2030-06-01T12:00:00.000Z' }]);
    const res = await fetchFeed(await createFeed(mine));
    expectWellFormed(res.body);
    expect(res.body).not.toContain('\uFFFD');
    expect(parseFeed(res.body).events[0]?.summary).toBe(`${name}: ${title}`);
  });
});

describe('addresses that do not work', () => {
  it("is named in its owner's language, else the school's, whoever fetches it; a bad link answers in the asker's language", async () => {
    const student = await ctx.factories.user('student');
    await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload: { locale: 'ja' } });
    const url = await createFeed(student);
    const calendarName = async () => (parseFeed((await ctx.request({ method: 'GET', url: pathOf(url), headers: { 'accept-language': 'es' } })).body).calendar.getFirstPropertyValue('x-wr-calname'));
    expect(await calendarName()).toBe('Lyceum の提出期限');
    expect(parseFeed((await fetchFeed(await createFeed(teacher))).body).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lyceum due dates');

    await ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: student.token, payload: { locale: null } });
    await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'es' } });
    try {
      expect(await calendarName()).toBe('Fechas de entrega de Lyceum');
    } finally {
      await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'en' } });
    }
    const spanish = await ctx.request({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics`, headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({ message: 'Este enlace de calendario no funciona. Crea uno nuevo en Lyceum, en Configuración.' });
  });

  it('a guessed or malformed token is a 404 with the one message', async () => {
    for (const token of ['A'.repeat(43), 'x', 'feed', '..%2F..%2Fetc', `${'b'.repeat(43)}.ics`]) {
      const res = await ctx.request({ method: 'GET', url: `/api/calendar/${token}.ics` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual(notFoundBody);
    }
  });

  it('of a deactivated user: the same 404 while deactivated; a deleted user’s feed is gone with them', async () => {
    const user = await ctx.factories.user('student');
    await classWith('Music', [user.id], [{ title: 'Scales', due: '2030-07-01T12:00:00.000Z' }]);
    const url = await createFeed(user);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: `/api/users/${user.id}/deactivate`, token: admin.token })).statusCode).toBe(200);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
    // Reactivated, the same address works again: it was never replaced.
    expect((await ctx.request({ method: 'POST', url: `/api/users/${user.id}/reactivate`, token: admin.token })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(200);

    expect((await ctx.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin.token })).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(await ctx.db.kysely.selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

/** Every assignment of every class `user` teaches, as the feed should show them. */
async function everythingTaughtBy(user: TestUser): Promise<Expected[]> {
  const rows = await ctx.db.kysely
    .selectFrom('assignments')
    .innerJoin('class_members', 'class_members.class_id', 'assignments.class_id')
    .innerJoin('classes', 'classes.id', 'assignments.class_id')
    .select(['assignments.id', 'assignments.title', 'assignments.class_id', 'assignments.topic_id', 'classes.name'])
    .where('class_members.user_id', '=', user.id)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, className: r.name, classId: r.class_id, topicId: r.topic_id }));
}
