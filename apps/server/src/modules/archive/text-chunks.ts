import { Readable } from 'node:stream';

/** Bytes handed on at once: a row at a time would be a stream chunk (and a deflate call) per row. */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * A stream of the strings `pieces` yields, joined into chunks of about 64 KiB. Nothing is read from
 * `pieces` until the stream is, and destroying the stream returns the generator (closing whatever
 * cursor it holds).
 */
export function textStream(pieces: AsyncIterable<string>): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    let pending: string[] = [];
    let length = 0;
    for await (const piece of pieces) {
      pending.push(piece);
      length += piece.length;
      if (length >= CHUNK_CHARACTERS) {
        yield Buffer.from(pending.join(''), 'utf8');
        pending = [];
        length = 0;
      }
    }
    if (length > 0) yield Buffer.from(pending.join(''), 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** One whole value as a stream (the manifest). */
export const bytesStream = (text: string): Readable => Readable.from([Buffer.from(text, 'utf8')], { objectMode: false });
