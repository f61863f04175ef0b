import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { ensureFirstAdmin } from '../../src/bootstrap-admin';
import { loadConfig } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrate';
import { exportArchive } from '../../src/modules/archive/export-archive';
import { DERIVED_COLUMNS, NOT_ARCHIVED, TABLES } from '../../src/modules/archive/archive-format';
import { importArchive } from '../../src/modules/archive/import-archive';
import { createTestBlobStore, type TestBlobStore } from '../blob-stores';
import { applySsoEnvironment } from '../../src/modules/sso/sso-env';
import { secretBox } from '../../src/modules/sso/sso-secrets';
import { createTestContext, freshDatabase, TEST_JWT_SECRET, testDialect, type TestContext } from '../context';
import { buildSchool, type School } from './school';
import { blobsOf, columnNames, entriesOf, readZip, tableNames } from './archive-helpers';

/**
 * A school exported from SQLite (a file, as in production, so the export reads its own snapshot
 * connection) and imported into a fresh Lyceum of the project's engine: SQLite → SQLite in the
 * sqlite project, SQLite → PostgreSQL in the postgres one. Every table compares equal row by row,
 * every column as the API reads it (ids, timestamps, the counters and list columns the triggers
 * rebuilt), and every file's bytes.
 */
let dir: string;
let source: TestContext;
let school: School;
let archive: Buffer;
let target: { db: Db; dispose: () => Promise<void> };
let targetBlobs: TestBlobStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lyceum-archive-'));
  source = await createTestContext({ sqliteFile: { file: join(dir, 'source.db'), readThreads: 0 } });
  school = await buildSchool(source);
  const res = await source.request({ method: 'GET', url: '/api/export', token: school.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lyceum-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  expect(res.headers['cache-control']).toBe('no-store');
  archive = res.rawPayload;
  await writeFile(join(dir, 'school.zip'), archive);

  // The new instance was started once: it made its first admin, whom the archive's accounts replace.
  target = await freshDatabase();
  await migrateToLatest(target.db);
  await ensureFirstAdmin(target.db.kysely, loadConfig({ ADMIN_EMAIL: 'first@new.test', ADMIN_PASSWORD: 'first-admin-password' }));
  // ...and saved the single sign-on its SSO_* variables set up, which the archive's replaces.
  await applySsoEnvironment(target.db.kysely, TEST_JWT_SECRET, { SSO_OIDC_ISSUER: 'https://env.idp.test', SSO_OIDC_CLIENT_ID: 'env', SSO_OIDC_CLIENT_SECRET: 'env-secret', SSO_OIDC_DOMAINS: 'new.test', SSO_HELP_CONTACT: 'the new office' });
  targetBlobs = await createTestBlobStore('disk');
  const { replacedAdmin } = await importArchive(target.db, targetBlobs.store, join(dir, 'school.zip'));
  expect(replacedAdmin).not.toBeNull();
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.db.close();
  await target?.dispose();
  await targetBlobs?.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Every row of the table as the engine hands it back (PostgreSQL's timestamps as ISO text, as the pool parses them), sorted by key. */
async function rowsOf(db: Db, table: string, columns: string[]): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)}`.execute(db.kysely);
  return rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

describe(`the archive, SQLite → ${testDialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('holds its manifest first, the rosters, every table in foreign-key order, then every file', async () => {
    const names = await entriesOf(archive);
    const tables = TABLES.filter((spec) => names.includes(`data/${spec.name}.jsonl`)).map((spec) => `data/${spec.name}.jsonl`);
    const files = (await source.db.kysely.selectFrom('files').select('id').orderBy('id').execute()).map((row) => `files/${row.id}`);
    expect(files).toHaveLength(4);
    expect(names).toEqual(['lyceum-archive.json', 'oneroster.zip', ...tables, ...files]);
  });

  it('leaves no table of the source unaccounted for: each is in the archive or says why not', async () => {
    const archived = new Set(TABLES.map((spec) => spec.name));
    const missing = (await tableNames(source.db)).filter((name) => !archived.has(name) && !(name in NOT_ARCHIVED));
    expect(missing).toEqual([]);
  });

  it('leaves no column of an archived table unaccounted for: each is in the archive or kept by triggers', async () => {
    for (const spec of TABLES) {
      if (!(await tableNames(source.db)).includes(spec.name)) continue;
      const accounted = new Set([...spec.columns, ...(DERIVED_COLUMNS[spec.name] ?? [])]);
      expect((await columnNames(source.db, spec.name)).filter((column) => !accounted.has(column)), spec.name).toEqual([]);
    }
  });

  it('brings every table back row for row, every column included (counters and list columns rebuilt by the triggers)', async () => {
    const targetTables = new Set(await tableNames(target.db));
    const compared: string[] = [];
    for (const table of await tableNames(source.db)) {
      if (table.startsWith('kysely_') || table === 'jobs' || table === 'calendar_feeds' || table === 'email_deliveries' || !targetTables.has(table)) continue;
      // Sign-ins under way, the replay cache and this instance's log are not archived (NOT_ARCHIVED says why).
      if (['sso_flows', 'sso_handoffs', 'saml_assertions', 'sign_in_events'].includes(table)) continue;
      // Columns of both engines: SQLite's list columns exist there only (PostgreSQL builds lists per
      // request). A class's gradebook version counts the writes that made it (migration 0019): the
      // import's writes are others, so only which classes have one is compared.
      // The search index is rebuilt by the triggers: its documents compare, not the row numbers
      // SQLite gave them, FTS5's storage or PostgreSQL's tsvector (migration 0023).
      // search_vocab (migration 0026) only ever gains words, those of documents since edited or
      // deleted included: the importing database's has the words of the documents it was given.
      if (table.startsWith('search_fts') || table === 'search_vocab') continue;
      const columns = await columnNames(target.db, table);
      const names = table === 'gradebook_versions' ? ['class_id'] : table === 'search_docs' ? ['kind', 'item_id', 'class_id', 'title', 'body'] : columns;
      const before = await rowsOf(source.db, table, names);
      expect(before.length, `${table} has rows to compare`).toBeGreaterThan(0);
      expect(await rowsOf(target.db, table, names), table).toEqual(before);
      compared.push(table);
    }
    expect(compared).toEqual(expect.arrayContaining(['users', 'classes', 'class_members', 'topics', 'materials', 'assignments', 'comments', 'submissions', 'submission_comments', 'files', 'invitations', 'imports', 'storage_usage', 'gradebook_versions', 'sso_providers', 'sso_settings', 'sso_identities']));
    if (testDialect === 'sqlite') expect(compared).toContain('school_totals');
  });

  it("keeps single sign-on's set-up: the archive's providers and settings replace the new instance's, the client secret sealed and readable under the same JWT_SECRET only", async () => {
    const providers = await target.db.kysely.selectFrom('sso_providers').select(['id', 'kind', 'label', 'secret']).orderBy('label').execute();
    expect(providers.map((row) => [row.kind, row.label])).toEqual([
      ['saml', 'District'],
      ['oidc', 'School ID'],
    ]);
    const sealed = providers.find((row) => row.kind === 'oidc')?.secret ?? '';
    expect(sealed).not.toContain('archived-client-secret');
    expect(secretBox(TEST_JWT_SECRET).open(sealed)).toBe('archived-client-secret');
    expect(secretBox('another-server-secret-that-is-long-enough').open(sealed)).toBeNull();
    const settings = await target.db.kysely.selectFrom('sso_settings').selectAll().orderBy('key').execute();
    expect(settings.map((row) => row.value).join(' ')).toContain('the school office');
    expect(settings.map((row) => row.value).join(' ')).not.toContain('the new office');
    const identities = await target.db.kysely.selectFrom('sso_identities').select(['subject']).execute();
    expect(identities).toEqual([{ subject: 'oidc-subject-of-zoe' }]);
  });

  it('carries no sign-in under way, replay cache or sign-in log', async () => {
    const names = await entriesOf(archive);
    for (const table of ['sso_flows', 'sso_handoffs', 'saml_assertions', 'sign_in_events']) {
      expect(names).not.toContain(`data/${table}.jsonl`);
      expect(NOT_ARCHIVED[table], table).toBeTruthy();
    }
  });

  it('brings every file back byte for byte, and nothing else', async () => {
    const sourceBlobs = await blobsOf(source.blobs.store);
    expect(sourceBlobs.size).toBe(4);
    expect(await blobsOf(targetBlobs.store)).toEqual(sourceBlobs);
  });

  it(`exports the imported school from ${testDialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} again with the same data, byte for byte`, async () => {
    const run = exportArchive(target.db, targetBlobs.store);
    const chunks: Buffer[] = [];
    for await (const chunk of run.stream) chunks.push(chunk as Buffer);
    const manifest = await run.done;
    expect(manifest.source).toBe(testDialect);
    const data = (entries: [string, Buffer][]) => entries.filter(([name]) => name.startsWith('data/') || name.startsWith('files/'));
    const again = data(await readZip(Buffer.concat(chunks)));
    const first = data(await readZip(archive));
    expect(again.map(([name]) => name)).toEqual(first.map(([name]) => name));
    for (const [index, [name, bytes]] of first.entries()) expect(again[index]?.[1].equals(bytes), name).toBe(true);
  });

  it('makes new ids after the archive\'s in the tables that generate them (events, notifications)', async () => {
    for (const { name } of TABLES.filter((spec) => spec.identity)) {
      const { rows } = await sql<{ id: number }>`SELECT max(id) AS id FROM ${sql.table(name)}`.execute(target.db.kysely);
      const max = Number(rows[0]?.id);
      expect(max, `${name} came with rows`).toBeGreaterThan(0);
      if (name !== 'events') continue;
      const { rows: made } = await sql<{ id: number }>`
        INSERT INTO events (kind, audience, changes, created_at) VALUES ('test', 'class', '[]', '2026-05-01T00:00:00.000Z') RETURNING id`.execute(target.db.kysely);
      expect(Number(made[0]?.id)).toBe(max + 1);
    }
  });
});
