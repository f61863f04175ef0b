import { Transform } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * yauzl checks an entry's name and that it inflates to its declared size, but not its CRC-32: a
 * stored (uncompressed) entry with a damaged byte, or one whose recorded CRC was made for other
 * bytes, read as if whole. Every zip entry we read is checked against the CRC its zip records
 * (zlib's own crc32, in Node since 20.15).
 */
export const crc32Of = (bytes: Buffer): number => crc32(bytes);

/** Passes an entry's bytes through, failing with `damaged()` at their end when their CRC-32 is not `expected`. */
export function crc32Check(expected: number, damaged: () => Error): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc === expected ? undefined : damaged());
    },
  });
}
