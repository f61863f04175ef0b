import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Started by run.mjs, which provides E2E_BASE_URL and the admin's credentials.
const screenshots = process.env.E2E_SUITE === 'screenshots';
const workers = Number(process.env.E2E_WORKERS ?? 1) || 1;
/** The journeys run a second time against a server storing files in S3 (run.mjs starts it). */
const S3_SUITES = ['files.e2e.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: screenshots ? ['shots/*.shots.ts'] : process.env.E2E_SUITE === 's3' ? S3_SUITES : ['*.e2e.ts'],
    // run.mjs decides how many files run at once (E2E_WORKERS), with one server per worker.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: screenshots ? 180_000 : 45_000,
    hookTimeout: 30_000,
    reporters: ['default'],
  },
});
