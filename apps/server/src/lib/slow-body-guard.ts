import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { checkEvery, type HttpTimeouts } from './http-timeouts';

interface PendingBody {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  /** The socket's byte count when the headers were in: what came after is body. */
  bytesAtStart: number;
}

const MESSAGE = JSON.stringify({ message: 'The request body arrived too slowly.' });
// Written straight to the socket, as Node writes its own 408: the handler may be mid-parse.
const REQUEST_TIMEOUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(MESSAGE)}\r\n\r\n${MESSAGE}`;

const expectsBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Cuts requests whose body comes slower than a minimum rate (see HttpTimeouts). Node only offers
 * a fixed bound for the whole request, which must be long for big uploads on slow lines; a rate
 * tells a slow line from a client that dribbles on purpose. It listens on the Node server itself,
 * so every request is covered, whichever route or parser (or none) reads its body.
 * One timer sweeps all bodies in flight, and only while there are any.
 */
export function guardSlowBodies(server: Server, timeouts: Pick<HttpTimeouts, 'bodyGraceMs' | 'bodyMinBytesPerSecond'>): void {
  const pending = new Set<PendingBody>();
  let sweeper: NodeJS.Timeout | null = null;

  const sweep = () => {
    const now = Date.now();
    for (const body of pending) {
      if (body.request.complete || body.socket.destroyed) {
        pending.delete(body);
        continue;
      }
      const received = body.socket.bytesRead - body.bytesAtStart;
      const allowedMs = timeouts.bodyGraceMs + (received * 1000) / timeouts.bodyMinBytesPerSecond;
      if (now - body.startedAt > allowedMs) {
        pending.delete(body);
        // A route that answered without reading the body (a 401, a 413) has its answer out already.
        if (body.socket.writable && !body.response.headersSent) {
          body.socket.end(REQUEST_TIMEOUT, () => body.socket.destroy());
        } else {
          body.socket.destroy();
        }
      }
    }
    if (pending.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!expectsBody(request) || request.complete) return;
    pending.add({ request, response, socket: request.socket, startedAt: Date.now(), bytesAtStart: request.socket.bytesRead });
    sweeper ??= setInterval(sweep, checkEvery(timeouts.bodyGraceMs)).unref();
  });
  server.on('close', () => {
    if (sweeper) clearInterval(sweeper);
    pending.clear();
  });
}
