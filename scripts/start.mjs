#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (web app, server bundle), then runs the
// server, which migrates the database and serves the API and the web app on one port.
// `--build-only` stops after the build (used by seed:demo and backup).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildOnly = process.argv.includes('--build-only');

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function build(workspace, output, sources) {
  const out = join(root, output);
  const stale = !existsSync(out) || newest(sources.map((s) => join(root, s))) > statSync(out).mtimeMs;
  if (!stale) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = 'packages/shared/src';
build('apps/web', 'apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', shared]);
build('apps/server', 'apps/server/dist/main.js', ['apps/server/src', shared]);
if (buildOnly) process.exit(0);

// Run the server in this very process, so signals (SIGTERM, Ctrl-C) reach it directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
