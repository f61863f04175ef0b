// How long reading a district-size OneRoster bundle (seed:large's 20,000 users, 1,000 classes,
// ~34,500 enrollments) takes, and the reading process's peak RSS. Run: node bench/oneroster-parse.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const dir = mkdtempSync(join(tmpdir(), 'lyceum-oneroster-'));
// The bundled script sits under the server's node_modules so its imports resolve there, as in production.
const scriptDir = new URL('../apps/server/node_modules/.lyceum-bench/', import.meta.url).pathname;
const script = join(scriptDir, `oneroster-parse-${process.pid}.mjs`);
const zip = join(dir, 'district.zip');
try {
  await build({
    entryPoints: [new URL('../apps/server/src/modules/imports/oneroster/test-support/bench-parse.ts', import.meta.url).pathname],
    outfile: script,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    plugins: [{
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@lyceum\/shared\// }, (args) => ({
          path: new URL(`../packages/shared/src/${args.path.slice('@lyceum/shared/'.length)}.ts`, import.meta.url).pathname,
        }));
      },
    }],
  });
  const run = (...args) => {
    const child = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', cwd: new URL('../apps/server/', import.meta.url).pathname });
    if (child.status !== 0) throw new Error(child.stderr);
    return JSON.parse(child.stdout);
  };
  const generated = run('generate', zip);
  const runs = [run('parse', zip), run('parse', zip), run('parse', zip)];
  const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  console.log(`OneRoster bundle: ${(generated.csvBytes / 1048576).toFixed(1)} MB of CSV in a ${(generated.zipBytes / 1048576).toFixed(2)} MB zip`);
  console.log(`  read into ${best.users} users, ${best.classes} classes, ${best.enrollments} enrollments (${best.problems} problems, ${best.warnings} warnings)`);
  console.log(`  parse: ${runs.map((r) => r.ms).join(' / ')} ms; peak RSS ${Math.max(...runs.map((r) => r.peakRssMB))} MB (${best.rssBeforeMB} MB before reading)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(script, { force: true });
}
