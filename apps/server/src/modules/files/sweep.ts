import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { isUnattached } from './files.repository';

/** An upload nobody attached is deleted after this: time enough to finish the form it was for. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * A blob with no row is deleted after this. Rows are committed milliseconds after their blob is
 * whole, so a blob this old without one was left by a crash (or a failed delete) in between.
 */
export const ORPHAN_BLOB_GRACE_MS = 60 * 60 * 1000;
/** The sweep runs at start and then at most this often. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

const KEYS_PER_QUERY = 500;

export interface SweepResult {
  unattached: number;
  orphanBlobs: number;
}

/**
 * Collects what nothing references: unattached uploads past their grace (their rows go, and the
 * trigger queues their blobs), and blobs without a row past theirs. Run by the job runner's timer.
 */
export async function sweepFiles(db: Kysely<Database>, blobs: BlobStore, now = new Date()): Promise<SweepResult> {
  // Blobs first: the rows deleted below queue their own blobs' deletion (a job), not the sweep's.
  let orphanBlobs = 0;
  const blobCutoff = now.getTime() - ORPHAN_BLOB_GRACE_MS;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = new Set((await db.selectFrom('files').select('id').where('id', 'in', batch).execute()).map((row) => row.id));
    for (const key of batch) {
      if (known.has(key)) continue;
      await blobs.delete(key);
      orphanBlobs += 1;
    }
    batch = [];
  };
  for await (const blob of blobs.list()) {
    if (blob.modifiedAt.getTime() >= blobCutoff) continue;
    batch.push(blob.key);
    if (batch.length >= KEYS_PER_QUERY) await flush();
  }
  await flush();
  const cutoff = new Date(now.getTime() - UNATTACHED_GRACE_MS).toISOString();
  const unattached = await db
    .deleteFrom('files')
    .where(isUnattached)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();

  return { unattached: Number(unattached.numDeletedRows), orphanBlobs };
}

/** The sweep as periodic work: the first call runs it, later ones only once SWEEP_EVERY_MS has passed. */
export function periodicSweep(db: Kysely<Database>, blobs: BlobStore, onDone: (result: SweepResult) => void): () => Promise<void> {
  let last = 0;
  return async () => {
    if (last !== 0 && Date.now() - last < SWEEP_EVERY_MS) return;
    last = Date.now();
    onDone(await sweepFiles(db, blobs));
  };
}
