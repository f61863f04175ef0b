import { noteServerAnswer } from '@/lib/server-clock';
import { addStartupWork } from '@/lib/startup';

/**
 * API reads started by the entry before the page that needs them has downloaded (see startRoute
 * in app/route-start.ts): on a phone each round trip is long, and waiting for the page's code
 * before asking for its data adds one. The page's own request for the same path, with the same
 * token, takes the answer over instead of fetching again (lib/api-client.ts); a later request
 * for it fetches as usual.
 */
interface EarlyRead {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

/**
 * How long an unclaimed answer may still be used: the query cache's own staleTime (30 s), so an
 * adopted answer is never older than one the cache would have served.
 */
const MAX_AGE_MS = 30_000;

const reads = new Map<string, EarlyRead>();

/** Starts `GET path` with the stored token (once per path); the headers are the API client's. */
export function startEarlyRead(path: string, token: string): void {
  if (reads.has(path)) return;
  const sentAt = performance.now();
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  void response.then((answer) => noteServerAnswer(answer, sentAt), () => undefined);
  // Claimed or not, a failure here must not surface as an unhandled rejection: the page's own
  // request reports it (or fetches again).
  response.catch(() => undefined);
  addStartupWork(response);
  reads.set(path, { token, startedAt: Date.now(), response });
}

/** The early answer for `GET path` made with `token`, once; undefined when there is none to use. */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const read = reads.get(path);
  if (!read) return undefined;
  reads.delete(path);
  if (read.token !== token || Date.now() - read.startedAt > MAX_AGE_MS) return undefined;
  return read.response;
}

/** Drops every unclaimed answer (for tests). */
export function clearEarlyReads(): void {
  reads.clear();
}
