#!/usr/bin/env node
// `npm test`: the whole suite. Gets what the machine lacks first (Debian's chromium for the
// browser tests and redis-server for the shared rate-limit test, via apt when we are root), then: lint, type-check, unit and integration
// tests (server on SQLite and on a throwaway PostgreSQL), the production build, the web bundle
// budgets (scripts/check-bundle.mjs), and the end-to-end tests in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDebianPackage } from './ensure-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function run(title, command, args, options = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${title}`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ok: ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

ensureChromium();
// The shared rate-limit store test runs a throwaway redis-server.
ensureDebianPackage('redis-server', 'redis-server');
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('type-check', 'npm', ['run', 'typecheck']);
run('shared unit tests', 'npx', ['vitest', 'run', '--root', 'packages/shared', '--passWithNoTests']);
run('server tests (SQLite and PostgreSQL)', 'node', ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--root', 'apps/server']);
run('web unit tests', 'npx', ['vitest', 'run', '--root', 'apps/web', '--passWithNoTests']);
run('build', 'npm', ['run', 'build']);
run('web bundle budgets', 'npm', ['run', 'check:bundle']);
if (existsSync(join(root, 'apps/web/e2e'))) {
  run('end-to-end tests (Chromium)', 'node', ['apps/web/e2e/run.mjs']);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
