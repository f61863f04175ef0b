import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/database';
import { docx, pdf, png } from './files/samples';
import { startServer, type RunningServer } from './server-process';

/**
 * The backup-and-restore steps of docs/files.md, run as written: the real server, `npm run
 * backup` (dist/backup.js) while it runs, `npm run restore` (dist/restore.js) into a fresh
 * DATA_DIR, and every file compared by its SHA-256; then the restored server serves the same bytes.
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'backup-admin@school.test', password: 'backup-admin-pw' };
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lyceum-backup-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir` (a half-written upload's folder aside) by relative path, with its SHA-256. */
function hashesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.incoming') walk(path);
      } else out[relative(dir, path)] = sha(readFileSync(path));
    }
  };
  walk(dir);
  return out;
}

/** Every row of every table, in key order: two databases with the same rows give the same text. */
function rowsOf(file: string): string {
  const db = openSqlite(file);
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
    // Ordered by every column (search_vocab has one).
    const orderOf = (name: string) => (db.prepare(`PRAGMA table_info("${name}")`).all() as unknown[]).map((_, i) => i + 1).join(', ');
    return tables.map((name) => `${name}\n${db.prepare(`SELECT * FROM "${name}" ORDER BY ${orderOf(name)}`).raw().all().map((row) => JSON.stringify(row)).join('\n')}`).join('\n');
  } finally {
    db.close();
  }
}

function run(script: 'backup' | 'restore', dataDir: string, file: string) {
  return spawnSync(process.execPath, [`dist/${script}.js`, file], { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, encoding: 'utf8' });
}

async function api(server: RunningServer, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

async function signIn(server: RunningServer): Promise<string> {
  return json(await api(server, null, 'POST', '/api/auth/login', ADMIN)).token as string;
}

describe('npm run backup and npm run restore', () => {
  it('restore into a fresh DATA_DIR the database and every file, hash for hash, and the server serves them', async () => {
    const live = join(root, 'live');
    const originals: Record<string, Buffer> = { 'worksheet.pdf': pdf('worksheet'), 'lab.png': png(), 'essay.docx': docx() };
    const server = await startServer({ DATA_DIR: live, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const set = join(root, 'backups', 'monday.db');
    let materialId: string;
    try {
      const token = await signIn(server);
      const classId = json(await api(server, token, 'POST', '/api/classes', { name: 'Physics' }))._id as string;
      const topicId = json(await api(server, token, 'POST', '/api/topics', { name: 'Optics', class: classId }))._id as string;
      const ids: Record<string, string> = {};
      for (const [name, data] of Object.entries(originals)) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(data)]), name);
        const uploaded = await api(server, token, 'POST', `/api/classes/${classId}/files`, form);
        expect(uploaded.status, uploaded.body.toString()).toBe(201);
        ids[name] = json(uploaded)._id as string;
      }
      const material = await api(server, token, 'POST', '/api/materials', {
        title: 'Lenses',
        content: '<p>Read</p>',
        topic: topicId,
        attachments: [{ kind: 'file', file: ids['worksheet.pdf'] }, { kind: 'file', file: ids['lab.png'] }, { kind: 'link', url: 'https://example.org' }],
      });
      expect(material.status, material.body.toString()).toBe(201);
      materialId = json(material)._id as string;

      const backup = run('backup', live, set);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain('3 files');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // Every file of the set is private, like the data folder.
    for (const path of [set, `${set}.manifest.json`]) expect((statSync(path).mode & 0o777).toString(8)).toBe('600');

    const fresh = join(root, 'restored');
    const restore = run('restore', fresh, set);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(hashesUnder(join(fresh, 'files'))).toEqual(hashesUnder(join(live, 'files')));
    expect(Object.keys(hashesUnder(join(fresh, 'files')))).toHaveLength(3);
    expect(rowsOf(join(fresh, 'lyceum.db'))).toBe(rowsOf(join(live, 'lyceum.db')));

    const restored = await startServer({ DATA_DIR: fresh });
    try {
      const token = await signIn(restored);
      const material = json(await api(restored, token, 'GET', `/api/materials/${materialId}`));
      const attachments = material.attachments as { kind: string; name: string; url: string }[];
      expect(attachments.map((a) => a.name)).toEqual(['worksheet.pdf', 'lab.png', 'https://example.org']);
      for (const attachment of attachments.filter((a) => a.kind === 'file')) {
        const got = await api(restored, null, 'GET', attachment.url);
        expect(got.status).toBe(200);
        expect(sha(got.body)).toBe(sha(originals[attachment.name] ?? Buffer.alloc(0)));
      }
    } finally {
      restored.child.kill('SIGTERM');
      await restored.exited;
    }

    // Not over existing data, and not from a set whose files changed.
    const again = run('restore', fresh, set);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('restore into a fresh DATA_DIR');
    const [shard] = readdirSync(`${set}.files`);
    const [blob] = readdirSync(join(`${set}.files`, shard ?? ''));
    writeFileSync(join(`${set}.files`, shard ?? '', blob ?? ''), 'tampered');
    const tampered = run('restore', join(root, 'other'), set);
    expect(tampered.status).toBe(1);
    expect(tampered.stderr).toMatch(/lyceum: restore failed: file \w+ of the backup does not match its manifest/);
  });
});
