// The machine's ceiling for one Node process: a bare node:http server that answers every
// request with a fixed JSON body. GET /bytes/<n> answers with a body of exactly n bytes, so
// each Lyceum endpoint is compared with a server doing nothing but HTTP for the same size.
import { createServer } from 'node:http';

const bodies = new Map();

/** A valid JSON document of exactly `size` bytes (minimum 10), built once per size. */
function bodyOf(size) {
  let body = bodies.get(size);
  if (!body) {
    const pad = Math.max(0, size - '{"p":""}'.length);
    body = Buffer.from(`{"p":"${'x'.repeat(pad)}"}`);
    bodies.set(size, body);
  }
  return body;
}

const server = createServer((req, res) => {
  const match = /^\/bytes\/(\d{1,8})/.exec(req.url ?? '');
  const body = bodyOf(match ? Number(match[1]) : 16);
  // Drain a request body (the POST comparisons send one) before answering.
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ port: server.address().port, pid: process.pid });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
