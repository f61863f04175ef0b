import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { AllowedType, FileKind } from '@lyceum/shared/file-types';
import { HttpError, localized, type ErrorText } from '../../lib/http-errors';
import { detectType, SNIFF_BYTES, type Detected } from './detect-type';
import { headHoldsMarkup } from './markup-check';
import { TextCheck, type TextVerdict } from './text-check';
import { allowedKindsIn } from './allowed-kinds';
import { FILE_ERRORS } from './file-errors.messages';

export interface Inspected {
  size: number;
  sha256: string;
  type: AllowedType;
}

/**
 * What an upload's bytes pass through on their way to storage: counts them, hashes them (SHA-256),
 * holds back only the first SNIFF_BYTES until the type is decided, and fails the stream (so the
 * store keeps nothing) past the size cap, for a type we do not take, for "text" that is not, for
 * web page code in text or in an image's, PDF's or media file's head, and for an empty file.
 * Memory: the sniffed head, then one chunk at a time.
 */
export class UploadInspector extends Transform {
  /** Not `size`: a stream's numeric `size` (or `length`, `byteLength`) reads as its total length to some consumers (lib-storage; s3.ts guards too). */
  private received = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private detected: Detected | null = null;
  private text: TextCheck | null = null;

  constructor(
    private readonly name: string,
    private readonly maxBytes: number,
    /** 413 past MAX_UPLOAD_MB, 507 past what the quota has left. */
    private readonly tooLargeStatus: number,
    private readonly tooLargeMessage: ErrorText,
  ) {
    super();
  }

  /** The result, once the stream has ended without error. */
  result(): Inspected {
    if (!this.detected) throw new Error('upload not inspected yet');
    return { size: this.received, sha256: this.hash.digest('hex'), type: this.detected.type };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.maxBytes) return done(new HttpError(this.tooLargeStatus, this.tooLargeMessage));
    this.hash.update(chunk);
    if (this.detected) return done(this.forward(chunk));
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.received === 0) return done(new HttpError(400, FILE_ERRORS.empty));
    const decided = this.detected ? Promise.resolve() : this.decide();
    decided.then(() => done(this.text ? refusal(this.text.end()) : undefined), done);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.detected = await detectType(head, this.name);
    if (!this.detected) throw notAllowed();
    if (this.detected.mustBeText) this.text = new TextCheck();
    else if (MARKUP_CHECKED_KINDS.has(this.detected.type.kind) && headHoldsMarkup(head)) throw activeContent();
    const failure = this.forward(head);
    if (failure) throw failure;
  }

  private forward(chunk: Buffer): Error | undefined {
    const failure = this.text ? refusal(this.text.push(chunk)) : undefined;
    if (failure) return failure;
    this.push(chunk);
    return undefined;
  }
}

/**
 * Signed kinds whose sniffed head is read for web page code too (a PNG or a PDF that is also a
 * page). Zip-based documents, legacy Office files and zips are containers that no browser renders,
 * and their entries may be stored uncompressed (a pupil's zipped web project): not read.
 */
const MARKUP_CHECKED_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['image', 'pdf', 'audio', 'video']);

const notAllowed = () => new HttpError(415, localized(FILE_ERRORS.typeNotAllowed, { allowed: allowedKindsIn }));
const activeContent = () => new HttpError(415, localized(FILE_ERRORS.activeContent, { allowed: allowedKindsIn }));

function refusal(verdict: TextVerdict): HttpError | undefined {
  if (verdict === 'not-text') return notAllowed();
  return verdict === 'markup' ? activeContent() : undefined;
}
