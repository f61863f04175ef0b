import { finished, type Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A zip written one entry at a time, as fast as its reader takes the bytes (yazl streams each entry
 * through deflate into `output`). `add` resolves once the entry's source has been read to its end,
 * so the caller makes the next source only then: at most one source is open at a time, and a
 * source that reads a database holds its connection alone. Only the entries' names, sizes and
 * CRCs stay in memory, for the central directory at the end.
 */
export class ZipWriter {
  private readonly zip = new yazl.ZipFile();
  /** The current source, destroyed if the zip is abandoned (so its database cursor closes). */
  private current: Readable | null = null;
  private failure: Error | null = null;
  readonly output: Readable;

  constructor() {
    this.output = this.zip.outputStream as Readable;
    this.zip.on('error', (error: Error) => this.fail(error));
    // A reader that goes away (a download cancelled) ends the zip where it is.
    this.output.once('close', () => {
      if (!this.output.readableEnded) this.fail(new Error('the reader of the zip went away'));
    });
  }

  /** Adds `source` as `name` (deflated unless `compress` is false) and waits until it has all gone in. */
  add(name: string, source: Readable, compress = true): Promise<void> {
    if (this.failure) {
      source.destroy();
      return Promise.reject(this.failure);
    }
    this.current = source;
    return new Promise((resolve, reject) => {
      finished(source, { writable: false }, (error) => {
        if (this.current === source) this.current = null;
        if (error) reject(this.failure ?? error);
        else resolve();
      });
      this.zip.addReadStreamLazy(name, { compress, mtime: new Date() }, (callback) => callback(null, source));
    });
  }

  /** Writes the central directory: `output` ends once it is read. */
  end(): void {
    this.zip.end();
  }

  /** Stops at once: the current source is destroyed and `output` fails with `error`. */
  fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.current?.destroy(error);
    if (!this.output.destroyed) this.output.destroy(error);
  }
}
