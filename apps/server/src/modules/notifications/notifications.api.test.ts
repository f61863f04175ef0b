import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_MSG } from '@lyceum/shared/notification-messages';
import { NOTIFICATION_KINDS, type NotificationPage } from '@lyceum/shared/notifications';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

/** The bell's API: paging newest first, the unread count, marking read, preferences; nobody reaches another's. */
let ctx: TestContext;
let teacher: TestUser;
let student: TestUser;
let other: TestUser;
let topicId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  teacher = await f.user('teacher');
  student = await f.user('student');
  other = await f.user('student');
  const klass = await f.klass({ teachers: [teacher.id], students: [student.id, other.id] });
  topicId = (await f.topic(klass.id)).id;
  for (let i = 1; i <= 25; i += 1) {
    const res = await ctx.request({ method: 'POST', url: '/api/materials', token: teacher.token, payload: { title: `Lesson ${i}`, content: '<p>x</p>', topic: topicId } });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) => ctx.request({ method: 'GET', url, token: user.token });
const post = (user: TestUser, url: string) => ctx.request({ method: 'POST', url, token: user.token, payload: {} });

describe('GET /api/notifications', () => {
  it('pages newest first with a cursor, each page strictly after the last, with the unread count', async () => {
    const titles: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await get(student, `/api/notifications?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<NotificationPage>();
      expect(page.unreadCount).toBe(25);
      sizes.push(page.items.length);
      titles.push(...page.items.map((n) => n.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(titles).toEqual(Array.from({ length: 25 }, (_, i) => `Lesson ${25 - i}`));
  });

  it('answers 20 by default, and 400 for a cursor or a limit it could not have made', async () => {
    expect((await get(student, '/api/notifications')).json<NotificationPage>().items).toHaveLength(20);
    for (const cursor of ['abc', '-1', '0', '1.5', '9'.repeat(16)]) {
      const res = await get(student, `/api/notifications?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toEqual({ message: NOTIFY_MSG.badCursor });
    }
    expect((await get(student, '/api/notifications?limit=0')).statusCode).toBe(400);
    expect((await get(student, '/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it('shows nobody else their notifications', async () => {
    const page = (await get(teacher, '/api/notifications')).json<NotificationPage>();
    expect(page).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
  });
});

describe('marking read', () => {
  it('one, then all: the unread count follows and readAt is set', async () => {
    const [first] = (await get(student, '/api/notifications?limit=1')).json<NotificationPage>().items;
    const res = await post(student, `/api/notifications/${first?._id}/read`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 24 });
    // Twice is fine: it stays read.
    expect((await post(student, `/api/notifications/${first?._id}/read`)).json()).toEqual({ unreadCount: 24 });
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unreadCount: 24 });
    const [again] = (await get(student, '/api/notifications?limit=1')).json<NotificationPage>().items;
    expect(again?.readAt).toEqual(expect.any(String));

    const all = await post(other, '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await get(other, '/api/notifications?limit=100')).json<NotificationPage>().items.every((n) => n.readAt !== null)).toBe(true);
    // The student's are untouched by the other's read-all.
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unreadCount: 24 });
  });

  it("answers another user's notification, and ids that are none, with the same 404", async () => {
    const [mine] = (await get(student, '/api/notifications?limit=1')).json<NotificationPage>().items;
    for (const [user, id] of [
      [teacher, mine?._id],
      [other, mine?._id],
      [student, '999999999'],
      [student, 'abc'],
      [student, '0'],
    ] as const) {
      const res = await post(user, `/api/notifications/${id}/read`);
      expect(res.statusCode, `${user.name} ${id}`).toBe(404);
      expect(res.json()).toEqual({ message: NOTIFY_MSG.notFound });
    }
  });
});

describe('preferences', () => {
  it('are "in app" for every kind until changed; a change names some kinds and keeps the rest', async () => {
    const initial = await get(teacher, '/api/notifications/preferences');
    // Immediate email by default, and this server sends none (no SMTP_URL): modules/email's tests cover it.
    expect(initial.json()).toEqual({ preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, channel: 'in_app' })), emailDigest: 'immediate', emailEnabled: false });
    const put = await ctx.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: teacher.token,
      payload: { preferences: [{ kind: 'comment', channel: 'both' }, { kind: 'submission_turned_in', channel: 'off' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = NOTIFICATION_KINDS.map((kind) => ({ kind, channel: kind === 'comment' ? 'both' : kind === 'submission_turned_in' ? 'off' : 'in_app' }));
    expect(put.json()).toEqual({ preferences: expected, emailDigest: 'immediate', emailEnabled: false });
    const again = await ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: teacher.token, payload: { preferences: [{ kind: 'comment', channel: 'email' }] } });
    expect(again.json().preferences.find((p: { kind: string }) => p.kind === 'comment')).toEqual({ kind: 'comment', channel: 'email' });
    expect((await get(teacher, '/api/notifications/preferences')).json().preferences.find((p: { kind: string }) => p.kind === 'submission_turned_in').channel).toBe('off');
    // Another user's are their own.
    expect((await get(student, '/api/notifications/preferences')).json()).toEqual(initial.json());
  });

  it('refuses unknown kinds and channels, an empty list and a kind named twice', async () => {
    for (const preferences of [[], [{ kind: 'gossip', channel: 'in_app' }], [{ kind: 'comment', channel: 'pigeon' }], [{ kind: 'comment', channel: 'off' }, { kind: 'comment', channel: 'in_app' }]]) {
      const res = await ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: teacher.token, payload: { preferences } });
      expect(res.statusCode, JSON.stringify(preferences)).toBe(400);
    }
  });
});
