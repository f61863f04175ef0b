import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Each test runs where what it depends on varies, and nowhere else:
 * - `unit`: the tests that open no database and store no file, once. In this project a test
 *   database cannot be opened (test/context.ts throws), so a listed file that starts to need one
 *   fails here instead of silently skipping an engine.
 * - `sqlite` and `postgres` (when TEST_DATABASE_URL is set; scripts/with-postgres.mjs starts a
 *   throwaway cluster): everything else, once per database engine, but for the few that need
 *   a database of no particular engine (engineIndependent: on SQLite only).
 * - The file suite (uploads, downloads, storage) once per storage backend: on disk in the `sqlite`
 *   project, and against a real S3-compatible server that the run starts (test/s3-server.ts) in
 *   `postgres-s3` (or `sqlite-s3` when no PostgreSQL is at hand). Storage does not depend on the
 *   engine, nor the engine on where blobs are kept, so each pairing need not run.
 */
const postgres = process.env.TEST_DATABASE_URL;
const everything = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const fileSuite = ['src/storage/**/*.test.ts', 'src/modules/files/**/*.test.ts', 'test/files/**/*.test.ts'];
const unit = [
  'src/config.test.ts',
  'src/db/sqlite-limit.test.ts',
  'src/lib/api-errors.messages.test.ts',
  'src/lib/csv-write.test.ts',
  'src/lib/expiring-map.test.ts',
  'src/lib/ids.test.ts',
  'src/lib/logger-options.test.ts',
  'src/lib/multipart-boundary.test.ts',
  'src/lib/network-reasons.test.ts',
  'src/lib/rich-text-thread.test.ts',
  'src/lib/rich-text.test.ts',
  'src/lib/html-nesting.test.ts',
  'src/lib/trust-proxy.test.ts',
  'src/lib/validation-issue-text.test.ts',
  'src/lib/xml-faults.test.ts',
  'src/modules/calendar/event-cache.test.ts',
  'src/modules/calendar/ical-writer.test.ts',
  'src/modules/classes/member-checks.test.ts',
  'src/modules/imports/csv-reasons.test.ts',
  'src/modules/imports/problem-text.test.ts',
  'src/modules/sso/provider-reasons.test.ts',
  'src/modules/sso/saml-check-thread.test.ts',
  'src/modules/sso/saml-client.test.ts',
  'src/modules/sso/saml-response-head.test.ts',
  'src/modules/sso/signature-keys.test.ts',
  'src/modules/sso/sso-refusal-texts.test.ts',
  'src/modules/sso/xmldom-clone-speedup.test.ts',
  'src/modules/sso/xpath-speedups.test.ts',
  'src/modules/search/highlight.test.ts',
  'src/modules/email/email-config.test.ts',
  'src/modules/files/file-name.test.ts',
  'src/modules/quizzes/attempt-rules.test.ts',
  'src/modules/quizzes/gift.test.ts',
  'src/modules/quizzes/item-scoring.test.ts',
  'src/modules/quizzes/moodle-xml.test.ts',
  'src/modules/quizzes/qti-item-reader.test.ts',
  'src/modules/quizzes/qti-package.test.ts',
  'src/modules/quizzes/qti12-canvas.test.ts',
  'src/modules/quizzes/qti3-item-writer.test.ts',
  'src/plugins/serializer.test.ts',
  'src/plugins/sign-in-counters.test.ts',
  'src/plugins/web.test.ts',
  'test/answer-shapes.test.ts',
  'test/contract/library-wording.test.ts',
  'test/qti/qti3-player.test.ts',
  'test/qti/qti3-xsd.test.ts',
];
/**
 * Files that need a database but not a particular engine, run once (on SQLite): they start a
 * server on a DATA_DIR of their own, which is SQLite whatever the project (file modes, request
 * timeouts), or test what happens before or beside the database — body limits, and the sanitiser
 * thread keeping the event loop free, reading an uploaded quiz package, the language of an error.
 */
const engineIndependent = [
  'test/file-modes.test.ts',
  'test/request-timeouts.test.ts',
  'test/rich-text-availability.test.ts',
  'src/plugins/body-limits.test.ts',
  'test/quizzes/quiz-package-upload.test.ts',
  'src/plugins/error-language.test.ts',
  // An SQLite database of their own whatever the project: SQLite's reader threads and group
  // commit, in-memory apps for headers, addresses, rate-limit stores and the query recorder, and
  // the backup, restore, export and import scripts run on SQLite DATA_DIRs (the PostgreSQL side of
  // an archive is test/archive/round-trip.test.ts's).
  'test/backup-restore.test.ts',
  'test/archive/scripts.test.ts',
  'src/db/read-pool.test.ts',
  'src/db/group-commit.test.ts',
  'src/plugins/api-docs/api-docs.test.ts',
  'src/plugins/security.test.ts',
  'test/query-recorder.test.ts',
  'test/security/forwarded-address.test.ts',
  'test/shared-rate-limits.test.ts',
  // SQLite's plans of the lists, on a SQLite file of its own (the planner's statistics of 201 classes).
  'src/modules/lists/archived-classes-plan.test.ts',
  // Answered before the database is asked: the router's 404, 405 and Allow, the body's type and
  // encoding, the rate limit's counts, the OpenAPI document and the validation of requests by it,
  // and the language of an error.
  'src/plugins/allowed-methods.test.ts',
  'src/plugins/errors.test.ts',
  'src/plugins/body-types.test.ts',
  'src/plugins/api-rate-limit.test.ts',
  'test/contract/methods.test.ts',
  'test/contract/openapi-document.test.ts',
  'test/contract/validation-messages.test.ts',
  'test/contract/conformance-invalid.test.ts',
  'src/lib/request-language.test.ts',
];
// The SDK's notice that its 2027 releases need Node 22 is for operators, not for every test run.
const s3 = { LYCEUM_TEST_STORAGE: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const engine = postgres ? 'postgres' : 'sqlite';
/** One migrated database that each PostgreSQL test database copies. */
const postgresTemplate = 'test/postgres-template.ts';
/** The server bundled once a run, before any file: some tests start it or its scripts (dist/). */
const serverBundle = 'test/server-bundle.ts';

export default defineConfig({
  test: {
    // At least two files at a time, even on two cores (vitest's default there is one): most of a
    // server test's time is spent waiting on commits, child processes, sockets and timers, not on
    // the CPU. Measured on the 2-core CI machine: 504 s for both engines, against 804 s one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file without importing the app anew for each (a fresh import of
    // Fastify, zod's schemas and the routes cost ~2 s a file: 472 s of a 776 s SQLite run, 27 s
    // without). Each file still makes its own app and database (test/context.ts); state a test
    // changes at module level is put back by that test (setSanitizeBudgetForTests).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: unit, env: { LYCEUM_TEST_DB: 'none' } } },
      { extends: true, test: { name: 'sqlite', include: everything, exclude: [...configDefaults.exclude, ...unit], globalSetup: [serverBundle], env: { LYCEUM_TEST_DB: 'sqlite' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: everything,
                exclude: [...configDefaults.exclude, ...unit, ...fileSuite, ...engineIndependent],
                globalSetup: [serverBundle, postgresTemplate],
                env: { LYCEUM_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: `${engine}-s3`,
          include: fileSuite,
          exclude: [...configDefaults.exclude, ...unit],
          globalSetup: ['test/s3-server.ts', ...(postgres ? [postgresTemplate] : [])],
          env: { LYCEUM_TEST_DB: engine, ...s3 },
        },
      },
    ],
  },
});
