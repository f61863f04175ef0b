import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_MSG } from '@lyceum/shared/notification-messages';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { SseClient, type UpdateData } from '../../../test/sse-client';
import { StreamTickets } from './stream-tickets';

/**
 * The live stream over real HTTP: opened with a ticket, it carries what changed in the user's
 * classes and their new notifications, nothing of anyone else's; it resumes after Last-Event-ID.
 */
let ctx: TestContext;
let baseUrl: string;
let teacher: TestUser;
let student: TestUser;
let outsider: TestUser;
let admin: TestUser;
let klass: { id: string };
let topicId: string;
const open: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  student = await f.user('student', { name: 'Sam Student' });
  outsider = await f.user('student', { name: 'Olga Outsider' });
  admin = await f.user('admin', { name: 'Ada Admin' });
  klass = await f.klass({ teachers: [teacher.id], students: [student.id] });
  await f.klass({ students: [outsider.id] });
  topicId = (await f.topic(klass.id)).id;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  open.forEach((client) => client.close());
  await ctx.close();
});

async function ticketOf(user: TestUser): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/events/ticket', token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

/** Opens the user's stream the way the web app does, and waits for its first message. */
async function connect(user: TestUser, query = '', headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await SseClient.open(baseUrl, `/api/events?ticket=${encodeURIComponent(await ticketOf(user))}${query}`, headers);
  open.push(client);
  expect(client.status, client.body).toBe(200);
  return client;
}

const postAssignment = async (title: string): Promise<string> => {
  const res = await ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title, description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
};

const postComment = async (user: TestUser, assignmentId: string, text: string) => {
  const res = await ctx.request({ method: 'POST', url: '/api/comments', token: user.token, payload: { text, targetType: 'assignment', target: assignmentId } });
  expect(res.statusCode, res.body).toBe(201);
};

describe('opening the stream', () => {
  it('with a ticket: text/event-stream, unbuffered, and a ready message naming where it starts', async () => {
    const latest = await ctx.db.kysely.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const client = await connect(student);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    const ready = await client.next();
    expect(ready).toEqual({ event: 'ready', id: String(Number(latest?.id ?? 0)), data: '{}' });
    client.close();
  });

  it('refuses a ticket that is forged, expired, or from before a password change, with 401', async () => {
    const forged = new StreamTickets('another-secret-that-is-long-enough-to-sign').sign({ userId: student.id, tokenVersion: 0 }).ticket;
    const expired = new StreamTickets('test-secret-that-is-long-enough-for-hs256-signing').sign({ userId: student.id, tokenVersion: 0 }, Date.now() - 61_000).ticket;
    for (const ticket of [forged, expired, 'garbage', `${forged}x`]) {
      const client = await SseClient.open(baseUrl, `/api/events?ticket=${encodeURIComponent(ticket)}`);
      await client.closed;
      expect(client.status).toBe(401);
      expect(client.json()).toEqual({ message: NOTIFY_MSG.badTicket });
    }
    const changing = await ctx.factories.user('student');
    const ticket = await ticketOf(changing);
    const res = await ctx.request({ method: 'PUT', url: `/api/users/${changing.id}`, token: admin.token, payload: { password: 'a-new-password' } });
    expect(res.statusCode, res.body).toBe(200);
    const client = await SseClient.open(baseUrl, `/api/events?ticket=${encodeURIComponent(ticket)}`);
    await client.closed;
    expect(client.status).toBe(401);
  });

  it('without a ticket needs the bearer token like any route', async () => {
    const anonymous = await SseClient.open(baseUrl, '/api/events');
    await anonymous.closed;
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({ message: API_MSG.unauthenticated });
    const bearer = await SseClient.open(baseUrl, '/api/events', { authorization: `Bearer ${student.token}` });
    open.push(bearer);
    expect(bearer.status).toBe(200);
    expect((await bearer.next()).event).toBe('ready');
    bearer.close();
  });

  it('refuses a Last-Event-ID that is not an event id with 400', async () => {
    const client = await SseClient.open(baseUrl, `/api/events?ticket=${encodeURIComponent(await ticketOf(student))}`, { 'last-event-id': 'yesterday' });
    await client.closed;
    expect(client.status).toBe(400);
    expect(client.json()).toEqual({ message: NOTIFY_MSG.badLastEventId });
  });
});

