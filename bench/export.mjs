#!/usr/bin/env node
// `npm run bench:export`: the whole-school export (`npm run export`) of seed:large's district
// (20,000 users, 1,000 classes, 50,000 materials and assignments, 200,000 comments, students'
// work), timed, with the exporting process's resident memory sampled from /proc as it runs: the
// peak, and the level through the run (flat: rows and files are streamed, never held). Target
// (issue 21): <= 60 s. Then the archive is imported (`npm run import-archive`) into a fresh SQLite
// database in a temporary DATA_DIR, measured the same way. BENCH_DATABASE_URL exports a
// PostgreSQL district instead of bench/data.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureCoursework, ensureDistrict, openStore } from './lib/data.mjs';
import { ROOT, startLyceum } from './lib/proc.mjs';

const TARGET_SECONDS = 60;
const store = openStore(process.env.BENCH_DATABASE_URL || undefined);
ensureBuilt();
await ensureDistrict(store);
await ensureCoursework(store);
// The server migrates its database on start (the export script reads only a database at its own
// schema): started once and stopped, as the district would be served before it is exported.
const server = await startLyceum({ env: { ...store.env, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789' } });
await server.stop();

/** Resident and peak resident memory of a live process, in MB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Runs one of the server's scripts, sampling its memory every 100 ms; prints what it printed. */
async function measure(script, args, env, unset = []) {
  const childEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  for (const name of unset) delete childEnv[name];
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist', script), ...args], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const samples = [];
  let peak = 0;
  const timer = setInterval(() => {
    const memory = memoryOf(child.pid);
    if (!memory) return;
    samples.push(memory.rss);
    peak = Math.max(peak, memory.peak, memory.rss);
  }, 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(output);
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  // RSS at each tenth of the run: flat memory shows as a level line after the start.
  const deciles = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((tenth) => samples[Math.min(samples.length - 1, Math.floor((samples.length * tenth) / 10))] ?? 0);
  return { seconds, peak, deciles };
}

const memoryLine = ({ peak, deciles }) => `peak RSS ${peak.toFixed(0)} MB; RSS at each tenth of the run: ${deciles.map((mb) => mb.toFixed(0)).join(', ')} MB`;

const dir = mkdtempSync(join(tmpdir(), 'lyceum-export-bench-'));
const file = join(dir, 'district.zip');
try {
  const exported = await measure('export.js', [file], store.env);
  const size = statSync(file).size;
  // Into a fresh SQLite database and file store of its own (never the bench's).
  const imported = await measure('import-archive.js', [file], { DATA_DIR: join(dir, 'imported') }, ['DATABASE_URL', 'S3_BUCKET']);

  const verdict = exported.seconds <= TARGET_SECONDS ? 'met' : 'MISSED';
  console.log(`\nWhole-school export (${store.engine}): ${exported.seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s: ${verdict}), archive ${(size / 1e6).toFixed(1)} MB`);
  console.log(`  exporting process: ${memoryLine(exported)}`);
  console.log(`Import of that archive into a fresh SQLite: ${imported.seconds.toFixed(1)} s`);
  console.log(`  importing process: ${memoryLine(imported)}`);
  if (exported.seconds > TARGET_SECONDS) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
