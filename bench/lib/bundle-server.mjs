import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

/**
 * Bundles a module of the server's sources for a bench to run or import, as apps/server/build.mjs
 * bundles the server: esbuild, Node 20, ES modules, the shared package's TypeScript bundled in and
 * node_modules left outside (so `outfile` must sit where the server's node_modules resolve).
 * `entry` is a file, or `{ contents, resolveDir }` for a few lines written by the bench.
 */
export async function bundleServerModule(entry, outfile) {
  await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, sourcefile: 'bench-entry.ts', loader: 'ts' } }),
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-shared',
        setup(b) {
          b.onResolve({ filter: /^@lyceum\/shared\// }, (args) => ({ path: join(ROOT, 'packages/shared/src', `${args.path.slice('@lyceum/shared/'.length)}.ts`) }));
        },
      },
    ],
  });
}
