import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailStatus } from '@lyceum/shared/email';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, type EmailTestContext } from '../../../test/email-context';

/**
 * An SMTP server that is down, refuses, or never answers: the request that made the notification
 * answers at once regardless; delivery is tried again after 1, 2, 4... minutes (and not before);
 * the admin sees the failure; the email goes once the server takes it, exactly once.
 */
const MINUTE = 60_000;

interface Scene {
  t: EmailTestContext;
  admin: TestUser;
  teacher: TestUser;
  ann: TestUser;
  topicId: string;
}

async function scene(t: EmailTestContext): Promise<Scene> {
  const f = t.ctx.factories;
  const admin = await f.user('admin');
  const teacher = await f.user('teacher');
  const ann = await f.user('student', { email: 'ann@school.test' });
  const klass = await f.klass({ teachers: [teacher.id], students: [ann.id] });
  const topicId = (await f.topic(klass.id)).id;
  // A first assignment before Ann chooses email (none is sent for it): later timings are not the first request's.
  const warmUp = await t.ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title: 'Warm-up', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } });
  expect(warmUp.statusCode).toBe(201);
  const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: ann.token, payload: { preferences: [{ kind: 'new_assignment', channel: 'email' }] } });
  expect(res.statusCode).toBe(200);
  return { t, admin, teacher, ann, topicId };
}

/** Posts an assignment and answers how long the request took. */
async function postAssignment(s: Scene, title: string): Promise<number> {
  const started = performance.now();
  const res = await s.t.ctx.request({ method: 'POST', url: '/api/assignments', token: s.teacher.token, payload: { title, description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: s.topicId } });
  const took = performance.now() - started;
  expect(res.statusCode, res.body).toBe(201);
  return took;
}

async function status(s: Scene): Promise<EmailStatus> {
  const res = await s.t.ctx.request({ method: 'GET', url: '/api/admin/email-status', token: s.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const delivery = (s: Scene) => s.t.ctx.db.kysely.selectFrom('email_deliveries').selectAll().where('user_id', '=', s.ann.id).executeTakeFirstOrThrow();

describe('an SMTP server that is down, then back', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene(await createEmailTestContext());
  });
  afterAll(() => s.t.close());

  it('fails without holding the request, pauses, shows the admin, and delivers once it is back', async () => {
    const { t } = s;
    await t.deliverer.idle();
    await t.sink.down();
    const took = await postAssignment(s, 'Essay');
    expect(took).toBeLessThan(1500);
    await t.deliverer.idle();

    const failing = await status(s);
    expect(failing).toMatchObject({ enabled: true, waiting: 1, failing: 1, lastSentAt: null });
    expect(failing.lastError?.message).toMatch(/ECONNREFUSED|connect/i);
    const row = await delivery(s);
    expect(row.attempts).toBe(1);
    expect(Date.parse(row.retry_at!) - Date.parse(row.failed_at!)).toBeGreaterThanOrEqual(MINUTE - 1000);
    expect(Date.parse(row.retry_at!) - Date.parse(row.failed_at!)).toBeLessThanOrEqual(MINUTE + 1000);

    // Within the minute nothing is tried, even once the server is back.
    const now = Date.now();
    expect(await t.deliverer.runOnce(now + 30_000)).toEqual({ sent: 0, failed: 0 });
    await t.sink.up();
    expect(await t.deliverer.runOnce(now + 30_000)).toEqual({ sent: 0, failed: 0 });
    expect(t.sink.connections()).toBe(0);

    // After it: delivered, once.
    expect(await t.deliverer.runOnce(now + MINUTE + 5_000)).toEqual({ sent: 1, failed: 0 });
    expect(t.sink.received).toHaveLength(1);
    expect(t.sink.received[0]!.envelope.to).toEqual(['ann@school.test']);
    expect(await t.deliverer.runOnce(now + 2 * MINUTE)).toEqual({ sent: 0, failed: 0 });
    const recovered = await status(s);
    expect(recovered).toMatchObject({ waiting: 0, failing: 0, lastError: failing.lastError });
    expect(recovered.lastSentAt).not.toBeNull();
    expect((await delivery(s)).attempts).toBe(0);
  });

  it('is shown to admins alone', async () => {
    for (const user of [s.teacher, s.ann]) {
      const res = await s.t.ctx.request({ method: 'GET', url: '/api/admin/email-status', token: user.token });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('an SMTP server that refuses the message', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene(await createEmailTestContext());
  });
  afterAll(() => s.t.close());

  it('is tried again after 1, then 2 minutes, not before, then delivered once', async () => {
    const { t } = s;
    await t.deliverer.idle();
    t.sink.refuse({ code: 451, message: 'Greylisted, try again later' });
    await postAssignment(s, 'Essay');
    await t.deliverer.idle();
    expect(t.sink.connections()).toBe(1);
    let row = await delivery(s);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451.*Greylisted, try again later/);
    expect((await status(s)).failing).toBe(1);

    const now = Date.now();
    expect(await t.deliverer.runOnce(now + 50_000)).toEqual({ sent: 0, failed: 0 });
    expect(await t.deliverer.runOnce(now + MINUTE + 5_000)).toEqual({ sent: 0, failed: 1 });
    row = await delivery(s);
    expect(row.attempts).toBe(2);
    // The second failure waits twice as long.
    expect(Date.parse(row.retry_at!)).toBeGreaterThanOrEqual(now + 3 * MINUTE + 4_000);
    expect(await t.deliverer.runOnce(now + 3 * MINUTE)).toEqual({ sent: 0, failed: 0 });
    expect(t.sink.connections()).toBe(2);

    t.sink.refuse(null);
    expect(await t.deliverer.runOnce(now + 4 * MINUTE)).toEqual({ sent: 1, failed: 0 });
    expect(t.sink.received).toHaveLength(1);
    expect(await status(s)).toMatchObject({ waiting: 0, failing: 0 });
  });
});

describe('an SMTP server that never answers', () => {
  let s: Scene;
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Takes the connection and says nothing: no greeting, ever.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    s = await scene(await createEmailTestContext({ smtpUrl: () => `smtp://127.0.0.1:${port}?greetingTimeout=3000&connectionTimeout=3000&socketTimeout=3000` }));
  });
  afterAll(async () => {
    await s.t.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('holds no request: the post answers at once while the delivery waits, then fails to retry', async () => {
    await s.t.deliverer.idle();
    const took = await postAssignment(s, 'Essay');
    // Well within the 3 s the delivery waits for a greeting.
    expect(took).toBeLessThan(1500);
    // The delivery is still waiting for a greeting.
    expect((await status(s)).failing).toBe(0);
    await s.t.deliverer.idle();
    const after = await status(s);
    expect(after.failing).toBe(1);
    expect(after.lastError?.message).toMatch(/greeting|timeout/i);
    expect(after.waiting).toBe(1);
  });
});
