#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster:
// initdb into a temporary folder, start on a free loopback port, run, stop, delete.
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBin(name) {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort().reverse()) {
      const candidate = join(base, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function ensurePostgresInstalled() {
  if (findBin('initdb') && findBin('pg_ctl')) return;
  if (process.getuid?.() === 0) {
    console.log('[with-postgres] PostgreSQL not found: installing it with apt-get');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!findBin('initdb')) {
    console.error('[with-postgres] initdb not found and cannot be installed; install PostgreSQL (apt-get install postgresql)');
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

ensurePostgresInstalled();
const initdb = findBin('initdb');
const pgCtl = findBin('pg_ctl');
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'lyceum-pg-'));
chmodSync(dir, 0o777);
const dataDir = join(dir, 'data');
const port = await freePort();

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function asPostgres(bin, binArgs) {
  const [cmd, cmdArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...binArgs]] : [bin, binArgs];
  execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

let started = false;
function stop() {
  if (started) {
    try {
      asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

try {
  asPostgres(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  // fsync off: a throwaway test cluster needs speed, not durability.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgres(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  started = true;
} catch (error) {
  console.error(`[with-postgres] could not start PostgreSQL: ${error.message}`);
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`[with-postgres] throwaway PostgreSQL on port ${port}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
