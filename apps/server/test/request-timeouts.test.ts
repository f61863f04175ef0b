import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { BODY_GRACE_MS, BODY_MIN_BYTES_PER_SECOND } from '../src/lib/http-timeouts';
import { TEST_JWT_SECRET } from './context';

// Short bounds so the test runs in seconds; production's are checked in the last test.
const TIMEOUTS = { headersMs: 600, requestMs: 4_000, bodyGraceMs: 500, bodyMinBytesPerSecond: 100 };
/** Node and the guard look for expired requests on an interval; allow it and a loaded machine some slack. */
const SLACK_MS = 1_000;

let app: FastifyInstance;
let db: Db;
let port: number;

beforeAll(async () => {
  // The bounds are the HTTP server's, whatever the engine: an in-memory SQLite serves both projects.
  db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false, httpTimeouts: TIMEOUTS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection; null if still open at the deadline. */
  closedAfterMs: number | null;
  response: string;
}

/**
 * Opens a raw socket, writes `head`, then `rest` in pieces of `chunk` characters every `everyMs`,
 * and reports what the server answered and when it hung up (or that it had not by the deadline).
 */
function slowClient(head: string, rest: string, chunk: number, everyMs: number, deadlineMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let response = '';
    let sent = 0;
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const dribble = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest.slice(sent, (sent += chunk)));
    }, everyMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(dribble);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ closedAfterMs, response });
    };
    const deadline = setTimeout(() => finish(null), deadlineMs);
    socket.on('data', (data: Buffer) => (response += data.toString()));
    socket.on('error', () => undefined); // a reset after the 408 is a close too
    socket.on('close', () => finish(Date.now() - started));
  });
}

const loginHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
/** A wrong sign-in (401 when it arrives whole), padded with JSON whitespace to 600 bytes. */
const slowLogin = JSON.stringify({ email: 'nobody@school.test', password: 'not-the-password' }).padEnd(600, ' ');

describe('slow clients', () => {
  it('cuts a body that dribbles in below the minimum rate within seconds, and lets a slow but steady one finish', async () => {
    const deadlineMs = TIMEOUTS.requestMs + SLACK_MS;
    const [dribbled, steady] = await Promise.all([
      // A byte every 100 ms never leaves the socket idle and would hold it until the whole-request bound.
      slowClient(loginHead(1_000), 'x'.repeat(1_000), 1, 100, deadlineMs),
      // 300 bytes a second for 2 s: four times the grace, well above the minimum rate, like an upload on a slow line.
      slowClient(loginHead(slowLogin.length), slowLogin, 30, 100, deadlineMs),
    ]);
    expect(dribbled.closedAfterMs).not.toBeNull();
    expect(dribbled.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.bodyGraceMs + SLACK_MS);
    expect(dribbled.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(dribbled.response).toContain('{"message":"The request body arrived too slowly."}');
    expect(steady.response).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('answers 408 at the whole-request bound to a body that comes fast enough but never ends', async () => {
    // 500 bytes a second of a 100 kB body: above the minimum rate, and 200 s from done.
    const outcome = await slowClient(loginHead(100_000), 'x'.repeat(100_000), 50, 100, TIMEOUTS.requestMs + SLACK_MS + 2_000);
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.requestMs + SLACK_MS);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and hangs up on headers that trickle in, or never come, past the header bound', async () => {
    const deadlineMs = TIMEOUTS.headersMs + SLACK_MS + 2_000;
    const [trickled, silent] = await Promise.all([
      slowClient('POST /api/auth/login HTTP/1.1\r\nX-Slow: ', 'y'.repeat(1_000), 1, 100, deadlineMs),
      slowClient('', '', 1, 100, deadlineMs),
    ]);
    for (const outcome of [trickled, silent]) {
      expect(outcome.closedAfterMs).not.toBeNull();
      expect(outcome.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.headersMs + SLACK_MS);
      expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('holds production servers to 15 s for headers, 1 KiB/s after 10 s for bodies, and REQUEST_TIMEOUT_SECONDS (600 by default) in all', async () => {
    expect([BODY_GRACE_MS, BODY_MIN_BYTES_PER_SECOND]).toEqual([10_000, 1024]);
    for (const [env, requestMs] of [[{}, 600_000], [{ REQUEST_TIMEOUT_SECONDS: '1800' }, 1_800_000]] as const) {
      const server = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
      expect(server.server.headersTimeout).toBe(15_000);
      expect(server.server.requestTimeout).toBe(requestMs);
      await server.close();
    }
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(/^Invalid environment variable REQUEST_TIMEOUT_SECONDS: /);
  });
});
