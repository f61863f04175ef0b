// Each role's empty class list on a fresh database. The shared e2e server accumulates classes
// from every suite (and an admin sees them all), so this file starts its own server on an empty
// data directory, the way run.mjs does, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@lyceum/shared/auth';
import type { Role } from '@lyceum/shared/roles';
import { launchBrowser } from './support/browser';
import { expectVisible } from './support/expect';

const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const admin = { email: 'fresh-admin@e2e.test', password: 'fresh-admin-password', name: 'Fresh Admin' };

let server: ChildProcess;
let dataDir: string;
let base: string;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const login = (email: string, password: string) => call<LoginResponse>('POST', '/api/auth/login', { email, password });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lyceum-e2e-fresh-'));
  base = `http://127.0.0.1:${await freePort()}`;
  server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '10000',
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`fresh server exited with code ${server.exitCode}`);
    if (await fetch(`${base}/login`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('fresh server did not start');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  browser = await launchBrowser();
}, 45_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in as `email` on the fresh server (session stored the way the client does) and opens the list. */
async function openClassesAs(email: string, password: string): Promise<Page> {
  const response = await login(email, password);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: response.token, user: { _id: response._id, name: response.name, email, role: response.role, avatar: null } },
  );
  await page.goto('/dashboard/classes');
  return page;
}

async function freshUser(role: Role): Promise<{ email: string; password: string }> {
  const { token } = await login(admin.email, admin.password);
  const user = { name: `Fresh ${role}`, email: `fresh-${role}@e2e.test`, password: 'password123', role };
  await call('POST', '/api/auth/register', user, token);
  return user;
}

describe('empty class list on a fresh database (spec section 2)', () => {
  it.each([
    ['admin', 'No classes have been created yet.', true],
    ['teacher', "You haven't created any classes yet.", true],
    ['student', 'You are not enrolled in any classes yet.', false],
  ] as const)('%s sees "%s"', async (role, text, offersCreate) => {
    const who = role === 'admin' ? admin : await freshUser(role);
    const page = await openClassesAs(who.email, who.password);
    try {
      await expectVisible(page.getByRole('heading', { name: 'No Classes Found' }));
      await expectVisible(page.getByText(text, { exact: true }));
      expect(await page.getByRole('link', { name: 'Create Your First Class' }).count()).toBe(offersCreate ? 1 : 0);
      expect(await page.getByRole('link', { name: 'Create Class', exact: true }).count()).toBe(role === 'admin' ? 1 : 0);
    } finally {
      await page.context().close();
    }
  });
});
