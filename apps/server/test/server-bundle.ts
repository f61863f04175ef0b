import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
let built = false;

/**
 * Vitest's global setup of the projects whose tests run the real process (test/server-process.ts)
 * or the built scripts: bundles the server (esbuild) once a run, in the main process, before any
 * test file starts. Built by the workers instead, one worker rewrote dist/main.js while another's
 * server was loading it, which then failed on half a file ("SyntaxError: Unexpected end of input").
 */
export default function buildServerBundle(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
  built = true;
}
