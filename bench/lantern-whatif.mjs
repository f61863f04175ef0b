#!/usr/bin/env node
// `node bench/lantern-whatif.mjs <trace files or a directory> [--drop a,b] [--size a=bytes,b=bytes] [--graph]`:
// Lighthouse's mobile LCP simulated again (Lantern, as `npm run lighthouse` computes it) from the
// runs `LIGHTHOUSE_TRACE_DIR=<dir> npm run lighthouse` kept, as they were or with requests changed:
// `--drop` removes the requests whose URL contains a pattern (a chunk merged into another, a read
// not made), `--size` sets the transfer size of those whose URL contains it. Prints each run's LCP
// and their median; `--graph` prints each run's LCP graph, node by node (simulated start, end and
// duration; a request's size; a task's main events).
//
// Why: a Lighthouse run moves ±0.1 s with the machine's load, while Lantern, given a run's trace,
// is deterministic. Its slow 4G over HTTP/1.1 is six connections carrying one request at a time,
// each at least a 150 ms round trip, sharing 1.6 Mbit/s equally among the requests in flight (those
// still waiting for their first byte included), so a screen's LCP depends on how many requests it
// makes as much as on their bytes; this answers "would merging these two chunks help?" in seconds,
// on the same runs, before building anything (docs/performance.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { drop: { type: 'string', default: '' }, size: { type: 'string', default: '' }, graph: { type: 'boolean', default: false } } });
const files = positionals.flatMap((path) => (statSync(path).isDirectory() ? readdirSync(path).filter((name) => name.endsWith('.json')).map((name) => join(path, name)) : [path]));
if (files.length === 0) throw new Error('usage: node bench/lantern-whatif.mjs <trace files or a directory> [--drop a,b] [--size a=bytes] [--graph]');
const drops = values.drop.split(',').filter(Boolean);
const sizes = values.size.split(',').filter(Boolean).map((spec) => {
  const at = spec.lastIndexOf('=');
  return { pattern: spec.slice(0, at), bytes: Number(spec.slice(at + 1)) };
});

/** The network log with the asked changes: dropped requests' events removed, sized ones' byte counts set. */
function changed(devtoolsLog) {
  const urlOf = new Map(devtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => [e.params.requestId, e.params.request.url]));
  const matching = (pattern) => new Set([...urlOf].filter(([, url]) => url.includes(pattern)).map(([id]) => id));
  const dropped = new Set(drops.flatMap((pattern) => [...matching(pattern)]));
  const log = devtoolsLog.filter((e) => !dropped.has(e.params?.requestId));
  for (const { pattern, bytes } of sizes) {
    const ids = matching(pattern);
    for (const e of log) {
      if (!ids.has(e.params?.requestId)) continue;
      // The transfer size is the loadingFinished event's; chunks and headers count in it alone.
      if (e.method === 'Network.loadingFinished') e.params.encodedDataLength = bytes;
      if (e.method === 'Network.dataReceived') e.params.encodedDataLength = 0;
      if (e.method === 'Network.responseReceived') e.params.response.encodedDataLength = 0;
    }
  }
  return log;
}

/** Lantern's LCP for one kept run, as Lighthouse's mobile preset computes it (simulated slow 4G, 4x CPU). */
async function simulate({ trace, devtoolsLog }) {
  const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate', throttling: constants.throttling.mobileSlow4G, formFactor: 'mobile' };
  const log = changed(devtoolsLog);
  const url = log.find((e) => e.method === 'Network.requestWillBeSent' && e.params.type === 'Document').params.request.url;
  const data = { trace, devtoolsLog: log, gatherContext: { gatherMode: 'navigation' }, settings, URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url }, SourceMaps: [], simulator: null };
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
}

const describe = (node) =>
  node.type === 'network'
    ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 64)}  ${node.request.transferSize} B`
    : `task: ${[...new Set(node.childEvents.filter((e) => e.dur > 1000).map((e) => e.name))].slice(0, 6).join(', ')}`;

const lcps = [];
for (const file of files) {
  const run = JSON.parse(readFileSync(file, 'utf8'));
  if (run.preset !== undefined && run.preset !== 'mobile') continue;
  const result = await simulate(run);
  lcps.push(result.timing);
  console.log(`${file}: LCP ${(result.timing / 1000).toFixed(2)} s${run.lcp !== undefined ? ` (Lighthouse said ${(run.lcp / 1000).toFixed(2)} s)` : ''}`);
  if (!values.graph) continue;
  // Lighthouse's LCP is the mean of its optimistic and pessimistic graphs; they are the same one when no image is involved.
  for (const [node, timing] of [...result.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    console.log(`  ${timing.startTime.toFixed(0).padStart(5)} ${timing.endTime.toFixed(0).padStart(5)} ${timing.duration.toFixed(0).padStart(5)} ms  ${describe(node)}`);
  }
}
const sorted = [...lcps].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
console.log(`\n${lcps.length} mobile run(s)${drops.length ? `, without ${drops.join(', ')}` : ''}${sizes.length ? `, with ${sizes.map((s) => `${s.pattern} at ${s.bytes} B`).join(', ')}` : ''}: median LCP ${(median / 1000).toFixed(2)} s`);
