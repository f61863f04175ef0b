import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createTestBlobStore, type TestBlobStore } from './blob-stores';
import { createFactories, type Factories } from './factories';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type Dialect = 'sqlite' | 'postgres';
export const testDialect: Dialect = process.env.LYCEUM_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  factories: Factories;
  /** The uploaded files' store of this app: a fresh directory, or a fresh bucket in the S3 projects. */
  blobs: TestBlobStore;
  /** app.inject with a bearer token when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Sees the SQL of every statement the app runs (migrations included): for query-count tests. */
  onQuery?: (sql: string) => void;
  /** Extra environment for loadConfig (e.g. higher rate limits for tests that send thousands of calls). */
  env?: Record<string, string>;
  /**
   * SQLite whatever the project's engine, in a file with this many reader threads (see
   * db/read-pool.ts): for the SQLite-only paths, so they are tested in every run.
   */
  sqliteFile?: { file: string; readThreads: number };
  /** A web build to serve beside the API (a directory with index.html); none by default. */
  webDist?: string;
}

/** The `unit` project (vitest.config.ts) runs its files once, on no engine: none of them may open a database. */
function refuseInUnitProject(): void {
  if (process.env.LYCEUM_TEST_DB === 'none') {
    throw new Error('this test opens a database: remove it from the unit list in vitest.config.ts so it runs on both engines');
  }
  // Workers are not isolated (vitest.config.ts): a worker reused by another project would keep
  // the engine this module read when it was first imported.
  if ((process.env.LYCEUM_TEST_DB === 'postgres' ? 'postgres' : 'sqlite') !== testDialect) {
    throw new Error(`this worker was started for ${testDialect} but runs a ${process.env.LYCEUM_TEST_DB} file`);
  }
}

/** A fresh database (in-memory SQLite, or a new PostgreSQL database) with the full app on top. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  refuseInUnitProject();
  const { db, dispose } = options.sqliteFile
    ? { db: createDb({ dialect: 'sqlite', ...options.sqliteFile, onQuery: options.onQuery }), dispose: async () => undefined }
    : await migratedDatabase(options.onQuery);
  if (options.sqliteFile) await migrateToLatest(db);
  const blobs = await createTestBlobStore();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...blobs.env, ...options.env });
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: options.webDist ?? null, logger: false, blobs: blobs.store });
  await app.ready();
  return {
    app,
    db,
    factories: createFactories(app, db),
    blobs,
    request({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await db.close();
      await dispose();
      await blobs.dispose();
    },
  };
}

/** An empty database of the project's engine (in-memory SQLite, or a new PostgreSQL database) and how to drop it. */
export async function freshDatabase(onQuery?: (sql: string) => void): Promise<{ db: Db; dispose: () => Promise<void> }> {
  refuseInUnitProject();
  if (testDialect === 'sqlite') {
    return { db: createDb({ dialect: 'sqlite', file: ':memory:', onQuery }), dispose: async () => undefined };
  }
  return postgresDatabase(null, onQuery);
}

/**
 * A database of the project's engine at the latest schema, and how to drop it. On PostgreSQL, a
 * copy of the run's migrated template (test/postgres-template.ts), unless the caller watches the
 * SQL, which then sees the migrations run.
 */
export async function migratedDatabase(onQuery?: (sql: string) => void): Promise<{ db: Db; dispose: () => Promise<void> }> {
  refuseInUnitProject();
  if (testDialect === 'postgres' && !onQuery) return postgresDatabase(inject('postgresTemplate'));
  const fresh = await freshDatabase(onQuery);
  await migrateToLatest(fresh.db);
  return fresh;
}

/** A new PostgreSQL database, empty or a copy of `template`. */
async function postgresDatabase(template: string | null, onQuery?: (sql: string) => void): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const name = `lyceum_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // FILE_COPY: copying the template's few files is quicker than WAL_LOG's block by block (200 ms against 300).
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: createDb({ dialect: 'postgres', url: url.toString(), poolSize: 4, onQuery }),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
