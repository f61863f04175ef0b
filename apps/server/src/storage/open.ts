import { join, resolve } from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { DiskBlobStore } from './disk';
import { S3BlobStore } from './s3';

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  if (config.S3_BUCKET) {
    return new S3BlobStore({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return DiskBlobStore.open(filesDir(config));
}

export const filesDir = (config: Pick<Config, 'DATA_DIR'>): string => join(resolve(config.DATA_DIR), 'files');
