/**
 * Where the server under test keeps files: run.mjs runs the files journeys against a server on
 * the disk backend, then again against one on S3 (s3rver), with the bucket's address.
 */
export const storage: 'disk' | 's3' = process.env.E2E_STORAGE === 's3' ? 's3' : 'disk';

/**
 * The bytes of a file's blob read straight from the test bucket (s3rver answers unsigned
 * requests), or null when the bucket has no such object: proof the upload went to S3. Blobs are
 * named by the file's id under `files/` (apps/server/src/storage/s3.ts).
 */
export async function blobInBucket(fileId: string): Promise<Buffer | null> {
  const bucketUrl = process.env.E2E_S3_BUCKET_URL;
  if (!bucketUrl) throw new Error('E2E_S3_BUCKET_URL is not set: run.mjs sets it for the S3 run');
  const response = await fetch(`${bucketUrl}/files/${encodeURIComponent(fileId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the bucket answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
