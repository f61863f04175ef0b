import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a sign-in request waited for the identity provider (OpenID Connect's token endpoint,
 * keys, discovery), apart from Lyceum's own work: the target is Lyceum's own time, the
 * provider's latency aside. With SSO_SERVER_TIMING on, each sign-in answer (start, callback, ACS,
 * exchange) carries `Server-Timing: app;dur=…, idp;dur=…` (milliseconds since the request arrived,
 * less the provider's; the provider's), which `npm run bench:sso` reads.
 */
const waits = new AsyncLocalStorage<{ ms: number }>();

/** fetch, timing each request to the provider into the sign-in request it serves. */
export const timedFetch: typeof fetch = async (input, init) => {
  const started = performance.now();
  try {
    return await fetch(input, init);
  } finally {
    const store = waits.getStore();
    if (store) store.ms += performance.now() - started;
  }
};

const timings = new WeakMap<object, { ms: number }>();

/** Runs a sign-in handler, timing its waits for the provider when `on` (the answer's header is set by serverTimingHook). */
export function withServerTiming<T>(on: boolean, reply: unknown, run: () => Promise<T>): Promise<T> {
  if (!on) return run();
  const store = { ms: 0 };
  timings.set(reply as object, store);
  return waits.run(store, run);
}

/**
 * Tells a timed answer's time in its Server-Timing header: onSend, as the answer goes (a redirect
 * is sent from inside the handler, so the handler cannot add a header after it).
 */
export async function serverTimingHook(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const store = timings.get(reply);
  if (!store) return;
  const app = Math.max(0, reply.elapsedTime - store.ms);
  reply.header('server-timing', `app;dur=${app.toFixed(2)}, idp;dur=${store.ms.toFixed(2)}`);
}
