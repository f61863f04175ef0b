import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const here = createRequire(import.meta.url);

/**
 * The CommonJS module at `path` loaded anew, with the other files of its folder: a copy apart from
 * the one every other import shares (which a speed-up may have patched), for a test to compare
 * against. The shared copy is left in the module cache as it was.
 */
export function loadedApart<T>(path: string): T {
  const inFolder = (file: string) => file.startsWith(dirname(path));
  const kept = Object.entries(here.cache).filter(([file]) => inFolder(file));
  for (const [file] of kept) delete here.cache[file];
  try {
    return here(path) as T;
  } finally {
    for (const file of Object.keys(here.cache)) if (inFolder(file)) delete here.cache[file];
    for (const [file, module] of kept) here.cache[file] = module;
  }
}
