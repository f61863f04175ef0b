import { PassThrough, Readable, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, BlobNotFoundError, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; MinIO, Ceph, Garage, R2... give theirs. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Every blob of Lyceum sits under this prefix, so the bucket may hold other things too. */
const PREFIX = 'files/';

/**
 * Parts of a multipart upload: S3's minimum. Two in flight at most, so an upload holds about
 * 10-15 MB however large the file (lib-storage buffers each part before sending it).
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The body's bytes as a bare stream, for lib-storage. lib-storage takes a body's numeric
 * `byteLength`, `length` or `size`, its `start`/`end`, or a file stream's `path` as the object's
 * total length, and fails a multipart upload whose parts do not add up to it (after sending them):
 * the upload inspector's byte count, a field named `size` that is 0 when the upload starts, made
 * every file over one part a 500. A PassThrough has none of these, whatever stream the caller hands
 * in; the body's failure still fails it, and so the upload.
 */
function bytesOnly(body: Readable): Readable {
  const bare = new PassThrough();
  pipeline(body, bare, () => undefined);
  return bare;
}

/**
 * Blobs in an S3-compatible bucket, through the official AWS SDK v3. Uploads stream through
 * lib-storage's Upload (one PutObject for a small file, a multipart upload for a large one, which
 * it aborts when the body fails, so no object appears). Checksums are computed only where S3
 * requires them: the SDK's default of a CRC on every request is not understood by every
 * S3-compatible server, and each file's SHA-256 is already kept in the database.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    // The SDK warns on Node 20 that its releases after January 2027 will need Node 22. The release
    // package-lock.json pins runs on Node 20 (the tested runtime), so the warning would only worry
    // whoever reads the server's log; an operator who sets the variable themselves keeps their choice.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    assertBlobKey(key);
    return PREFIX + key;
  }

  async put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(key), Body: bytesOnly(body) },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    // The body's own error is the one to report (a cap, a client gone), not the SDK's wrapping of it.
    let bodyError: unknown;
    body.once('error', (error) => (bodyError = error));
    try {
      await upload.done();
    } catch (error) {
      throw bodyError ?? error;
    }
    if (bodyError) {
      await this.delete(key);
      throw bodyError;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return answer.Body;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
        throw new BlobNotFoundError(key);
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(PREFIX.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
