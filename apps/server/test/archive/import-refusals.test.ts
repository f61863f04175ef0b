import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_MSG } from '@lyceum/shared/archive-messages';
import { ensureFirstAdmin } from '../../src/bootstrap-admin';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { ArchiveRefused } from '../../src/modules/archive/archive-refused';
import { exportArchive } from '../../src/modules/archive/export-archive';
import { importArchive } from '../../src/modules/archive/import-archive';
import { zipOf } from '../../src/modules/imports/oneroster/test-support/bundle';
import { createTestBlobStore, type TestBlobStore } from '../blob-stores';
import { createTestContext, migratedDatabase, type TestContext } from '../context';
import { readZip } from './archive-helpers';
import { buildSchool, type School } from './school';

/**
 * What the import refuses, and that a refused or failed import leaves the new instance exactly as
 * it was: its database (the first admin still there) and an empty file store. The school is
 * exported from the project's engine (PostgreSQL → PostgreSQL in the postgres project).
 */
let dir: string;
let source: TestContext;
let school: School;
let entries: [string, Buffer][];
const opened: { db: Db; dispose: () => Promise<void>; blobs: TestBlobStore }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lyceum-archive-'));
  source = await createTestContext();
  school = await buildSchool(source);
  const res = await source.request({ method: 'GET', url: '/api/export', token: school.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  entries = await readZip(res.rawPayload);
}, 120_000);

afterEach(async () => {
  for (const target of opened.splice(0)) {
    await target.db.close();
    await target.dispose();
    await target.blobs.dispose();
  }
});

afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A fresh Lyceum that was started once: its first admin and nothing else. */
async function freshInstance() {
  const { db, dispose } = await migratedDatabase();
  await ensureFirstAdmin(db.kysely, loadConfig({ ADMIN_EMAIL: 'first@new.test', ADMIN_PASSWORD: 'first-admin-password' }));
  const target = { db, dispose, blobs: await createTestBlobStore('disk') };
  opened.push(target);
  return target;
}

let written = 0;
/** The archive with some entries changed (same order), as a file. */
async function archiveWith(change: (name: string, bytes: Buffer) => Buffer | string | null = (_name, bytes) => bytes): Promise<string> {
  const files: Record<string, Buffer | string> = {};
  for (const [name, bytes] of entries) {
    const changed = change(name, bytes);
    if (changed !== null) files[name] = changed;
  }
  const path = join(dir, `changed-${(written += 1)}.zip`);
  await writeFile(path, await zipOf(files));
  return path;
}

/** What the instance holds: its users' emails and its blobs. */
async function contents(target: Awaited<ReturnType<typeof freshInstance>>) {
  const users = await target.db.kysely.selectFrom('users').select('email').orderBy('email').execute();
  const classes = await target.db.kysely.selectFrom('classes').select('id').execute();
  return { users: users.map((u) => u.email), classes: classes.length, blobs: await target.blobs.keys() };
}
const untouched = { users: ['first@new.test'], classes: 0, blobs: [] };

const lines = (bytes: Buffer) => bytes.toString('utf8').trimEnd().split('\n');

