import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap-admin';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { sqliteFile } from '../src/db/open';
import { newId } from '../src/lib/ids';
import { testDialect } from './context';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
let root: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lyceum-seed-demo-'));
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

/** The environment of a new, empty database of the engine under test (a DATA_DIR, or a PostgreSQL database). */
async function freshDatabase(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: mkdtempSync(join(root, 'data-')) };
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `lyceum_seed_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
  }
  return env;
}

/** Opens the database an environment names, as the scripts do, with the first admin `npm start` makes. */
async function openWithFirstAdmin(env: Record<string, string>): Promise<Db> {
  const config = loadConfig({ ...env, ADMIN_EMAIL: 'head@school.test', ADMIN_PASSWORD: 'head-admin-pw' });
  const db = config.DATABASE_URL ? createDb({ dialect: 'postgres', url: config.DATABASE_URL }) : createDb({ dialect: 'sqlite', file: sqliteFile(config) });
  await migrateToLatest(db);
  await ensureFirstAdmin(db.kysely, config);
  return db;
}

/** `npm run seed:demo -- <args>` as the npm script runs it, from the built output. */
function seedDemo(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['dist/seed-demo.js', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function demoAccounts(env: Record<string, string>): Promise<number> {
  const db = await openWithFirstAdmin(env);
  try {
    const row = await db.kysely.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', '%@demo.school').executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.close();
  }
}

const now = () => new Date().toISOString();

describe('npm run seed:demo', () => {
  it('fills a database that has only its first admin, and refuses one with other users unless --force', async () => {
    const fresh = await freshDatabase();
    await (await openWithFirstAdmin(fresh)).close();
    const seeded = seedDemo(fresh);
    expect(seeded.stderr).toBe('');
    expect(seeded.status).toBe(0);
    expect(await demoAccounts(fresh)).toBe(16);

    const live = await freshDatabase();
    const db = await openWithFirstAdmin(live);
    await db.kysely.insertInto('users').values({ id: newId(), name: 'Real Teacher', email: 'teacher@school.test', password_hash: 'x', role: 'teacher', created_at: now(), updated_at: now() }).execute();
    await db.close();

    const refused = seedDemo(live);
    expect(refused.status).not.toBe(0);
    // One line that says why and what to do.
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('1 user besides the first admin');
    expect(refused.stderr).toContain('npm run seed:demo -- --force');
    expect(await demoAccounts(live)).toBe(0);

    const forced = seedDemo(live, '--force');
    expect(forced.status).toBe(0);
    expect(await demoAccounts(live)).toBe(16);
  });

  it('refuses a database that has classes, even with no user but the first admin', async () => {
    const env = await freshDatabase();
    const db = await openWithFirstAdmin(env);
    await db.kysely.insertInto('classes').values({ id: newId(), name: 'Chemistry 9A', description: '', meeting_link: null, created_at: now(), updated_at: now() }).execute();
    await db.close();

    const refused = seedDemo(env);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('1 class');
    expect(refused.stderr).toContain('--force');
    expect(await demoAccounts(env)).toBe(0);
    // A mistyped --force is no way around it either.
    expect(seedDemo(env, '--froce').status).not.toBe(0);
    expect(await demoAccounts(env)).toBe(0);
  });
});
