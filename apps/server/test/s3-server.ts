import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import S3rver from 's3rver';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3-compatible server the file suite's S3 projects run against (test/blob-stores.ts). */
    s3Endpoint: string;
  }
}

/**
 * Vitest global setup of the S3 projects: a real S3-compatible server (s3rver, an npm package
 * speaking S3's HTTP API, storing in a temporary directory) on 127.0.0.1, for the whole run. The
 * code under test talks to it with the AWS SDK exactly as to MinIO or AWS.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'lyceum-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}
