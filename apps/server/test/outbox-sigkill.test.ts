import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from './context';
import { startServer, type RunningServer } from './server-process';
import { SseClient, type UpdateData } from './sse-client';

/**
 * Nothing is lost between a change and its message: the event is committed with the change, and a
 * server killed (SIGKILL) after the commit but before delivering it delivers it once restarted,
 * to a stream open when it comes back (and on PostgreSQL to a stream on another process that
 * never went away), while a client that reconnects with its Last-Event-ID gets it by replay.
 * TEST_ONLY_OUTBOX_DELAY_MS holds delivery back, so the kill lands in that window every time.
 */
const ADMIN = { email: 'outbox@school.test', password: 'outbox-admin-pw' };
const HOLD = { TEST_ONLY_OUTBOX_DELAY_MS: '600000' };
let env: Record<string, string>;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
const running: RunningServer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lyceum-outbox-'));
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOGIN_RATE_LIMIT: '1000' };
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `lyceum_outbox_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
});
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ ...env, ...extra });
  running.push(server);
  return server;
}

async function api<T>(server: RunningServer, method: string, path: string, token: string | null, body?: object): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

const signIn = async (server: RunningServer, email: string, password: string) =>
  (await api<{ token: string }>(server, 'POST', '/api/auth/login', null, { email, password })).token;

async function stream(server: RunningServer, token: string, lastEventId?: string): Promise<SseClient> {
  const { ticket } = await api<{ ticket: string }>(server, 'POST', '/api/events/ticket', token);
  const client = await SseClient.open(server.baseUrl, `/api/events?ticket=${encodeURIComponent(ticket)}`, lastEventId ? { 'last-event-id': lastEventId } : {});
  expect(client.status).toBe(200);
  return client;
}

describe('the outbox survives SIGKILL between commit and delivery', () => {
  it('delivers the event after a restart: to a stream open then, by replay, and (PostgreSQL) to another process', async () => {
    const first = await start(HOLD);
    const admin = await signIn(first, ADMIN.email, ADMIN.password);
    const register = async (name: string, role: string) =>
      (await api<{ user: { _id: string } }>(first, 'POST', '/api/auth/register', admin, { name, email: `${name.toLowerCase()}@school.test`, password: 'longenough', role })).user._id;
    const teacherId = await register('Tara', 'teacher');
    const studentId = await register('Stu', 'student');
    const klass = await api<{ _id: string }>(first, 'POST', '/api/classes', admin, { name: 'Durable', teachers: [teacherId] });
    await api(first, 'POST', `/api/classes/${klass._id}/students`, admin, { students: [studentId] });
    const teacher = await signIn(first, 'tara@school.test', 'longenough');
    const student = await signIn(first, 'stu@school.test', 'longenough');
    const topic = await api<{ _id: string }>(first, 'POST', '/api/topics', teacher, { name: 'Week 1', class: klass._id });

    // On PostgreSQL, a second process that stays up, holding delivery back too: only the restarted one can send.
    const bystander = testDialect === 'postgres' ? await start(HOLD) : null;
    const onBystander = bystander ? await stream(bystander, student) : null;
    await onBystander?.next((e) => e.event === 'ready');

    const before = await stream(first, student);
    const ready = await before.next((e) => e.event === 'ready');
    const assignment = await api<{ _id: string }>(first, 'POST', '/api/assignments', teacher, { title: 'Survives', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topic._id });
    // Committed (201), and held: nothing reached the stream.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(before.events.filter((e) => e.event === 'update')).toEqual([]);

    first.child.kill('SIGKILL');
    await first.exited;
    await before.closed;

    // Restarted, it holds delivery a moment more: long enough to open a fresh stream (no Last-Event-ID) first.
    const second = await start({ TEST_ONLY_OUTBOX_DELAY_MS: '1500' });
    const fresh = await stream(second, student);
    await fresh.next((e) => e.event === 'ready');
    const resumed = await stream(second, student, ready.id);
    await resumed.next((e) => e.event === 'ready');

    const isIt = (u: UpdateData) => u.changes[0]?.id === assignment._id;
    const replayed = await resumed.nextUpdate(isIt);
    expect(replayed.notification?.title).toBe('Survives');
    const pushed = await fresh.nextUpdate(isIt, 10_000);
    expect(pushed.id).toBe(replayed.id);
    if (onBystander) expect((await onBystander.nextUpdate(isIt, 10_000)).id).toBe(replayed.id);
    // At least once, and once only on each stream: the restarted process pushes it to the resumed stream no second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.events.filter((e) => e.id === String(replayed.id))).toHaveLength(1);
    for (const client of [fresh, resumed, onBystander]) client?.close();
  }, 120_000);
});
