import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves once `count` lines matching `pattern` were printed; rejects on exit or timeout. */
function waitForLines(child, pattern, count, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let buffer = '';
    const lines = [];
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${timeoutMs / 1000} s:\n${lines.join('\n')}`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (pattern.test(line) && (seen += 1) === count) {
          clearTimeout(timer);
          resolve(lines);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code} before it was ready:\n${lines.join('\n')}`));
    });
  });
}

/**
 * Starts the production server: one process, or `processes` workers of node:cluster sharing one
 * port (`main`: another copy of the server bundle, for one process). Returns { url, pids,
 * stop(signal) }; pids are every process started (primary first).
 */
export async function startLyceum({ env, processes = 1, cpuProfDir, main = 'apps/server/dist/main.js' }) {
  const port = await freePort();
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const script = processes > 1 ? fileURLToPath(new URL('../cluster.mjs', import.meta.url)) : main;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BENCH_WORKERS: String(processes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = await waitForLines(child, /Lyceum is running/, processes, 120_000, 'the Lyceum server');
  const workerLine = lines.find((line) => line.startsWith('bench-workers:'));
  const pids = [child.pid, ...(workerLine ? workerLine.slice('bench-workers:'.length).split(',').map(Number) : [])];
  child.stdout.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pids,
    /** SIGKILL: every process we started, by pid (a crash, for the durability check); SIGTERM: a clean stop. */
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') {
        for (const pid of [...pids].reverse()) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }
      } else child.kill(signal);
      await exited;
    },
  };
}

/** The bare node:http server, in its own process. */
export async function startBare() {
  const child = fork(fileURLToPath(new URL('../bare-server.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pids: [child.pid],
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (ms) used so far by these processes, from /proc; null when one is gone. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks * 10;
}

/**
 * Waits until the processes are idle (under 10% of a core over 300 ms, at most 60 s): requests
 * still queued from the previous endpoint (slow sign-ins above all) must not be billed to the next.
 */
export async function settle(pids) {
  const deadline = Date.now() + 60_000;
  let before = cpuMs(pids);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = cpuMs(pids);
    if (now === null || now - before <= 30) return;
    before = now;
  }
}

/** Resident memory (bytes) of one process, from /proc; null when it is gone. */
export function rssBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}
