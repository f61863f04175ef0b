import { Worker } from 'node:worker_threads';
import { workerScriptOf } from '../../lib/worker-script';
import { SamlRejection, type SamlAnswer, type SamlProvider, type TakeRequest } from './saml-client';
import { inResponseToOf } from './saml-response-head';

/** A request looked up before the check: its ID and what takeRequest would answer for it. */
export interface KnownRequest {
  requestId: string;
  at: Date | null;
}

/** What the event loop asks of the thread: check one answer (`check`), or the flow a check asked for (`taken`). */
export type ToSamlThread =
  | { type: 'check'; id: number; provider: SamlProvider; base: string; samlResponse: string; requestTtlMs: number; known?: KnownRequest }
  | { type: 'taken'; take: number; at: Date | null; error?: string };

/**
 * What the thread says: which flow a check needs (`take`), and how the check ended, with whether
 * it used the request looked up before it (`tookKnown`).
 */
export type FromSamlThread =
  | { type: 'take'; id: number; take: number; requestId: string }
  | ({ type: 'answer'; id: number; answer: SamlAnswer } & Ended)
  | ({ type: 'rejected'; id: number; kind: SamlRejection['kind']; message: string } & Ended)
  | ({ type: 'failed'; id: number; message: string } & Ended);
type Ended = { tookKnown?: boolean };

interface Job {
  takeRequest: TakeRequest;
  known: KnownRequest | undefined;
  resolve(answer: SamlAnswer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
}

const script = workerScriptOf(new URL('./saml-check-worker.js', import.meta.url), new URL('./saml-check-worker.ts', import.meta.url));
let thread: Promise<Thread> | undefined;
/** The thread running now, once started: one that exits is forgotten only if it is still this one. */
let current: Thread | undefined;
let nextId = 0;

/**
 * checkAnswer (saml-client.ts) on a worker thread: node-saml's and xml-crypto's parsing, XPath,
 * canonicalisation and signature check are ~6 ms of CPU per answer in one piece, and on the event
 * loop every request arriving meanwhile waited behind it (at 50 sign-ins at a time, a p99 several
 * times the 20 ms target). The same code runs there, with the same checks; only the flow its
 * InResponseTo names is looked up here, on the event loop's database connection, when the thread
 * asks for it. With `lookAhead`, the flow the response's InResponseTo names (inResponseToOf) is
 * looked up before the answer goes to the thread, which uses it when node-saml asks for that ID:
 * two hand-overs between the event loop and the thread instead of four, and no wait in the
 * middle of a check for an event loop busy with other requests (or a commit's fsync). The flow counts as taken (takeRequest) only when the check asked for it, as without
 * the look-ahead; an ID it reads differently is asked for as before. One thread, started at the
 * first answer, checking answers as they come (their lookups interleave); it holds the process
 * open only while it has answers to check. A thread that fails or exits fails the answers it
 * held (a 500, as an error there was before) and is started again at the next.
 */
export async function checkAnswerOffThread(
  provider: SamlProvider,
  base: string,
  samlResponse: string,
  takeRequest: TakeRequest,
  requestTtlMs: number,
  lookAhead?: (requestId: string) => Promise<Date | null>,
): Promise<SamlAnswer> {
  const named = lookAhead ? inResponseToOf(samlResponse) : null;
  // A look-up that fails is left to the check, which asks again and fails as it would have.
  const known = named === null ? undefined : await lookAhead!(named).then((at) => ({ requestId: named, at }), () => undefined);
  const { worker, jobs } = await (thread ??= start());
  const id = ++nextId;
  return new Promise<SamlAnswer>((resolve, reject) => {
    jobs.set(id, { takeRequest, known, resolve, reject });
    worker.ref();
    worker.postMessage({ type: 'check', id, provider, base, samlResponse, requestTtlMs, ...(known ? { known } : {}) } satisfies ToSamlThread);
  });
}

/** Tests only: stops the running thread; the answers it held are failed, and the next answer starts another. */
export async function stopSamlCheckThreadForTests(): Promise<void> {
  const running = current;
  await running?.worker.terminate();
}

async function start(): Promise<Thread> {
  let url: URL;
  try {
    url = await script();
  } catch (error) {
    thread = undefined;
    throw error;
  }
  const worker = new Worker(url);
  worker.unref();
  const jobs = new Map<number, Job>();
  const self: Thread = { worker, jobs };
  current = self;
  const settle = (id: number, end: (job: Job) => void) => {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    if (jobs.size === 0) worker.unref();
    end(job);
  };
  /** Settles a check that ended, taking the request looked up before it first when the check used it. */
  const ended = (message: Exclude<FromSamlThread, { type: 'take' }>, end: (job: Job) => void) => {
    const job = jobs.get(message.id);
    if (!job?.known || !message.tookKnown) return settle(message.id, end);
    job.takeRequest(job.known.requestId).then(
      () => settle(message.id, end),
      (error: unknown) => settle(message.id, (failed) => failed.reject(error instanceof Error ? error : new Error(String(error)))),
    );
  };
  let lastError: Error | undefined;
  worker.on('message', (message: FromSamlThread) => {
    if (message.type === 'take') {
      const job = jobs.get(message.id);
      if (!job) return;
      job.takeRequest(message.requestId).then(
        (at) => worker.postMessage({ type: 'taken', take: message.take, at } satisfies ToSamlThread),
        (error: unknown) => worker.postMessage({ type: 'taken', take: message.take, at: null, error: error instanceof Error ? error.message : String(error) } satisfies ToSamlThread),
      );
    } else if (message.type === 'answer') ended(message, (job) => job.resolve(message.answer));
    else if (message.type === 'rejected') ended(message, (job) => job.reject(new SamlRejection(message.kind, message.message)));
    else ended(message, (job) => job.reject(new Error(message.message)));
  });
  worker.on('error', (error) => (lastError = error));
  worker.on('exit', (code) => {
    if (current === self) {
      current = undefined;
      thread = undefined;
    }
    const error = new Error(`the SAML check thread exited (${lastError?.message ?? `code ${code}`})`);
    for (const id of [...jobs.keys()]) settle(id, (job) => job.reject(error));
  });
  return self;
}
