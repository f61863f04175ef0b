// Runs autocannon in its own process, so the load generator never shares an event loop with
// the server or the orchestrator. Input: the path of a JSON job in argv[2]. Output: one JSON line on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMs } from './lib/proc.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));

// `rotate`: requests that must each be sent once (turning in one piece of work), handed out in
// turn across all connections; warm-up and the measured window take different ones.
let next = 0;
let turn = job.warmupRotate ?? job.rotate;
const rotating = job.rotate
  ? [
      {
        setupRequest(request) {
          const one = turn[next++ % turn.length];
          return { ...request, path: one.path, headers: { ...request.headers, ...one.headers } };
        },
      },
    ]
  : undefined;

function run(seconds, body) {
  return autocannon({
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers ?? {},
    requests: rotating,
    body,
    connections: job.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
  });
}

// Server CPU per request stays meaningful when other work shares the machine; req/s does not.
const serverCpuMs = () => cpuMs(job.pids ?? []);

// Warm-up (JIT, SQLite page cache, connection set-up) is thrown away; then the measured window.
if (job.warmupSeconds > 0) await run(job.warmupSeconds, job.warmupBody ?? job.body);
if (job.rotate) {
  turn = job.rotate;
  next = 0;
}
const cpuBefore = serverCpuMs();
const r = await run(job.seconds, job.body);
const cpuAfter = serverCpuMs();
const done = r.requests.total;
process.stdout.write(
  `${JSON.stringify({
    rps: done / r.duration,
    requests: done,
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null || done === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / done,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
    seconds: job.seconds,
  })}\n`,
);
