import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's script: its own bundle beside the server's (build.mjs writes both into dist/),
 * read once. Running from sources (the tests), a worker thread cannot load TypeScript, so the same
 * entry is bundled here once with esbuild (a dev dependency; well under a second) and run from
 * memory, with its packages imported by absolute URL, as code in memory has no folder to look them
 * up from.
 */
export function workerScriptOf(bundled: URL, source: URL): () => Promise<URL> {
  let script: Promise<URL> | undefined;
  return () => (script ??= existsSync(fileURLToPath(bundled)) ? Promise.resolve(bundled) : bundleFromSources(source));
}

async function bundleFromSources(source: URL): Promise<URL> {
  const { build } = await import('esbuild');
  const resolve = createRequire(import.meta.url).resolve;
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'silent',
    // Run from a data: URL, the bundle's own import.meta.url could not be resolved from (createRequire):
    // it is its source's, as it would be its file's in dist/.
    define: { 'import.meta.url': JSON.stringify(source.href) },
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
