import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/db/database';
import { startServer } from '../server-process';

/**
 * `npm run export` and `npm run import-archive` as the npm scripts run them, from the built
 * output, between two SQLite DATA_DIRs (the PostgreSQL side is the round-trip test's): the archive
 * is private, the moved school signs in with its old password, and a second import is refused.
 */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lyceum-archive-scripts-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function script(name: string, args: string[], dataDir: string) {
  return spawnSync(process.execPath, [`dist/${name}.js`, ...args], { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, encoding: 'utf8' });
}

const ADMIN = { email: 'admin@old.test', password: 'old-admin-password' };

/** Starts the server on the DATA_DIR (its first start makes ADMIN) and signs in. */
async function signIn(dataDir: string, email: string, password: string): Promise<number> {
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const res = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return res.status;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('the export and import scripts', () => {
  it('move a school between two DATA_DIRs: the archive private, everyone signing in with their old password, a second import refused', async () => {
    const old = join(root, 'old');
    // The old instance: its first start made the admin; a teacher joined since.
    expect(await signIn(old, ADMIN.email, ADMIN.password)).toBe(200);
    const db = openSqlite(join(old, 'lyceum.db'));
    db.prepare(
      "INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at) SELECT 'teacher-moved', 'Moved Teacher', 'teacher@old.test', password_hash, 'teacher', created_at, updated_at FROM users",
    ).run();
    db.close();

    const archive = join(root, 'exports', 'school.zip');
    const exported = script('export', [archive], old);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain(`Exported the school to ${archive}`);
    expect(modeOf(archive)).toBe('600');
    expect(modeOf(join(root, 'exports'))).toBe('700');

    const fresh = join(root, 'new');
    const imported = script('import-archive', [archive], fresh);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/users +2 rows/);
    const moved = openSqlite(join(fresh, 'lyceum.db'));
    const emails = moved.prepare('SELECT email FROM users ORDER BY email').all();
    moved.close();
    expect(emails).toEqual([{ email: ADMIN.email }, { email: 'teacher@old.test' }]);
    // The new server makes no admin of its own (there are users), and the old password works.
    expect(await signIn(fresh, 'teacher@old.test', ADMIN.password)).toBe(200);

    const again = script('import-archive', [archive], fresh);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      'lyceum: import failed, nothing was imported: the database already has users: import into a fresh Lyceum (an empty database, or one with only its first admin)\n',
    );
  });
});
