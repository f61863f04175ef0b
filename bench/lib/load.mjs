import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../load-child.mjs', import.meta.url));

/**
 * Drives one endpoint with autocannon from a separate process and returns its figures:
 * { rps, requests, p50, p99, max, ok2xx, non2xx, errors, timeouts }.
 */
export function drive(job) {
  return new Promise((resolve, reject) => {
    // Through a file: a job with thousands of rotating requests is past the limit of an argument.
    const dir = mkdtempSync(join(tmpdir(), 'lyceum-load-'));
    const file = join(dir, 'job.json');
    writeFileSync(file, JSON.stringify(job));
    const child = spawn(process.execPath, [CHILD, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
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
