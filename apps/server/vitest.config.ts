import { defineConfig } from 'vitest/config';

/**
 * The integration suite runs on SQLite always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/with-postgres.mjs starts a throwaway cluster for it).
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { LYCEUM_TEST_DB: 'sqlite' } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { LYCEUM_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
