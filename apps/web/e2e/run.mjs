#!/usr/bin/env node
// End-to-end tests: starts the production server (a snapshot of apps/server/dist and apps/web/dist)
// on free ports with throwaway DATA_DIRs (one per Vitest worker) and a known first admin, runs the
// Vitest suites in e2e/ against them in Chromium, three files at a time, then runs the files journeys again against a second server that stores files in S3 (s3rver on
// 127.0.0.1), then stops both and deletes the data. Builds first when a dist/ is missing.
// `node apps/web/e2e/run.mjs --screenshots` captures the screenshots instead of running the tests.
// Extra arguments are passed to Vitest (e.g. a file filter: `run.mjs login`).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { ensureChromium } from '../../../scripts/ensure-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
ensureChromium();
const args = process.argv.slice(2);
const screenshots = args.includes('--screenshots');
const vitestArgs = args.filter((arg) => arg !== '--screenshots');

function buildIfMissing(workspace, output) {
  if (existsSync(join(root, output))) return;
  console.log(`e2e: ${output} is missing, building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(baseUrl, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/login`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not answer at ${baseUrl} within ${timeoutMs} ms`);
}

/**
 * Copies both builds into `dir` (keeping apps/server/dist beside apps/web/dist, where the server
 * looks for the web app), so a rebuild started elsewhere during the run cannot pull files from
 * under the server. Retries while a build is caught half-written.
 */
async function snapshotBuilds(dir) {
  for (let attempt = 1; ; attempt++) {
    rmSync(join(dir, 'apps'), { recursive: true, force: true });
    for (const app of ['server', 'web']) {
      mkdirSync(join(dir, 'apps', app), { recursive: true });
      cpSync(join(root, 'apps', app, 'dist'), join(dir, 'apps', app, 'dist'), { recursive: true });
    }
    const html = existsSync(join(dir, 'apps/web/dist/index.html'))
      ? readFileSync(join(dir, 'apps/web/dist/index.html'), 'utf8')
      : '';
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
    const complete =
      html !== '' &&
      existsSync(join(dir, 'apps/server/dist/main.js')) &&
      assets.every((asset) => existsSync(join(dir, 'apps/web/dist', asset)));
    if (complete) break;
    if (attempt === 10) throw new Error('the builds in apps/*/dist stayed incomplete (a build running elsewhere?)');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  // The server bundle imports its dependencies from node_modules.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

buildIfMissing('apps/web', 'apps/web/dist/index.html');
buildIfMissing('apps/server', 'apps/server/dist/main.js');
const snapshotDir = mkdtempSync(join(tmpdir(), 'lyceum-e2e-build-'));
await snapshotBuilds(snapshotDir);

const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password', name: 'Ada Admin' };
const dataDirs = [];

/** The production server on a free port with a throwaway DATA_DIR (the database, and the files unless `storageEnv` names a bucket). */
async function startServer(storageEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lyceum-e2e-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [join(snapshotDir, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      LOG_LEVEL: 'warn',
      // Every test signs in; the production limit of 10 sign-ins per window would trip.
      LOGIN_RATE_LIMIT: '10000',
      ...storageEnv,
    },
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      resolve();
    }, 5_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const S3_BUCKET = 'lyceum-e2e';

/**
 * A real S3-compatible server (s3rver, as the server's own tests use) on 127.0.0.1 with an empty
 * bucket, and a second Lyceum server that keeps its files there, as a school's several processes
 * sharing PostgreSQL would. The suites of S3_SUITES (vitest.config.ts) run again against it.
 */
async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), 'lyceum-e2e-s3-'));
  dataDirs.push(directory);
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const server = await startServer({
    S3_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  return { s3, server, bucketUrl: `${endpoint}/${S3_BUCKET}` };
}

/** Vitest over the e2e suites against `baseUrl` (one server per worker, comma-separated); resolves with its exit code. Asynchronous, so s3rver (in this process) keeps answering. */
function runVitest(baseUrl, suite, extraEnv = {}) {
  const child = spawn('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...vitestArgs, ...(suite === 's3' ? ['--passWithNoTests'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_ADMIN_NAME: admin.name,
      E2E_SUITE: suite,
      ...extraEnv,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Three files at a time (E2E_WORKERS), each Vitest worker with a server of its own (support/env.ts):
 * a browser test waits for pages, animations and the server part of its time, so even on the
 * 2-core machines a third file fills what two leave idle. Measured there, quiet: 360 s with three
 * (26 of 716 CPU-seconds idle) against 391 s with two (106 idle). Screenshots stay one at a time.
 */
const workers = screenshots ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 3) || 1);

let exitCode = 1;
const disks = [];
let s3;
try {
  // All servers start together; the S3 one waits idle until the disk run is over.
  for (let i = 0; i < workers; i++) disks.push(await startServer());
  s3 = screenshots ? undefined : await startS3();
  await Promise.all([...disks.map((disk) => waitForServer(disk.baseUrl, disk.child)), s3 && waitForServer(s3.server.baseUrl, s3.server.child)]);
  exitCode = await runVitest(disks.map((disk) => disk.baseUrl).join(','), screenshots ? 'screenshots' : 'tests', { E2E_WORKERS: String(workers) });
  if (exitCode === 0 && s3) {
    console.log('\ne2e: the files journeys again, with the server storing files in S3 (s3rver)');
    exitCode = await runVitest(s3.server.baseUrl, 's3', { E2E_STORAGE: 's3', E2E_S3_BUCKET_URL: s3.bucketUrl });
  }
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await Promise.all([...disks.map(stopServer), stopServer(s3?.server)]);
  await s3?.s3.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  rmSync(snapshotDir, { recursive: true, force: true });
}
process.exit(exitCode);
