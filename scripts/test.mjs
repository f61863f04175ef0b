#!/usr/bin/env node
// `npm test`: the whole suite. Gets what the machine lacks first (Debian's chromium for the
// browser tests and redis-server for the shared rate-limit test, via apt when we are root), then: lint, type-check, the message
// catalogue's check (scripts/i18n.mjs), unit and integration
// tests (server on SQLite and on a throwaway PostgreSQL), the production build, the web bundle
// budgets (scripts/check-bundle.mjs), and the end-to-end tests in Chromium. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs steps at once, each one's output printed whole when it ends (so it does not interleave); stops at the first failure. */
async function runTogether(steps) {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ title, status, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  for (const { title, status, output } of results) {
    console.log(`\n=== ${title}`);
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`\n=== FAILED: ${title}`);
      process.exit(status ?? 1);
    }
  }
  console.log(`=== ok: ${steps.map(([title]) => title).join(' and ')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

ensureChromium();
// The shared rate-limit store test runs a throwaway redis-server.
ensureDebianPackage('redis-server', 'redis-server');
// Lint and the type-check (`npm run typecheck`'s three projects) are each one thread: side by side
// on two cores, in two halves of about the same CPU time (measured: lint 28 s, the web app's
// type-check 26 s, the server's 33 s and the shared package's 7 s; lint beside all three took 66 s).
await runTogether([
  ['lint, type-check of apps/web', 'sh', ['-c', 'npx eslint . --max-warnings 0 && npx tsc --noEmit -p apps/web']],
  ['type-check of packages/shared and apps/server', 'sh', ['-c', 'npx tsc --noEmit -p packages/shared && npx tsc --noEmit -p apps/server']],
]);
// The message catalogue (scripts/i18n.mjs): no message missing, unused or malformed in any locale.
run('messages', 'node', ['scripts/i18n.mjs', 'check']);
run('shared unit tests', 'npx', ['vitest', 'run', '--root', 'packages/shared', '--passWithNoTests']);
run('server tests (SQLite and PostgreSQL)', 'node', ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--root', 'apps/server']);
run('web unit tests', 'npx', ['vitest', 'run', '--root', 'apps/web', '--passWithNoTests']);
run('build', 'npm', ['run', 'build']);
run('web bundle budgets', 'npm', ['run', 'check:bundle']);
if (existsSync(join(root, 'apps/web/e2e'))) {
  run('end-to-end tests (Chromium)', 'node', ['apps/web/e2e/run.mjs']);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
