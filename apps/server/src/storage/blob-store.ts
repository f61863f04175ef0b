import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a blob, both included (HTTP Range's convention). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobInfo {
  key: string;
  size: number;
  /** When the blob was written: the orphan sweep leaves blobs younger than its grace period alone. */
  modifiedAt: Date;
}

/**
 * Where uploaded files' bytes live: the disk under DATA_DIR/files, or an S3-compatible bucket.
 * Blobs are named by a key the server makes (a file's id), never by anything a user sent.
 * The database decides which blobs exist for the product; this only holds bytes.
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores everything `body` yields under `key`, streaming (never the whole file in memory). The
   * blob exists, durably, once this resolves. When `body` fails (a client gone, a size cap) this
   * rejects with that error and leaves nothing under the key.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The blob's bytes, or some of them; rejects with BlobNotFoundError when there is no such blob. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the blob; a missing one is not an error (deletes are retried and may race). */
  delete(key: string): Promise<void>;
  /** Every blob, in no particular order. */
  list(): AsyncIterable<BlobInfo>;
  close(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob ${key}`);
  }
}

/** Keys are our ids: letters, digits, '-' and '_' only, so a key can never be or reach a path. */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
}