describe('what a stream carries', () => {
  it("a new assignment: the class's pages change for every member and admin, the student also gets the notification and count", async () => {
    const streams = { student: await connect(student), teacher: await connect(teacher), outsider: await connect(outsider), admin: await connect(admin) };
    for (const client of Object.values(streams)) await client.next((e) => e.event === 'ready');
    const id = await postAssignment('Live one');
    const seen = await streams.student.nextUpdate();
    expect(seen.changes).toEqual([{ type: 'content', kind: 'assignment', id, classId: klass.id, topicId }]);
    expect(seen.notification).toMatchObject({ kind: 'new_assignment', title: 'Live one', actor: { name: 'Tess Teacher' } });
    expect(seen.unreadCount).toBe(1);
    const [teacherSaw, adminSaw] = [await streams.teacher.nextUpdate(), await streams.admin.nextUpdate()];
    for (const other of [teacherSaw, adminSaw]) expect(other).toEqual({ id: seen.id, changes: seen.changes, notification: null, unreadCount: null });
    // The event's SSE id is the event's: where a reconnection resumes.
    expect(streams.student.events.at(-1)?.id).toBe(String(seen.id));

    // The outsider hears nothing of another class: the next thing they get is their own class's.
    const biology = await ctx.db.kysely.selectFrom('class_members').select('class_id').where('user_id', '=', outsider.id).executeTakeFirstOrThrow();
    const otherTopic = await ctx.factories.topic(biology.class_id);
    const res = await ctx.request({ method: 'POST', url: '/api/materials', token: admin.token, payload: { title: 'Cells', content: '<p>x</p>', topic: otherTopic.id } });
    expect(res.statusCode).toBe(201);
    const outsiderSaw = await streams.outsider.nextUpdate();
    expect(outsiderSaw.notification?.title).toBe('Cells');
    expect(JSON.stringify(streams.outsider.events)).not.toContain('Live one');
    expect(streams.outsider.events.some((e) => e.id === String(seen.id))).toBe(false);
    Object.values(streams).forEach((client) => client.close());
  });

  it('a comment: every member sees the thread change, the one notified gets the excerpt', async () => {
    const assignmentId = await postAssignment('Discussed');
    const [s, t] = [await connect(student), await connect(teacher)];
    await s.next((e) => e.event === 'ready');
    await t.next((e) => e.event === 'ready');
    await postComment(student, assignmentId, 'A question');
    const change = { type: 'comments', targetType: 'assignment', targetId: assignmentId };
    // (The assignment's own event may come first: it was posted just before the streams opened.)
    const isComment = (u: UpdateData) => u.changes[0]?.type === 'comments';
    const toStudent = await s.nextUpdate(isComment);
    expect(toStudent).toMatchObject({ changes: [change], notification: null });
    const toTeacher = await t.nextUpdate(isComment);
    expect(toTeacher).toMatchObject({ changes: [change], notification: { kind: 'comment', excerpt: 'A question' } });
    s.close();
    t.close();
  });

  it("students' work: the student, the class's teachers and admins hear of it, never a classmate; a draft grade only the staff", async () => {
    const classmate = await ctx.factories.user('student');
    await ctx.db.kysely.insertInto('class_members').values({ class_id: klass.id, user_id: classmate.id, role: 'student', created_at: new Date().toISOString() }).execute();
    const res = await ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title: 'Graded', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', maxPoints: 10, topic: topicId } });
    const id = res.json<{ _id: string }>()._id;
    const [s, mate, t] = [await connect(student), await connect(classmate), await connect(teacher)];
    for (const client of [s, mate, t]) await client.next((e) => e.event === 'ready');
    const work = `/api/assignments/${id}/submissions/${student.id}`;
    const isWork = (u: UpdateData) => u.changes[0]?.type === 'submission';
    expect((await ctx.request({ method: 'POST', url: `${work}/turn-in`, token: student.token, payload: {} })).statusCode).toBe(200);
    const change = { type: 'submission', assignmentId: id, studentId: student.id, classId: klass.id };
    expect(await t.nextUpdate(isWork)).toMatchObject({ changes: [change], notification: { kind: 'submission_turned_in', title: 'Graded' } });
    expect(await s.nextUpdate(isWork)).toMatchObject({ changes: [change], notification: null });
    expect((await ctx.request({ method: 'PUT', url: `${work}/grade`, token: teacher.token, payload: { grade: 9, feedback: 'Nice' } })).statusCode).toBe(200);
    const graded = await t.nextUpdate(isWork);
    expect((await ctx.request({ method: 'POST', url: `${work}/return`, token: teacher.token, payload: {} })).statusCode).toBe(200);
    const returned = await s.nextUpdate(isWork);
    expect(returned.notification).toMatchObject({ kind: 'work_returned', title: 'Graded' });
    // The student's next update after the turn-in was the return: the draft never reached them.
    expect(s.events.some((e) => e.id === String(graded.id))).toBe(false);
    await postAssignment('For everyone');
    await mate.nextUpdate((u) => u.notification?.title === 'For everyone');
    expect(mate.events.filter((e) => e.event === 'update' && e.data.includes('"submission"'))).toEqual([]);
    for (const client of [s, mate, t]) client.close();
  });

  it("reading a notification updates the user's other tabs' count", async () => {
    const [tabA, tabB] = [await connect(student), await connect(student)];
    await tabA.next((e) => e.event === 'ready');
    await tabB.next((e) => e.event === 'ready');
    await postAssignment('Two tabs');
    const arrived = await tabA.nextUpdate((u) => u.notification !== null);
    await tabB.nextUpdate((u) => u.notification !== null);
    const before = arrived.unreadCount ?? 0;
    const res = await ctx.request({ method: 'POST', url: `/api/notifications/${arrived.notification?._id as string}/read`, token: student.token, payload: {} });
    expect(res.json()).toEqual({ unreadCount: before - 1 });
    expect(await tabB.nextUpdate((u) => u.changes.some((c) => c.type === 'notifications'))).toMatchObject({ unreadCount: before - 1, notification: null });
    tabA.close();
    tabB.close();
  });

  it('stops carrying a class to someone removed from it, and tells them', async () => {
    const leaver = await ctx.factories.user('student');
    await ctx.db.kysely.insertInto('class_members').values({ class_id: klass.id, user_id: leaver.id, role: 'student', created_at: new Date().toISOString() }).execute();
    const [client, witness] = [await connect(leaver), await connect(teacher)];
    for (const c of [client, witness]) await c.next((e) => e.event === 'ready');
    const res = await ctx.request({ method: 'DELETE', url: `/api/classes/${klass.id}/students`, token: admin.token, payload: { students: [leaver.id] } });
    expect(res.statusCode).toBe(200);
    expect((await client.nextUpdate()).changes).toEqual([{ type: 'memberships', classId: klass.id }]);
    const afterLeaving = await postAssignment('After leaving');
    // Delivered (the class's teacher has it) before they are added back: who hears of an event is
    // decided when it is delivered, and on PostgreSQL that may come after the next request.
    await witness.nextUpdate((u) => u.changes.some((c) => c.id === afterLeaving));
    // A later event of theirs arrives; the class's does not come before it.
    await ctx.request({ method: 'POST', url: '/api/notifications/read-all', token: leaver.token, payload: {} });
    await ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: leaver.token, payload: { preferences: [{ kind: 'comment', channel: 'off' }] } });
    const res2 = await ctx.request({ method: 'POST', url: `/api/classes/${klass.id}/students`, token: admin.token, payload: { students: [leaver.id] } });
    expect(res2.statusCode).toBe(200);
    const next = await client.nextUpdate();
    expect(next.notification?.kind).toBe('added_to_class');
    expect(JSON.stringify(client.events)).not.toContain('After leaving');
    client.close();
    witness.close();
  });

  it("ends a deleted user's stream at once", async () => {
    const doomed = await ctx.factories.user('student');
    const client = await connect(doomed);
    await client.next((e) => e.event === 'ready');
    const res = await ctx.request({ method: 'DELETE', url: `/api/users/${doomed.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    await client.closed;
  });
});

describe('resuming', () => {
  it('after Last-Event-ID: what was missed first, in order, then what comes', async () => {
    const first = await connect(student);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const missed = [await postAssignment('Missed 1'), await postAssignment('Missed 2')];
    const again = await connect(student, '', { 'last-event-id': ready.id ?? '' });
    expect((await again.next()).event).toBe('ready');
    const replayed = [await again.nextUpdate(), await again.nextUpdate()];
    expect(replayed.map((u) => u.changes[0]?.id)).toEqual(missed);
    expect(replayed.map((u) => u.notification?.title)).toEqual(['Missed 1', 'Missed 2']);
    expect((replayed[0] as UpdateData).id).toBeLessThan((replayed[1] as UpdateData).id);
    const live = await postAssignment('Live after');
    expect((await again.nextUpdate()).changes[0]?.id).toBe(live);
    again.close();
    // The same through the query (a stream the web app opens anew after a ticket expired).
    const viaQuery = await connect(student, `&lastEventId=${ready.id ?? ''}`);
    await viaQuery.next((e) => e.event === 'ready');
    expect((await viaQuery.nextUpdate()).changes[0]?.id).toBe(missed[0]);
    viaQuery.close();
  });

  it("a tab's first stream, from the moment it first read (since): what happened after it, else a ready alone", async () => {
    const read = new Date().toISOString();
    const posted = await postAssignment('Posted after the page read');
    const first = await connect(student, `&since=${encodeURIComponent(read)}`);
    expect((await first.next()).event).toBe('ready');
    expect((await first.nextUpdate()).changes[0]?.id).toBe(posted);
    first.close();
    // Nothing from then on: a ready naming the latest event, and only what comes after it. (Every
    // event sent out first: one published after the stream opened goes to it live, whenever made.)
    await expect.poll(async () => (await ctx.db.kysely.selectFrom('events').select('id').where('published_at', 'is', null).execute()).length, { timeout: 10_000 }).toBe(0);
    const latest = await ctx.db.kysely.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const later = await connect(student, `&since=${encodeURIComponent(new Date(Date.now() + 1).toISOString())}`);
    expect(await later.next()).toEqual({ event: 'ready', id: String(Number(latest.id)), data: '{}' });
    const live = await postAssignment('Live after a quiet start');
    expect((await later.nextUpdate()).changes[0]?.id).toBe(live);
    later.close();
  });

  it('refuses a since that is not a date-time with 400', async () => {
    for (const since of ['yesterday', '2031-01-01', `2031-01-01T10:00:00Z${'0'.repeat(40)}`]) {
      const client = await SseClient.open(baseUrl, `/api/events?ticket=${encodeURIComponent(await ticketOf(student))}&since=${encodeURIComponent(since)}`);
      await client.closed;
      expect(client.status).toBe(400);
      expect(client.json()).toEqual({ message: 'since must be an ISO date-time with a time zone' });
    }
  });

  it('after missing more than can be replayed: a reset, with the id to go on from', async () => {
    const first = await connect(student);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('events')
      .values(Array.from({ length: 201 }, () => ({ kind: 'test', class_id: klass.id, audience: 'class' as const, actor_id: null, changes: '[]', created_at: now, published_at: now })))
      .execute();
    const latest = await ctx.db.kysely.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const again = await connect(student, '', { 'last-event-id': ready.id ?? '' });
    expect(await again.next()).toEqual({ event: 'reset', id: String(Number(latest.id)), data: '{}' });
    again.close();
  });
});

describe('bad clients', () => {
  it('a client reopening in a loop: after 30 openings in a minute, 429 with Retry-After, before any database work', async () => {
    const flooder = await ctx.factories.user('student');
    const ticket = encodeURIComponent(await ticketOf(flooder));
    const statuses: number[] = [];
    let refusal: SseClient | undefined;
    for (let i = 0; i < 40; i += 1) {
      const client = await SseClient.open(baseUrl, `/api/events?ticket=${ticket}`);
      statuses.push(client.status);
      if (client.status === 429) {
        await client.closed;
        refusal ??= client;
      } else client.close();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(refusal?.json()).toEqual({ message: NOTIFY_MSG.tooManyStreams });
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not affected.
    const bystander = await connect(outsider);
    expect(bystander.status).toBe(200);
    bystander.close();
  });
});
