#!/usr/bin/env node
// `node bench/plans.mjs [db file]`: the SQL each hot endpoint runs, per role, with SQLite's
// EXPLAIN QUERY PLAN and the time per execution on the large data set (bench/data by default).
// `node bench/plans.mjs --serializers [db file]`: zod vs fast-json-stringify on real responses.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = fileURLToPath(new URL('../apps/server/dist/bench-plans.js', import.meta.url));
const serializers = process.argv.includes('--serializers');
const args = process.argv.slice(2).filter((arg) => arg !== '--serializers');
await build({
  entryPoints: [fileURLToPath(new URL(serializers ? './plans/serializer-entry.ts' : './plans/entry.ts', import.meta.url))],
  outfile: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@lyceum\/shared\// }, (args) => ({
          path: fileURLToPath(new URL(`../packages/shared/src/${args.path.slice('@lyceum/shared/'.length)}.ts`, import.meta.url)),
        }));
      },
    },
  ],
});
// Run from apps/server/dist so the server's own node_modules resolve exactly as in production.
const result = spawnSync(process.execPath, [out, args[0] ?? `${root}bench/data/lyceum.db`], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
