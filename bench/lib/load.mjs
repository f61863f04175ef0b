import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../load-child.mjs', import.meta.url));

/**
 * Drives one endpoint with autocannon from a separate process and returns its figures:
 * { rps, requests, p50, p99, max, ok2xx, non2xx, errors, timeouts }.
 */
export function drive(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon child exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch (error) {
        reject(new Error(`unreadable autocannon output: ${out.slice(0, 200)} (${error.message})`));
      }
    });
  });
}
