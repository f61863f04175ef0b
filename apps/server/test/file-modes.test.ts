import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/database';
import { startServer } from './server-process';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lyceum-modes-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every entry of the folder with its permission bits, e.g. { 'lyceum.db': '600' }. */
const modesIn = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, modeOf(join(dir, name))]));

/** The named files have these modes, and nothing else in the folder is open to others either. */
function expectPrivate(dir: string, files: Record<string, string>): void {
  const modes = modesIn(dir);
  expect(modes).toMatchObject(files);
  for (const mode of Object.values(modes)) expect(['600', '700']).toContain(mode);
}

/** `npm run backup -- <file>` as the npm script runs it, from the built output. */
function backup(dataDir: string, target: string): void {
  const result = spawnSync(process.execPath, ['dist/backup.js', target], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

// The bits a shell's usual umask (022) gives: what the server and its scripts made before.
describe('who can read the data', () => {
  it('keeps a new data folder, its database, WAL, shared memory, JWT secret and backups to the owner', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'modes@school.test', ADMIN_PASSWORD: 'modes-admin-pw' });
    try {
      // While it runs: SQLite's -wal and -shm exist beside the database.
      expect(modeOf(dataDir)).toBe('700');
      expectPrivate(dataDir, { 'lyceum.db': '600', 'lyceum.db-wal': '600', 'lyceum.db-shm': '600', 'jwt-secret': '600' });

      // Into a folder the first backup makes.
      const fresh = join(root, 'fresh', 'backups', 'monday.db');
      backup(dataDir, fresh);
      expect(modeOf(fresh)).toBe('600');
      expect(modeOf(join(root, 'fresh', 'backups'))).toBe('700');
      // Overwriting last week's backup, made readable by an older version, tightens it too.
      const old = join(root, 'fresh', 'old-backup.db');
      writeFileSync(old, '', { mode: 0o644 });
      chmodSync(old, 0o644);
      backup(dataDir, old);
      expect(modeOf(old)).toBe('600');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('tightens a data folder an older version left readable by everyone, on the next start', async () => {
    const dataDir = join(root, 'old', 'data');
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const sqlite = openSqlite(join(dataDir, 'lyceum.db'));
    sqlite.close();
    writeFileSync(join(dataDir, 'jwt-secret'), `${'s'.repeat(48)}\n`);
    writeFileSync(join(dataDir, 'notes.txt'), 'anything else kept here\n');
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);
    expect(modesIn(dataDir)).toEqual({ 'lyceum.db': '644', 'jwt-secret': '644', 'notes.txt': '644' });

    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'modes@school.test', ADMIN_PASSWORD: 'modes-admin-pw' });
    try {
      expect(modeOf(dataDir)).toBe('700');
      expectPrivate(dataDir, { 'lyceum.db': '600', 'lyceum.db-wal': '600', 'lyceum.db-shm': '600', 'jwt-secret': '600', 'notes.txt': '600' });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  // Regression: pointed at a file or a shared folder, the server made it and everything in it the
  // owner's alone (DATA_DIR=/etc/passwd left the machine's other users unable to resolve).
  it('refuses a DATA_DIR that is a file, or a folder of other things, and changes none of their modes', async () => {
    const file = join(root, 'not-a-folder.txt');
    writeFileSync(file, 'x\n');
    chmodSync(file, 0o644);
    const shared = join(root, 'shared');
    mkdirSync(join(shared, 'another-service'), { recursive: true });
    writeFileSync(join(shared, 'config.ini'), 'x\n');
    for (const path of [shared, join(shared, 'another-service'), join(shared, 'config.ini')]) chmodSync(path, path.endsWith('.ini') ? 0o644 : 0o755);

    const refused = (dataDir: string) =>
      spawnSync(process.execPath, ['dist/main.js'], { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 20_000 });
    const onFile = refused(file);
    expect(onFile.status).toBe(1);
    expect(onFile.stderr.trim()).toBe(`lyceum: DATA_DIR ${file} is not a folder: give Lyceum a folder of its own, e.g. ${file}.d`);
    expect(modeOf(file)).toBe('644');
    const onShared = refused(shared);
    expect(onShared.status).toBe(1);
    expect(onShared.stderr.trim()).toBe(`lyceum: DATA_DIR ${shared} already holds other things (another-service, config.ini) and no Lyceum data: give Lyceum an empty folder of its own, e.g. ${shared}/lyceum`);
    expect([modeOf(shared), modesIn(shared)]).toEqual(['755', { 'another-service': '755', 'config.ini': '644' }]);

    // A freshly formatted volume (only lost+found) is a folder of its own.
    const volume = join(root, 'volume');
    mkdirSync(join(volume, 'lost+found'), { recursive: true, mode: 0o755 });
    chmodSync(volume, 0o755);
    const server = await startServer({ DATA_DIR: volume, ADMIN_EMAIL: 'modes@school.test', ADMIN_PASSWORD: 'modes-admin-pw' });
    try {
      expect(modeOf(volume)).toBe('700');
      expectPrivate(volume, { 'lyceum.db': '600', 'jwt-secret': '600' });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
