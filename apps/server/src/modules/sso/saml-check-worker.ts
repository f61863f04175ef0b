// The SAML check thread (saml-check-thread.ts starts it): checkAnswer for each answer it is given.
// Bundled on its own (dist/saml-check-worker.js), so it imports nothing that only the main thread has.
import { parentPort } from 'node:worker_threads';
import { checkAnswer, SamlRejection } from './saml-client';
import type { FromSamlThread, ToSamlThread } from './saml-check-thread';

if (!parentPort) throw new Error('saml-check-worker runs as a worker thread');
const port = parentPort;

/** The flows asked of the event loop, by the number of the asking. */
const takes = new Map<number, { resolve(at: Date | null): void; reject(error: Error): void }>();
let nextTake = 0;

port.on('message', (message: ToSamlThread) => {
  if (message.type === 'taken') {
    const take = takes.get(message.take);
    takes.delete(message.take);
    if (message.error !== undefined) take?.reject(new Error(message.error));
    else take?.resolve(message.at);
    return;
  }
  void check(message);
});

async function check({ id, provider, base, samlResponse, requestTtlMs, known }: Extract<ToSamlThread, { type: 'check' }>): Promise<void> {
  let tookKnown = false;
  const takeRequest = (requestId: string) => {
    if (known?.requestId === requestId) {
      tookKnown = true;
      return Promise.resolve(known.at);
    }
    return new Promise<Date | null>((resolve, reject) => {
      const take = ++nextTake;
      takes.set(take, { resolve, reject });
      port.postMessage({ type: 'take', id, take, requestId } satisfies FromSamlThread);
    });
  };
  let reply: Exclude<FromSamlThread, { type: 'take' }>;
  try {
    reply = { type: 'answer', id, answer: await checkAnswer(provider, base, samlResponse, takeRequest, requestTtlMs) };
  } catch (error) {
    reply = error instanceof SamlRejection ? { type: 'rejected', id, kind: error.kind, message: error.message } : { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage({ ...reply, tookKnown });
}
