// A second server on an empty data directory, for journeys that need a fresh database (the
// shared e2e server accumulates data from every suite, and an admin sees all of it).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { LoginResponse } from '@lyceum/shared/auth';
import type { Role } from '@lyceum/shared/roles';
import { openOriginWithoutApp } from './browser';

const serverMain = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));

export interface FreshServer {
  base: string;
  admin: { email: string; password: string; name: string };
  /** Registers a user of the role through the fresh server's admin; returns their credentials. */
  createUser(role: Exclude<Role, 'admin'>): Promise<{ email: string; password: string }>;
  /** A page signed in as the user (session stored the way the client does), on `path`. */
  openAs(browser: Browser, user: { email: string; password: string }, path: string): Promise<Page>;
  stop(): Promise<void>;
}

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

/** Starts the built server (apps/server/dist) on a free port with a throwaway DATA_DIR. */
export async function startFreshServer(): Promise<FreshServer> {
  const admin = { email: 'fresh-admin@e2e.test', password: 'fresh-admin-password', name: 'Fresh Admin' };
  const dataDir = mkdtempSync(join(tmpdir(), 'lyceum-e2e-fresh-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
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

  return {
    base,
    admin,
    async createUser(role) {
      const { token } = await login(admin.email, admin.password);
      const user = { name: `Fresh ${role}`, email: `fresh-${role}-${Date.now().toString(36)}@e2e.test`, password: 'password123', role };
      await call('POST', '/api/auth/register', user, token);
      return user;
    },
    async openAs(browser, { email, password }, path) {
      const response = await login(email, password);
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await openOriginWithoutApp(page);
      await page.evaluate(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: response.token, user: { _id: response._id, name: response.name, email, role: response.role, avatar: null } },
      );
      await page.goto(path);
      return page;
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
