import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { BlobStore } from '../src/storage/blob-store';
import { DiskBlobStore } from '../src/storage/disk';
import { S3BlobStore, type S3Settings } from '../src/storage/s3';

export type Backend = 'disk' | 's3';

/** The file suite runs once per backend: the S3 projects of vitest.config.ts set this. */
export const testBackend: Backend = process.env.LYCEUM_TEST_STORAGE === 's3' ? 's3' : 'disk';

export interface TestBlobStore {
  store: BlobStore;
  /** The environment that names the same place for loadConfig (DATA_DIR or S3_*). */
  env: Record<string, string>;
  /** Keys of every blob there now. */
  keys(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** A fresh, empty store of the run's backend: a temporary directory, or a new bucket on the test S3 server. */
export async function createTestBlobStore(backend: Backend = testBackend): Promise<TestBlobStore> {
  // Workers are not isolated (vitest.config.ts): one reused by another project would keep this module's first backend.
  if ((process.env.LYCEUM_TEST_STORAGE === 's3' ? 's3' : 'disk') !== testBackend) {
    throw new Error(`this worker was started for ${testBackend} storage but runs a ${process.env.LYCEUM_TEST_STORAGE ?? 'disk'} file`);
  }
  if (backend === 'disk') {
    const dataDir = await mkdtemp(join(tmpdir(), 'lyceum-files-'));
    const store = await DiskBlobStore.open(join(dataDir, 'files'));
    return {
      store,
      env: { DATA_DIR: dataDir },
      keys: () => keysOf(store),
      dispose: async () => {
        await store.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const settings: S3Settings = {
    bucket: `lyceum-test-${randomBytes(6).toString('hex')}`,
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const admin = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const store = new S3BlobStore(settings);
  return {
    store,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: () => keysOf(store),
    dispose: async () => {
      await store.close();
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      for (const object of listed.Contents ?? []) await admin.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }));
      await admin.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
      admin.destroy();
    },
  };
}

async function keysOf(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys.sort();
}