describe('importing an archive', () => {
  it('goes into an instance with only its first admin, replacing that admin', async () => {
    const target = await freshInstance();
    const result = await importArchive(target.db, target.blobs.store, await archiveWith());
    expect(result.replacedAdmin).not.toBeNull();
    const after = await contents(target);
    expect(after.users).not.toContain('first@new.test');
    expect(after.users).toContain(school.admin.email);
    expect(after.blobs).toHaveLength(4);
  });

  it('refuses a database that holds more than the first admin, and changes nothing', async () => {
    const target = await freshInstance();
    await target.db.kysely
      .insertInto('users')
      .values({ id: 'someone-here', name: 'Someone', email: 'someone@new.test', password_hash: 'x', role: 'teacher', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await expect(importArchive(target.db, target.blobs.store, await archiveWith())).rejects.toThrow(
      new ArchiveRefused('the database already has users: import into a fresh Lyceum (an empty database, or one with only its first admin)'),
    );
    expect(await contents(target)).toEqual({ ...untouched, users: ['first@new.test', 'someone@new.test'] });
  });

  it('refuses a file store that is not empty', async () => {
    const target = await freshInstance();
    await target.blobs.store.put('leftover-blob', Readable.from([Buffer.from('x')]));
    await expect(importArchive(target.db, target.blobs.store, await archiveWith())).rejects.toThrow('the file store is not empty (it holds leftover-blob)');
    expect(await contents(target)).toEqual({ ...untouched, blobs: ['leftover-blob'] });
  });

  it('imports nothing when a file does not match its row, and removes the files it had written', async () => {
    const target = await freshInstance();
    const blobs = entries.filter(([name]) => name.startsWith('files/')).map(([name]) => name);
    const last = blobs[blobs.length - 1] ?? '';
    const path = await archiveWith((name, bytes) => {
      if (name !== last) return bytes;
      const changed = Buffer.from(bytes);
      changed.writeUInt8(changed.readUInt8(changed.length - 1) ^ 0xff, changed.length - 1);
      return changed;
    });
    await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow(`${last} does not match its recorded SHA-256 and size`);
    expect(await contents(target)).toEqual(untouched);
  });

  // Regression: yauzl does not check CRC-32, so a stored entry with a damaged byte was imported as
  // if whole: here a user's name changes, which every other check would pass.
  it('refuses an entry whose bytes do not match the CRC-32 the zip recorded, and imports nothing', async () => {
    const target = await freshInstance();
    const files = Object.fromEntries(entries);
    const stored = await zipOf(files, false);
    const users = files['data/users.jsonl'];
    expect(users).toBeDefined();
    const start = stored.indexOf(users!);
    const at = stored.indexOf(school.admin.email, start);
    expect(start > 0 && at > start && at < start + users!.length).toBe(true);
    stored.write('X', at, 'latin1');
    const path = join(dir, `damaged-${(written += 1)}.zip`);
    await writeFile(path, stored);
    await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow(
      new ArchiveRefused('data/users.jsonl is damaged: its bytes do not match the checksum the archive recorded'),
    );
    expect(await contents(target)).toEqual(untouched);
  });

  it('imports nothing when a row breaks the schema (an invitation of someone not in the archive)', async () => {
    const target = await freshInstance();
    const path = await archiveWith((name, bytes) =>
      name === 'data/invitations.jsonl' ? `${lines(bytes).map((line) => line.replace(/"user_id":"[^"]+"/, '"user_id":"not-in-the-archive"')).join('\n')}\n` : bytes,
    );
    await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow();
    expect(await contents(target)).toEqual(untouched);
  });

  it('refuses a table with fewer rows than its manifest says', async () => {
    const target = await freshInstance();
    const path = await archiveWith((name, bytes) => (name === 'data/comments.jsonl' ? `${lines(bytes).slice(1).join('\n')}\n` : bytes));
    await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow(/^data\/comments\.jsonl has 3 rows; the manifest says 4$/);
    expect(await contents(target)).toEqual(untouched);
  });

  it('refuses a line that is not one of the table\'s rows', async () => {
    const target = await freshInstance();
    const path = await archiveWith((name, bytes) => (name === 'data/topics.jsonl' ? `${lines(bytes).join('\n')}\n{"id":"x","name":{"nested":true}}\n` : bytes));
    await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow(/^data\/topics\.jsonl: line 4 /);
    expect(await contents(target)).toEqual(untouched);
  });

  it('refuses a moment not written as Lyceum writes one (SQLite would store any text as a due date), and imports nothing', async () => {
    for (const [table, column, value] of [
      ['assignments', 'due_date', 'next Friday'],
      ['assignments', 'due_date', '2030-03-01T10:00:00+02:00'],
      ['comments', 'created_at', '2030-02-30T10:00:00.000Z'],
    ] as const) {
      const target = await freshInstance();
      const path = await archiveWith((name, bytes) =>
        name === `data/${table}.jsonl` ? `${lines(bytes).map((line) => line.replace(new RegExp(`"${column}":"[^"]+"`), `"${column}":"${value}"`)).join('\n')}\n` : bytes,
      );
      await expect(importArchive(target.db, target.blobs.store, path)).rejects.toThrow(
        `data/${table}.jsonl: line 1: ${column} is not a date-time as Lyceum writes it (2030-03-01T08:00:00.000Z)`,
      );
      expect(await contents(target)).toEqual(untouched);
    }
  });

  it('refuses an archive from a newer Lyceum, a file entry it has no row for, and a file that is not a zip', async () => {
    const target = await freshInstance();
    const newer = await archiveWith((name, bytes) =>
      name === 'lyceum-archive.json' ? JSON.stringify({ ...(JSON.parse(bytes.toString('utf8')) as object), migration: '9999-future' }) : bytes,
    );
    await expect(importArchive(target.db, target.blobs.store, newer)).rejects.toThrow(/^the archive comes from a newer Lyceum \(schema 9999-future; /);
    const withStranger = join(dir, 'stranger.zip');
    const files = Object.fromEntries(entries);
    await writeFile(withStranger, await zipOf({ ...files, 'files/aaaaaaaaaaaaaaaaaaaaaaaa': 'who am I' }));
    await expect(importArchive(target.db, target.blobs.store, withStranger)).rejects.toThrow('files/aaaaaaaaaaaaaaaaaaaaaaaa has no row in data/files.jsonl');
    await writeFile(join(dir, 'not.zip'), 'plain text');
    await expect(importArchive(target.db, target.blobs.store, join(dir, 'not.zip'))).rejects.toThrow(/is not a readable zip/);
    expect(await contents(target)).toEqual(untouched);
  });
});

describe('GET /api/export', () => {
  it('runs one export at a time: a second while the first is being downloaded is a 409', async () => {
    const first = await source.app.inject({ method: 'GET', url: '/api/export', headers: { authorization: `Bearer ${school.admin.token}` }, payloadAsStream: true });
    expect(first.statusCode).toBe(200);
    // The seeded school's language is Japanese (school.ts); this admin reads English.
    const second = await source.request({ method: 'GET', url: '/api/export', token: school.admin.token, headers: { 'accept-language': 'en' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: ARCHIVE_MSG.exportRunning });
    const chunks: Buffer[] = [];
    for await (const chunk of first.stream()) chunks.push(chunk as Buffer);
    expect((await readZip(Buffer.concat(chunks))).map(([name]) => name)).toEqual(entries.map(([name]) => name));
    // The export ends when its read transaction does, a round trip after the last byte on PostgreSQL.
    await vi.waitFor(async () => expect((await source.request({ method: 'GET', url: '/api/export', token: school.admin.token })).statusCode).toBe(200), { timeout: 5_000, interval: 50 });
  });
});

describe('an export abandoned half-way', () => {
  it('ends its snapshot and frees the database: the next write and the next export go through', async () => {
    const run = exportArchive(source.db, source.blobs.store);
    const failed = run.done.then(
      () => 'finished',
      (error: Error) => error.message,
    );
    for await (const chunk of run.stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // leaving the loop destroys the stream, as a download cancelled does
    }
    expect(await failed).toBe('the reader of the zip went away');
    await source.factories.user('student');
    const res = await source.request({ method: 'GET', url: '/api/export', token: school.admin.token });
    expect(res.statusCode).toBe(200);
  });

  it('HEAD does not start one', async () => {
    const res = await source.request({ method: 'HEAD', url: '/api/export', token: school.admin.token });
    expect(res.statusCode).toBe(405);
  });
});
