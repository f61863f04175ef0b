import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts dist/main.js with the given environment and waits until it listens. The port is free when
 * picked, but another test running beside this one can take it before the server binds it: a start
 * that fails with EADDRINUSE is tried again on a new port.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (!output.includes('Lyceum is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}
