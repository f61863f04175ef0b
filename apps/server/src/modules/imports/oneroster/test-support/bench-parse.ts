import { readFileSync, writeFileSync } from 'node:fs';
import { readOneRosterBundle } from '../read-bundle';
import { zipOf } from './bundle';
import { districtBundleFiles } from './district-bundle';

/**
 * The two halves of bench/oneroster-parse.mjs, each run in a fresh process so the parse's peak
 * RSS is not the generator's: `generate <zip>` writes the district bundle, `parse <zip>` reads it
 * and prints what it took as JSON.
 */
const [mode, path] = process.argv.slice(2);
if (!path) throw new Error('usage: bench-parse generate|parse <zip>');
if (mode === 'generate') {
  const files = districtBundleFiles();
  const zip = await zipOf(files);
  writeFileSync(path, zip);
  const csvBytes = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  console.log(JSON.stringify({ zipBytes: zip.length, csvBytes }));
} else {
  const zip = readFileSync(path);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  // The longest the event loop went without a turn while the bundle was read: what another
  // user's request would have waited for.
  let last = started;
  let stall = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 1);
  const plan = await readOneRosterBundle(zip);
  const ms = performance.now() - started;
  clearInterval(tick);
  stall = Math.max(stall, performance.now() - last);
  console.log(JSON.stringify({
    ms: Math.round(ms),
    maxStallMs: Math.round(stall),
    users: plan.users.length,
    classes: plan.classes.length,
    enrollments: plan.enrollments.length,
    problems: plan.problems.length,
    warnings: plan.warnings.length,
    rssBeforeMB: Math.round(rssBefore / 1048576),
    peakRssMB: Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
  }));
}
