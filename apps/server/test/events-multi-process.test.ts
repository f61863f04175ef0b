import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { TEST_JWT_SECRET, testDialect } from './context';
import { createFactories, type Factories, type TestUser } from './factories';
import { startRedis, type ThrowawayRedis } from './redis-server';
import { SseClient } from './sse-client';

/**
 * Two server processes on one database, modelled as two apps each with its own connections and
 * caches: on PostgreSQL they talk through LISTEN/NOTIFY, on SQLite (one file, two connections)
 * through Redis pub/sub (REDIS_URL), the other bus. An event made through one reaches a stream
 * open on the other; a user deleted or deactivated through one is refused by the other at once,
 * not after the user cache's five seconds.
 */
interface Node {
  app: FastifyInstance;
  db: Db;
  url: string;
}
const nodes: Node[] = [];
let redis: ThrowawayRedis | undefined;
let cleanup: () => Promise<void> = async () => undefined;
let f: Factories;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let topicId: string;

async function sharedDatabase(): Promise<{ open: () => Db; cleanup: () => Promise<void> }> {
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `lyceum_bus_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      open: () => createDb({ dialect: 'postgres', url: url.toString(), poolSize: 4 }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lyceum-bus-'));
  return { open: () => createDb({ dialect: 'sqlite', file: join(dir, 'lyceum.db') }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

beforeAll(async () => {
  const shared = await sharedDatabase();
  cleanup = shared.cleanup;
  if (testDialect === 'sqlite') redis = await startRedis();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...(redis ? { REDIS_URL: redis.url } : {}) });
  for (let i = 0; i < 2; i += 1) {
    const db = shared.open();
    if (i === 0) await migrateToLatest(db);
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    nodes.push({ app, db, url });
  }
  const [first] = nodes as [Node];
  f = createFactories(first.app, first.db);
  admin = await f.user('admin');
  teacher = await f.user('teacher');
  student = await f.user('student');
  const klass = await f.klass({ teachers: [teacher.id], students: [student.id] });
  topicId = (await f.topic(klass.id)).id;
});
afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    await node.db.close();
  }
  await redis?.stop();
  await cleanup();
});

const node = (i: 0 | 1): Node => nodes[i] as Node;

async function call(on: Node, method: string, path: string, user: TestUser, payload?: object): Promise<Response> {
  return fetch(`${on.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
}

async function streamOn(on: Node, user: TestUser): Promise<SseClient> {
  const { ticket } = (await (await call(on, 'POST', '/api/events/ticket', user)).json()) as { ticket: string };
  const client = await SseClient.open(on.url, `/api/events?ticket=${encodeURIComponent(ticket)}`);
  expect(client.status).toBe(200);
  await client.next((e) => e.event === 'ready');
  return client;
}

describe(`two server processes (${testDialect === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : 'Redis pub/sub'})`, () => {
  it('an assignment posted through one reaches a stream open on the other', async () => {
    const client = await streamOn(node(1), student);
    const res = await call(node(0), 'POST', '/api/assignments', teacher, { title: 'Across', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId });
    expect(res.status).toBe(201);
    const update = await client.nextUpdate();
    expect(update.notification).toMatchObject({ kind: 'new_assignment', title: 'Across' });
    expect(update.unreadCount).toBe(1);
    // Sent once, though both processes heard of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.rest()).toEqual([]);
    client.close();
  });

  it('a user deleted through one is refused by the other at once, and their stream there ends', async () => {
    const doomed = await f.user('student');
    // The other process has them in its cache (trusted for five seconds without a message).
    expect((await call(node(1), 'GET', '/api/notifications/unread-count', doomed)).status).toBe(200);
    const client = await streamOn(node(1), doomed);
    expect((await call(node(0), 'DELETE', `/api/users/${doomed.id}`, admin)).status).toBe(200);
    // The other process hears of it by NOTIFY, after the commit and so after the 200: its stream
    // ending shows it has heard, and from then on it refuses them without waiting out the cache.
    await client.closed;
    const refused = await call(node(1), 'GET', '/api/notifications/unread-count', doomed);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: API_MSG.invalidToken });
  });

  it('a user deactivated through one is refused by the other at once, and their stream there ends', async () => {
    const paused = await f.user('teacher');
    expect((await call(node(1), 'GET', '/api/classes', paused)).status).toBe(200);
    const client = await streamOn(node(1), paused);
    expect((await call(node(0), 'POST', `/api/users/${paused.id}/deactivate`, admin, {})).status).toBe(200);
    // As for a deletion: the NOTIFY goes out before the 200 but may reach the other process just
    // after it (CI once asked in between); the stream ending shows it has heard.
    await client.closed;
    const refused = await call(node(1), 'GET', '/api/classes', paused);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: API_MSG.invalidToken });
  });
});
