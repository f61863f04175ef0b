#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof; `BENCH_CPU_PROF=dir npm run bench` writes the
// server's): the functions with the most self time, and self time by package.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const selfUs = new Map();
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// Samples are node ids; timeDeltas the microseconds before each sample.
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  const where = callFrame.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.includes('/dist/') ? 'lyceum' : where ? 'node:internal' : callFrame.functionName || '(native)');
  const key = `${callFrame.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
show('Self time by package', byPackage, 15);
show('Self time by function', byFunction, Number(topArg ?? 25));
