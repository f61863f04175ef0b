// BENCH_PROCESSES=N: N production server processes sharing one port through node:cluster
// (the primary hands each new connection to a worker). Each worker is the unmodified main.js.
import cluster from 'node:cluster';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workers = Number(process.env.BENCH_WORKERS ?? 2);

if (cluster.isPrimary) {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  // The bench kills every pid itself for the crash test; it learns them from this line.
  console.log(`bench-workers:${forked.map((w) => w.process.pid).join(',')}`);
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      for (const worker of forked) worker.process.kill(signal);
    });
  }
  let alive = workers;
  cluster.on('exit', () => {
    alive -= 1;
    if (alive === 0) process.exit(0);
  });
} else {
  const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
  await import(pathToFileURL(main).href);
}
