import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The worker's own bundle, beside the server's (build.mjs writes both into dist/). */
const BUNDLED = new URL('./rich-text-worker.js', import.meta.url);
const SOURCE = new URL('./rich-text-worker.ts', import.meta.url);

let script: Promise<URL> | undefined;

/**
 * The sanitiser thread's script. The server's bundle runs the worker bundle beside it. Running from
 * sources (the tests), a worker thread cannot load TypeScript, so the same entry is bundled here
 * once with esbuild (a dev dependency; well under a second) and run from memory, with its packages
 * imported by absolute URL, as code in memory has no folder to look them up from.
 */
export function richTextWorkerScript(): Promise<URL> {
  script ??= existsSync(fileURLToPath(BUNDLED)) ? Promise.resolve(BUNDLED) : bundleFromSources();
  return script;
}

async function bundleFromSources(): Promise<URL> {
  const { build } = await import('esbuild');
  const resolve = createRequire(import.meta.url).resolve;
  const result = await build({
    entryPoints: [fileURLToPath(SOURCE)],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'resolve-from-sources',
        setup(builder) {
          // The shared package is TypeScript: bundled in, as build.mjs does.
          builder.onResolve({ filter: /^@lyceum\/shared\// }, (args) => ({ path: resolve(args.path) }));
          builder.onResolve({ filter: /^[^./]/ }, (args) => ({
            path: args.path.startsWith('node:') ? args.path : pathToFileURL(resolve(args.path)).href,
            external: true,
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild wrote no worker bundle');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
