// A password-hashing thread (passwords.ts): argon2id, one hash at a time, on a thread that runs at a
// lower CPU priority than the event loop and the SQLite readers. Plain JavaScript because a worker
// thread runs a file as it is (no TypeScript step in the tests); the build copies it beside the
// server's bundle.
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

/** @param {{ id: number, op: 'hash' | 'verify' | 'priority', password?: string, hash?: string, options?: object }} job */
function run(job) {
  if (job.op === 'hash') return hashSync(job.password, job.options);
  if (job.op === 'verify') return verifySync(job.hash, job.password);
  // 'priority': this thread's nice value, as the tests read it back.
  return getPriority();
}

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ id: job.id, value: run(job) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
