import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from './context';
import { startServer, type RunningServer } from './server-process';

const ADMIN = { email: 'durable@school.test', password: 'durable-admin-pw' };
let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lyceum-durability-'));
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOGIN_RATE_LIMIT: '1000' };
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `lyceum_durability_${randomBytes(4).toString('hex')}`;
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
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function register(server: RunningServer, token: string, email: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Durable Student', email, password: 'student-pw', role: 'student' }),
  });
}

describe('durability of acknowledged writes', () => {
  it('keeps every write that got a 2xx when the process is killed with SIGKILL mid-stream', async () => {
    const first = await startServer(env);
    const token = await signIn(first);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in a loop until the kill; each records only what the server acknowledged.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        const email = `w${w}-${i}@school.test`;
        try {
          const res = await register(first, token, email);
          if (res.status === 201) acknowledged.push(email);
        } catch {
          return; // connection cut by the kill
        }
      }
    });
    while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;

    const second = await startServer(env);
    try {
      // The JWT secret kept in DATA_DIR survived too: the old token still works.
      const users = await fetch(`${second.baseUrl}/api/users`, { headers: { authorization: `Bearer ${token}` } });
      expect(users.status).toBe(200);
      const emails = new Set(((await users.json()) as Array<{ email: string }>).map((u) => u.email));
      const lost = acknowledged.filter((email) => !emails.has(email));
      expect(lost).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    if (testDialect === 'sqlite') {
      const db = new SQLite(join(dataDir, 'lyceum.db'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
    }
  });

  it('finishes requests in flight on SIGTERM, then exits 0', async () => {
    // Info logs show when the request has reached the server, so the signal lands mid-request
    // (argon2 hashing keeps it in flight) rather than after a guessed delay.
    const server = await startServer({ ...env, LOG_LEVEL: 'info' });
    const token = await signIn(server);
    const inFlight = register(server, token, `graceful-${Date.now()}@school.test`);
    while (!server.output().includes('"url":"/api/auth/register"')) await new Promise((r) => setTimeout(r, 2));
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    expect(await server.exited).toBe(0);
  });
});
