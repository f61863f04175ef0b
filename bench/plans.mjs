#!/usr/bin/env node
// `node bench/plans.mjs [db file]`: the SQL each hot endpoint runs, per role, with SQLite's
// EXPLAIN QUERY PLAN and the time per execution on the large data set (bench/data by default).
// `node bench/plans.mjs --serializers [db file]`: zod vs fast-json-stringify on real responses.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleServerModule } from './lib/bundle-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = fileURLToPath(new URL('../apps/server/dist/bench-plans.js', import.meta.url));
const serializers = process.argv.includes('--serializers');
const args = process.argv.slice(2).filter((arg) => arg !== '--serializers');
await bundleServerModule(fileURLToPath(new URL(serializers ? './plans/serializer-entry.ts' : './plans/entry.ts', import.meta.url)), out);
// Run from apps/server/dist so the server's own node_modules resolve exactly as in production.
const result = spawnSync(process.execPath, [out, args[0] ?? `${root}bench/data/lyceum.db`], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
