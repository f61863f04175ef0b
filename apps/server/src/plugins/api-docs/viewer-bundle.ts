import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { patchViewer } from './viewer-patches';

export interface ViewerBundle {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

let loading: Promise<ViewerBundle> | undefined;

/**
 * Scalar's standalone bundle (3.5 MB, ~1 MB gzip, less in brotli), read, patched and compressed once per
 * process on the first request for it, off the event loop (zlib's thread pool), so no request pays
 * for it again and a server that never serves the reference never reads it.
 */
export function viewerBundle(): Promise<ViewerBundle> {
  loading ??= (async () => {
    const path = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
    const identity = Buffer.from(patchViewer(await readFile(path, 'utf8')));
    const [gzipped, brotli] = await Promise.all([
      promisify(gzip)(identity, { level: 9 }),
      promisify(brotliCompress)(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ]);
    return { identity, gzip: gzipped, br: brotli };
  })();
  // A failed read is not cached: the next request tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The best encoding of the ones we hold that the client accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
