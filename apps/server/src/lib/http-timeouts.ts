import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send one request. Past any bound the server answers 408 and
 * closes the connection, so a client that trickles its headers or body (a byte every few seconds)
 * cannot hold a connection, and the memory and file descriptor behind it, for long.
 */
export interface HttpTimeouts {
  /** From the connection (or the previous response) to the end of the headers. */
  headersMs: number;
  /** From the same start to the last byte of the body, however fast it comes: the backstop. */
  requestMs: number;
  /** A body may take this long, plus one second per `bodyMinBytesPerSecond` bytes it has sent. */
  bodyGraceMs: number;
  bodyMinBytesPerSecond: number;
}

/**
 * Headers are a few hundred bytes: 15 s is generous even on a lossy mobile line, and short enough
 * that idle or dribbling connections (slowloris) do not pile up.
 */
export const HEADERS_TIMEOUT_MS = 15_000;

/**
 * A body must keep coming at 1 KiB/s on average after its first 10 s (Apache's mod_reqtimeout
 * does the same). A file upload on the slowest line a school might have (a 64 kbit/s share is
 * 8 KiB/s) is never cut for being slow, however big; a body dribbled a byte at a time is cut
 * after about 10 s instead of holding its connection until the whole-request bound.
 */
export const BODY_GRACE_MS = 10_000;
export const BODY_MIN_BYTES_PER_SECOND = 1024;

/** Production bounds, the whole-request one from REQUEST_TIMEOUT_SECONDS. */
export const httpTimeouts = (requestTimeoutSeconds: number): HttpTimeouts => ({
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: requestTimeoutSeconds * 1000,
  bodyGraceMs: BODY_GRACE_MS,
  bodyMinBytesPerSecond: BODY_MIN_BYTES_PER_SECOND,
});

/**
 * The Fastify options for the header and whole-request bounds (Node enforces them; the body rate
 * is guardSlowBodies'). Fastify sets the server's `requestTimeout` from its own option (its
 * default, 0, switches Node's off); `headersTimeout` and how often Node looks for expired requests
 * (30 s by default, which would stretch a 15 s bound to 45 s) only reach Node through `http`.
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts): { requestTimeout: number; http: ServerOptions } {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: headersMs,
      // The check walks only the connections in the middle of a request: cheap even every second.
      connectionsCheckingInterval: checkEvery(headersMs),
    },
  };
}

/** How often to look for expired requests: a quarter of the bound, at most a second. */
export const checkEvery = (boundMs: number): number => Math.max(10, Math.min(1_000, Math.floor(boundMs / 4)));
