// A password-hashing thread (passwords.ts): argon2id, one hash at a time, on a thread that runs at a
// lower CPU priority than the event loop and the SQLite readers. Plain JavaScript because a worker
// thread runs a file as it is (no TypeScript step in the tests); the build copies it beside the
// server's bundle.
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// On Linux a nice value belongs to a thread, and 0 names the calling one: this thread alone. Raising
// one's own nice value needs no privilege; where it cannot be set, hashing still works, unniced.
try {
  setPriority(workerData.nice);
} catch {
  // Priority is a courtesy to the rest of the API, not a condition of signing in.
}

/**
 * On Linux the thread also moves to the SCHED_IDLE policy: a nice value only shrinks its share
 * (measured under this kernel's EEVDF scheduler, a hashing thread at nice 10 still took 0.45–0.5 of
 * a core while the dashboard was read at full load, and the reads' p99 sat at the target's edge),
 * while an idle-policy thread gives way the moment a request's thread wakes. Node has no call for
 * sched_setscheduler, so util-linux's `chrt` (part of every Debian system) sets it on this thread's
 * id. Lowering one's own policy needs no privilege; where `chrt` is missing the nice value stands.
 */
function idlePolicy() {
  try {
    const threadId = readlinkSync('/proc/thread-self').split('/').at(-1) ?? '';
    if (!/^\d+$/.test(threadId)) return;
    execFileSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5_000 });
  } catch {
    // As above: a courtesy, not a condition.
  }
}
idlePolicy();

/** This thread's scheduling policy by name, read from /proc (field 41 of its stat line). */
function policy() {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces: the 3rd on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { 0: 'normal', 3: 'batch', 5: 'idle' }[Number(fields[41 - 3])] ?? 'other';
  } catch {
    return 'unknown';
  }
}

/** @param {{ id: number, op: 'hash' | 'verify' | 'priority', password?: string, hash?: string, options?: object }} job */
function run(job) {
  if (job.op === 'hash') return hashSync(job.password, job.options);
  if (job.op === 'verify') return verifySync(job.hash, job.password);
  // 'priority': this thread's nice value and policy, as the tests read them back.
  return { nice: getPriority(), policy: policy() };
}

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ id: job.id, value: run(job) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
