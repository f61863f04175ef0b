import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './server-process';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A redis-server on a free loopback port with no persistence, for tests of the shared
 * rate-limit store. `npm test` installs Debian's redis-server when it is missing.
 */
export async function startRedis(): Promise<ThrowawayRedis> {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is not installed (apt-get install redis-server); npm test installs it');
  const port = await freePort();
  const child = spawn(found, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
