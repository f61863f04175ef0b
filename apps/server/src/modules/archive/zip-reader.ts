import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { crc32Check } from '../../lib/zip-crc';
import { ArchiveRefused } from './archive-refused';

/**
 * A zip file read entry by entry, in the order they were written, without holding the list of
 * entries (an archive may have a file entry per upload). yauzl checks every name (no absolute
 * path, no `..`) and that each entry inflates to exactly the size it declares; each entry's bytes
 * are also checked against the CRC-32 the zip recorded for them (lib/zip-crc.ts).
 */
export class ZipReader {
  private constructor(private readonly zip: yauzl.ZipFile) {}

  static open(path: string): Promise<ZipReader> {
    return new Promise((resolve, reject) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
        error ? reject(error) : resolve(new ZipReader(zip)),
      );
    });
  }

  /** The entries, one at a time. */
  async *entries(): AsyncGenerator<yauzl.Entry> {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const done = (value: yauzl.Entry | null, error?: Error) => {
          this.zip.off('entry', onEntry);
          this.zip.off('end', onEnd);
          this.zip.off('error', onError);
          if (error) reject(error);
          else resolve(value);
        };
        const onEntry = (found: yauzl.Entry) => done(found);
        const onEnd = () => done(null);
        const onError = (error: Error) => done(null, error);
        this.zip.on('entry', onEntry);
        this.zip.on('end', onEnd);
        this.zip.on('error', onError);
        this.zip.readEntry();
      });
      if (!entry) return;
      yield entry;
    }
  }

  /** The entry's bytes, inflated as they are read; the stream fails at its end when they are damaged. */
  open(entry: yauzl.Entry): Promise<Readable> {
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const checked = crc32Check(entry.crc32, () => new ArchiveRefused(`${entry.fileName} is damaged: its bytes do not match the checksum the archive recorded`));
        stream.once('error', (streamError) => checked.destroy(streamError));
        resolve(stream.pipe(checked));
      });
    });
  }

  close(): void {
    this.zip.close();
  }
}
