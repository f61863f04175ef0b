// The calendar feed of issue 22's speed target: a student in 8 classes with 400 assignments (the
// district's classes have 50 each). Run against the live bench server, as a client would.
import { ACCOUNTS, call, PASSWORD } from './api.mjs';

/** Far from the students the other rows sign in as (student1, and the turn-in rows' student2 on). */
export const CALENDAR_STUDENT = 'student19700@district.test';
const CLASSES = 8;

/**
 * Enrols the calendar student (through the admin's API) until they are in 8 of the district's
 * classes, none of teacher1's (the coursework rows measure those at 40 students): once, a later run finds them
 * enrolled. Then creates their feed address (POST, as the Settings page does) and reads the feed
 * once: its path, size and how many classes and events it has.
 */
export async function prepareCalendarFeed(base) {
  const signIn = async (email) => (await call(base, '/api/auth/login', { method: 'POST', body: { email, password: PASSWORD } })).json;
  const me = await signIn(CALENDAR_STUDENT);
  const mine = new Set((await call(base, '/api/classes', { token: me.token })).json.map((c) => c._id));
  if (mine.size < CLASSES) {
    const admin = await signIn(ACCOUNTS.admin);
    const all = (await call(base, '/api/classes', { token: admin.token })).json;
    // The district's own classes (`<Subject> <n>`, 50 assignments each), not classes other bench steps add.
    const district = /^[A-Z][a-z]+ \d+$/;
    const spare = all.filter((c) => district.test(c.name) && !mine.has(c._id) && !c.teachers.some((t) => t.name === 'Teacher 1'));
    for (const klass of spare.slice(0, CLASSES - mine.size)) {
      await call(base, `/api/classes/${klass._id}/students`, { method: 'POST', token: admin.token, body: { students: [me._id] } });
      mine.add(klass._id);
    }
  }
  const { json: feed } = await call(base, '/api/calendar/feed', { method: 'POST', token: me.token });
  const path = new URL(feed.url).pathname;
  const res = await fetch(base + path);
  const text = await res.text();
  if (res.status !== 200 || !text.startsWith('BEGIN:VCALENDAR')) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { path, bytes: Buffer.byteLength(text), classes: mine.size, events: text.split('\r\nBEGIN:VEVENT\r\n').length - 1 };
}
