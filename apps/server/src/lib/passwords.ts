import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseOptions, type Algorithm, type Options, type Version } from '@node-rs/argon2';

/**
 * argon2id at OWASP's password-storage minimum (19 MiB, t=2, p=1). Measured on the 2-core bench
 * machine: ~13 ms of CPU per hash with @node-rs/argon2, against ~170 ms for the `argon2` package's
 * defaults (64 MiB, t=3, p=4), which held a class signing in at once to ~9 sign-ins/s. Hashes made
 * with other parameters are re-made with these on the owner's next successful sign-in (see
 * auth.service.ts).
 */
// The library's enums are declared `const` and have no runtime object: their values, typed.
const ARGON2ID: Algorithm = 2;
const VERSION_0X13: Version = 1;

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, version: VERSION_0X13, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const satisfies Options;

/** At most one hash per core and never more than 3 at once (each holds 19 MiB while it runs). */
const THREADS = Math.max(1, Math.min(availableParallelism(), 3));

/**
 * The hashing threads' nice value (on Linux they also take the SCHED_IDLE policy: password-worker.mjs).
 * The event loop and the SQLite readers stay at 0, so while a class signs in at once the scheduler
 * gives the rest of the API the cores first and hashing the time left over: reads keep their speed,
 * and sign-ins still use every idle moment of both cores.
 */
const HASH_THREAD_NICE = 10;

type Op = { op: 'hash'; password: string; options: Options } | { op: 'verify'; hash: string; password: string } | { op: 'priority' };
type Reply = { id: number; value: unknown } | { id: number; error: string };

interface Job {
  op: Op;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface HashThread {
  worker: Worker;
  running?: { id: number; job: Job };
}

const WORKER_FILE = new URL('./password-worker.mjs', import.meta.url);
const threads: HashThread[] = [];
/** Sign-ins waiting for a thread, in arrival order: they queue here, not in libuv's pool. */
const queue: Job[] = [];
let nextId = 0;

/**
 * Hashing runs on worker threads of its own (password-worker.mjs), started on the first use, each
 * hashing one password at a time, synchronously: that is what lets each thread lower its own CPU
 * priority (a libuv pool thread, which the `argon2` package used, also does file and compression
 * work and cannot be reniced alone). A thread holds the process open only while it hashes, so a
 * script that signs no one in still exits. One that dies fails its own hash and is replaced.
 */
function pump(): void {
  while (queue.length > 0) {
    let thread = threads.find((t) => !t.running);
    if (!thread && threads.length < THREADS) thread = spawn();
    if (!thread) return;
    const job = queue.shift() as Job;
    const id = ++nextId;
    thread.running = { id, job };
    thread.worker.ref();
    thread.worker.postMessage({ id, ...job.op });
  }
}

function spawn(): HashThread {
  const thread: HashThread = { worker: new Worker(WORKER_FILE, { workerData: { nice: HASH_THREAD_NICE } }) };
  threads.push(thread);
  thread.worker.on('message', (reply: Reply) => {
    const running = thread.running;
    if (running?.id !== reply.id) return;
    thread.running = undefined;
    thread.worker.unref();
    if ('error' in reply) running.job.reject(new Error(reply.error));
    else running.job.resolve(reply.value);
    pump();
  });
  const drop = (error: Error) => {
    const at = threads.indexOf(thread);
    if (at === -1) return;
    threads.splice(at, 1);
    thread.running?.job.reject(error);
    thread.running = undefined;
    pump();
  };
  thread.worker.on('error', drop);
  thread.worker.on('exit', (code) => drop(new Error(`the password-hashing thread exited with code ${code}`)));
  return thread;
}

function onHashThread<T>(op: Op): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ op, resolve: resolve as (value: unknown) => void, reject });
    pump();
  });
}

export function hashPassword(plain: string): Promise<string> {
  return onHashThread<string>({ op: 'hash', password: plain, options: PASSWORD_HASH_OPTIONS });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await onHashThread<boolean>({ op: 'verify', hash, password: plain });
  } catch {
    return false;
  }
}

/** A hashing thread's nice value and scheduling policy (tests). */
export function hashThreadPriority(): Promise<{ nice: number; policy: string }> {
  return onHashThread<{ nice: number; policy: string }>({ op: 'priority' });
}

/**
 * True when the hash was made with other parameters than today's (an older install's defaults).
 * Read from the hash's PHC string, whatever order its parameters are written in (the `argon2`
 * package, used before, wrote m,p,t): a hash already at today's parameters is never re-made.
 */
export function needsRehash(hash: string): boolean {
  try {
    const made = parseOptions(hash);
    const today = PASSWORD_HASH_OPTIONS;
    return (
      made.algorithm !== today.algorithm ||
      made.version !== today.version ||
      made.memoryCost !== today.memoryCost ||
      made.timeCost !== today.timeCost ||
      made.parallelism !== today.parallelism ||
      made.outputLen !== today.outputLen
    );
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Sign-in with an unknown email still pays for one argon2 verification against a dummy
 * hash, so response time does not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('lyceum-dummy-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}
