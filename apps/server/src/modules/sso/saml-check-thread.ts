import { Worker } from 'node:worker_threads';
import { workerScriptOf } from '../../lib/worker-script';
import { SamlRejection, type SamlAnswer, type SamlProvider, type TakeRequest } from './saml-client';

/** What the event loop asks of the thread: check one answer (`check`), or the flow a check asked for (`taken`). */
export type ToSamlThread =
  | { type: 'check'; id: number; provider: SamlProvider; base: string; samlResponse: string; requestTtlMs: number }
  | { type: 'taken'; take: number; at: Date | null; error?: string };

/** What the thread says: which flow a check needs (`take`), and how the check ended. */
export type FromSamlThread =
  | { type: 'take'; id: number; take: number; requestId: string }
  | { type: 'answer'; id: number; answer: SamlAnswer }
  | { type: 'rejected'; id: number; kind: SamlRejection['kind']; message: string }
  | { type: 'failed'; id: number; message: string };

interface Job {
  takeRequest: TakeRequest;
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
 * asks for it. One thread, started at the first answer, checking answers as they come (their
 * lookups interleave); it holds the process open only while it has answers to check. A thread
 * that fails or exits fails the answers it held (a 500, as an error there was before) and is
 * started again at the next.
 */
export async function checkAnswerOffThread(provider: SamlProvider, base: string, samlResponse: string, takeRequest: TakeRequest, requestTtlMs: number): Promise<SamlAnswer> {
  const { worker, jobs } = await (thread ??= start());
  const id = ++nextId;
  return new Promise<SamlAnswer>((resolve, reject) => {
    jobs.set(id, { takeRequest, resolve, reject });
    worker.ref();
    worker.postMessage({ type: 'check', id, provider, base, samlResponse, requestTtlMs } satisfies ToSamlThread);
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
  let lastError: Error | undefined;
  worker.on('message', (message: FromSamlThread) => {
    if (message.type === 'take') {
      const job = jobs.get(message.id);
      if (!job) return;
      job.takeRequest(message.requestId).then(
        (at) => worker.postMessage({ type: 'taken', take: message.take, at } satisfies ToSamlThread),
        (error: unknown) => worker.postMessage({ type: 'taken', take: message.take, at: null, error: error instanceof Error ? error.message : String(error) } satisfies ToSamlThread),
      );
    } else if (message.type === 'answer') settle(message.id, (job) => job.resolve(message.answer));
    else if (message.type === 'rejected') settle(message.id, (job) => job.reject(new SamlRejection(message.kind, message.message)));
    else settle(message.id, (job) => job.reject(new Error(message.message)));
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
