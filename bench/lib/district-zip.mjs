import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServerModule } from './bundle-server.mjs';

/**
 * Runs `use(run)` with the server's test-support/bench-parse.ts bundled by esbuild: `run(...args)`
 * runs it in a process of its own (`generate <zip>` writes seed:large's district as a OneRoster
 * bundle, `parse <zip>` reads one) and answers what it printed, parsed as JSON. The bundle sits
 * under the server's node_modules so its imports resolve there, as in production; `nodeArgs` go
 * to node (e.g. --cpu-prof).
 */
export async function withBenchParse(use) {
  const scriptDir = new URL('../../apps/server/node_modules/.lyceum-bench/', import.meta.url).pathname;
  const script = join(scriptDir, `bench-parse-${process.pid}.mjs`);
  try {
    await bundleServerModule(new URL('../../apps/server/src/modules/imports/oneroster/test-support/bench-parse.ts', import.meta.url).pathname, script);
    const run = (args, nodeArgs = []) => {
      const child = spawnSync(process.execPath, [...nodeArgs, script, ...args], { encoding: 'utf8', cwd: new URL('../../apps/server/', import.meta.url).pathname });
      if (child.status !== 0) throw new Error(child.stderr);
      return JSON.parse(child.stdout);
    };
    return await use(run);
  } finally {
    rmSync(script, { force: true });
  }
}

/**
 * Writes seed:large's district as a OneRoster 1.2 bulk bundle (20,000 users, 1,000 classes,
 * ~34,650 enrollments; the server's test-support/district-bundle.ts) to `zip`, and returns
 * { zipBytes, csvBytes }.
 */
export function writeDistrictZip(zip) {
  return withBenchParse((run) => run(['generate', zip]));
}
