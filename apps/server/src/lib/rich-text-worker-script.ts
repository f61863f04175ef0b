import { workerScriptOf } from './worker-script';

/** The sanitiser thread's script: dist/rich-text-worker.js beside the server's bundle, or bundled from sources (worker-script.ts). */
export const richTextWorkerScript: () => Promise<URL> = workerScriptOf(new URL('./rich-text-worker.js', import.meta.url), new URL('./rich-text-worker.ts', import.meta.url));
