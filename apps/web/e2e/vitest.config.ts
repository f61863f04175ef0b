import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Started by run.mjs, which provides E2E_BASE_URL and the admin's credentials.
const screenshots = process.env.E2E_SUITE === 'screenshots';
const workers = Number(process.env.E2E_WORKERS ?? 1) || 1;
/** The journeys run a second time against a server storing files in S3 (run.mjs starts it). */
const S3_SUITES = ['files.e2e.ts'];

/**
 * The files that walk every screen (support/screens.ts) or run long journeys at two sizes, longest
 * first: 40 to 100 s each of CI's 400 s of file time. With no cache of past durations (a fresh
 * clone, as on CI) Vitest starts the largest files first, which put the 200-byte axe walks last,
 * so one worker went on alone for a minute and more after the other had finished.
 */
const LONGEST = ['a11y-desktop.e2e.ts', 'a11y-phone.e2e.ts', 'a11y-arabic.e2e.ts', 'forms-focus.e2e.ts', 'pseudo-locale.e2e.ts', 'phone-screens.e2e.ts'];

/** Vitest's order (past durations when it has them, else size), with the files of LONGEST first. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(basename(file.moduleId));
      return at === -1 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: screenshots ? ['shots/*.shots.ts'] : process.env.E2E_SUITE === 's3' ? S3_SUITES : ['*.e2e.ts'],
    // run.mjs decides how many files run at once (E2E_WORKERS), with one server per worker.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The longest files start first, so the workers end together (LongestFirst).
    sequence: { sequencer: LongestFirst },
    testTimeout: screenshots ? 180_000 : 45_000,
    hookTimeout: 30_000,
    // A worker runs file after file without importing Playwright and the shared packages anew for
    // each: about 2 s a file on a loaded 2-core machine (11 short files: 26 s of imports against
    // 4.5 s, 100 s against 66 s in all). Each file still launches its own browser and makes its
    // own data; a worker's files share its server either way (support/env.ts).
    isolate: false,
    reporters: ['default'],
  },
});
