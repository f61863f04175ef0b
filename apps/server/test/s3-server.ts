import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3-compatible server the file suite's S3 projects run against (test/blob-stores.ts). */
    s3Endpoint: string;
  }
}

/**
 * s3rver's DeleteObject removes a key's parent directory once it is empty, and its PutObject
 * creates that directory and then opens the file, with no error handler on the file: a delete of the
 * last `files/…` object landing between the two (the tests race uploads against deletes on purpose)
 * made the open fail with ENOENT as an unhandled error, which ended the whole test run. Empty
 * directories are kept instead (the run's directory is removed at the end); S3 itself has none.
 */
function keepEmptyDirectories(): void {
  FilesystemStore.prototype.deleteObject = async function deleteObject(this: FilesystemStore, bucket: string, key: string) {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((type) =>
        unlink(this.getResourcePath(bucket, key, type)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}

/**
 * Vitest global setup of the S3 projects: a real S3-compatible server (s3rver, an npm package
 * speaking S3's HTTP API, storing in a temporary directory) on 127.0.0.1, for the whole run. The
 * code under test talks to it with the AWS SDK exactly as to MinIO or AWS.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepEmptyDirectories();
  const directory = await mkdtemp(join(tmpdir(), 'lyceum-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}
