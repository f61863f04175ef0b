import { newId } from '../../lib/ids';
import { BlobNotFoundError, type BlobStore } from '../../storage/blob-store';

/** Blobs copied at once: each is a read stream into a write, mostly waiting on the disk or the bucket. */
const AT_ONCE = 4;

/**
 * Copies each file's bytes under a new key, before the copy's transaction, as an upload stores
 * its blob before its row. Blobs are named by their file's id and deleting a file row deletes its
 * blob (migration 0011), so two classes cannot share one: each copy owns its bytes. Answers the
 * new key of each file copied; a file whose blob is gone (deleted meanwhile) has none. If a copy
 * fails, the blobs already made are deleted and the error is thrown.
 */
export async function copyBlobs(blobs: BlobStore, fileIds: readonly string[]): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  const queue = [...fileIds];
  let failure: { error: unknown } | undefined;
  // Workers never reject: the first failure stops them all, and every copy made is then undone.
  const worker = async () => {
    for (let fileId = queue.shift(); fileId !== undefined && !failure; fileId = queue.shift()) {
      const key = newId();
      try {
        await blobs.put(key, await blobs.read(fileId));
        copies.set(fileId, key);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
  if (failure) {
    await deleteBlobs(blobs, copies.values());
    throw failure.error;
  }
  return copies;
}

/** Deletes copied blobs no row came to own (the copy failed, or their file went meanwhile). */
export async function deleteBlobs(blobs: BlobStore, keys: Iterable<string>): Promise<void> {
  for (const key of keys) await blobs.delete(key);
}
