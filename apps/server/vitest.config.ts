import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The integration suite runs on SQLite always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/with-postgres.mjs starts a throwaway cluster for it).
 * The file suite (uploads, downloads, storage) runs in those projects on the disk backend and once
 * more per engine against a real S3-compatible server that the run starts (test/s3-server.ts).
 */
const postgres = process.env.TEST_DATABASE_URL;
const everything = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const fileSuite = ['src/storage/**/*.test.ts', 'src/modules/files/**/*.test.ts', 'test/files/**/*.test.ts'];
// The SDK's notice that its 2027 releases need Node 22 is for operators, not for every test run.
const s3 = { LYCEUM_TEST_STORAGE: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    // At least two files at a time, even on two cores (vitest's default there is one): most of a
    // server test's time is spent waiting on commits, child processes, sockets and timers, not on
    // the CPU. Measured on the 2-core CI machine: 504 s for both engines, against 804 s one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: everything, env: { LYCEUM_TEST_DB: 'sqlite' } } },
      { extends: true, test: { name: 'sqlite-s3', include: fileSuite, globalSetup: ['test/s3-server.ts'], env: { LYCEUM_TEST_DB: 'sqlite', ...s3 } } },
      ...(postgres
        ? [
            { extends: true as const, test: { name: 'postgres', include: everything, env: { LYCEUM_TEST_DB: 'postgres' } } },
            { extends: true as const, test: { name: 'postgres-s3', include: fileSuite, globalSetup: ['test/s3-server.ts'], env: { LYCEUM_TEST_DB: 'postgres', ...s3 } } },
          ]
        : []),
    ],
  },
});
