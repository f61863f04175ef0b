// How long reading a district-size OneRoster bundle (seed:large's 20,000 users, 1,000 classes,
// ~34,500 enrollments) takes, the reading process's peak RSS and the longest the event loop went
// without a turn meanwhile (what another request would wait). Run: node bench/oneroster-parse.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBenchParse } from './lib/district-zip.mjs';

const dir = mkdtempSync(join(tmpdir(), 'lyceum-oneroster-'));
const zip = join(dir, 'district.zip');
try {
  await withBenchParse((run) => {
    const generated = run(['generate', zip]);
    const runs = [run(['parse', zip]), run(['parse', zip]), run(['parse', zip])];
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    console.log(`OneRoster bundle: ${(generated.csvBytes / 1048576).toFixed(1)} MB of CSV in a ${(generated.zipBytes / 1048576).toFixed(2)} MB zip`);
    console.log(`  read into ${best.users} users, ${best.classes} classes, ${best.enrollments} enrollments (${best.problems} problems, ${best.warnings} warnings)`);
    console.log(`  parse: ${runs.map((r) => r.ms).join(' / ')} ms; peak RSS ${Math.max(...runs.map((r) => r.peakRssMB))} MB (${best.rssBeforeMB} MB before reading)`);
    console.log(`  longest event-loop stall while reading: ${runs.map((r) => r.maxStallMs).join(' / ')} ms`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
