import { Worker } from 'node:worker_threads';
import type { RichTextContext } from '@lyceum/shared/rich-text-policy';
import type { SanitizedRichText } from './rich-text-purify';

export interface SanitizeRequest {
  id: number;
  html: string;
  context: RichTextContext;
}

/** Why a document was refused: nested past LIMITS.richTextDepth, or too costly to sanitise. */
export type RefusalReason = 'tooDeep' | 'tooComplex';

export type SanitizeReply =
  | { ready: true }
  | ({ id: number } & SanitizedRichText)
  | { id: number; refused: RefusalReason; detail?: string };

/**
 * A document refused: nested too deeply (measured on the thread before sanitising), or it took longer
 * than the budget, more memory than the thread has, or broke the sanitiser.
 */
export class RichTextRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface SanitizerThread {
  sanitize(html: string, context: RichTextContext): Promise<SanitizedRichText>;
  /** Stops the thread; documents still waiting are refused. */
  close(): Promise<void>;
}

export interface SanitizerThreadOptions {
  /** Most milliseconds one document may take on the thread; past it the thread is stopped and the document refused. */
  budgetMs: number;
  /** Heap the thread may grow to (MB): a document that needs more stops the thread, not the process. */
  heapMb: number;
  /** The worker's script (rich-text-worker-script.ts). */
  script: () => Promise<URL>;
}

interface Job {
  html: string;
  context: RichTextContext;
  resolve(result: SanitizedRichText): void;
  reject(error: Error): void;
}

/**
 * Sanitising moved off the event loop: jsdom's cost grows with what it is given (parse, walk,
 * serialise), and a request that took seconds there stalled every other user. One worker thread
 * checks one document at a time, in arrival order: first its nesting depth (html-nesting.ts,
 * measured on the tree the HTML parser builds, refusing deep content before the sanitiser walks
 * it), then DOMPurify. A document gets
 * `budgetMs` of the thread, counted from when it starts (loading jsdom, about a second on the first
 * use, is not counted). Past the budget, or if the document exhausts the thread's heap, the thread
 * is terminated and replaced, and that document alone is refused (RichTextRefused 'tooComplex');
 * the ones waiting go on to the new thread. The event loop only copies the text over and back.
 *
 * The thread starts on the first document (jsdom stays unloaded in a process that never sanitises)
 * and holds the process open only while it has work.
 */
export function startSanitizerThread(options: SanitizerThreadOptions): SanitizerThread {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let starting = false;
  let ready = false;
  let running: { job: Job; id: number; timer: NodeJS.Timeout } | undefined;
  let nextId = 0;
  let closed = false;
  let lastError: Error | undefined;

  const pump = () => {
    if (running || !ready || !worker) return;
    const job = queue.shift();
    if (!job) {
      worker.unref();
      return;
    }
    const thread = worker;
    const id = ++nextId;
    thread.ref();
    running = { job, id, timer: setTimeout(() => void thread.terminate(), options.budgetMs) };
    thread.postMessage({ id, html: job.html, context: job.context } satisfies SanitizeRequest);
  };

  const onReply = (thread: Worker, reply: SanitizeReply) => {
    if (thread !== worker) return;
    if ('ready' in reply) {
      ready = true;
    } else if (running?.id === reply.id) {
      const { job, timer } = running;
      clearTimeout(timer);
      running = undefined;
      if ('refused' in reply) job.reject(new RichTextRefused(reply.refused, reply.detail));
      else job.resolve({ html: reply.html, empty: reply.empty });
    }
    pump();
  };

  const onExit = (thread: Worker) => {
    if (thread !== worker) return;
    worker = undefined;
    const started = ready;
    ready = false;
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(new RichTextRefused('tooComplex', lastError?.message ?? `over the budget of ${options.budgetMs} ms`));
      running = undefined;
    } else if (!started) {
      // It died loading: no document's fault, and another try would fail the same way.
      const error = new Error(`the rich-text sanitiser thread did not start: ${lastError?.message ?? 'it exited'}`);
      for (const job of queue.splice(0)) job.reject(error);
    }
    lastError = undefined;
    if (queue.length > 0 && !closed) spawn();
  };

  const spawn = () => {
    starting = true;
    options.script().then(
      (script) => {
        starting = false;
        if (closed) return;
        const thread = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: options.heapMb } });
        worker = thread;
        thread.on('message', (reply: SanitizeReply) => onReply(thread, reply));
        thread.on('error', (error) => (lastError = error));
        thread.on('exit', () => onExit(thread));
      },
      (error: unknown) => {
        starting = false;
        const failure = new Error(`the rich-text sanitiser thread has no script: ${String(error)}`);
        for (const job of queue.splice(0)) job.reject(failure);
      },
    );
  };

  return {
    sanitize(html, context) {
      if (closed) return Promise.reject(new Error('the rich-text sanitiser thread is closed'));
      return new Promise<SanitizedRichText>((resolve, reject) => {
        queue.push({ html, context, resolve, reject });
        if (!worker && !starting) spawn();
        else pump();
      });
    },
    async close() {
      closed = true;
      const error = new Error('the rich-text sanitiser thread is closed');
      for (const job of queue.splice(0)) job.reject(error);
      if (running) {
        clearTimeout(running.timer);
        running.job.reject(error);
        running = undefined;
      }
      await worker?.terminate();
    },
  };
}
