import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type Options } from 'csv-parse';
import { CSV_MAX_FIELD_CHARS, CSV_MAX_LINE_BYTES } from '@lyceum/shared/imports';
import { HttpError, type LocalizedText } from '../../lib/http-errors';
import { IMPORT_UPLOAD } from './roster-problems';

/**
 * What every roster CSV the server reads (the users CSV, each file of a OneRoster bundle) may cost
 * it: a line, a record and a field are bounded as the bytes come, so one 30 MB line under the file
 * caps is refused after 64 KB instead of being buffered, decoded and parsed whole (which grew the
 * server by 400 MB and held its event loop for seconds).
 */

/** A line or field past the bounds: the upload is refused as a whole (413), the message naming file and line. */
export class CsvTooLong extends HttpError {
  constructor(text: LocalizedText) {
    super(413, text);
  }
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Counts the physical lines of a file's bytes as they come, chunk by chunk, and throws CsvTooLong
 * at the first line longer than the bound (a line ends at LF, CR or CRLF). Only positions are kept,
 * never the bytes; `indexOf` finds the breaks, so a district's 6 MB take a few milliseconds.
 */
export class LineGuard {
  private line = 1;
  private run = 0;
  private offset = 0;
  /** Where the last CR was (file offset): an LF right after it ends the same line. */
  private crAt = -2;

  constructor(
    private readonly file: string,
    private readonly maxLine = CSV_MAX_LINE_BYTES,
  ) {}

  feed(chunk: Buffer): void {
    let pos = 0;
    let nextLf = chunk.indexOf(LF);
    let nextCr = chunk.indexOf(CR);
    while (pos < chunk.length) {
      if (nextLf !== -1 && nextLf < pos) nextLf = chunk.indexOf(LF, pos);
      if (nextCr !== -1 && nextCr < pos) nextCr = chunk.indexOf(CR, pos);
      const at = nextLf === -1 ? nextCr : nextCr === -1 ? nextLf : Math.min(nextLf, nextCr);
      const end = at === -1 ? chunk.length : at;
      this.run += end - pos;
      if (this.run > this.maxLine) throw new CsvTooLong(IMPORT_UPLOAD.lineTooLong(this.file, this.line));
      if (at === -1) break;
      const absolute = this.offset + at;
      if (chunk[at] === CR) {
        this.crAt = absolute;
        this.line += 1;
      } else if (this.crAt !== absolute - 1) {
        this.line += 1;
      }
      this.run = 0;
      pos = at + 1;
    }
    this.offset += chunk.length;
  }
}

/** Text handed to the parser between two turns of the event loop: a few milliseconds of parsing. */
const SLICE_CHARS = 32 * 1024;

/** What parseInSlices gives each record: the parser's record (or { record, info } with `info`). */
export type RecordSink = (record: unknown) => void;

/**
 * Parses `text` with csv-parse's streaming parser a slice at a time, letting the event loop answer
 * other requests between slices (a district's files parsed in one go held it for a second). The
 * parser itself refuses a record longer than CSV_MAX_LINE_BYTES before buffering more of it
 * (max_record_size); `onRecord` sees records in order, and what it throws (checkFields) stops the
 * parse and is thrown. Resolves with the parser's error, if it stopped on one (a stray quote),
 * after the records before it; throws CsvTooLong for an overlong record, `lineOfNext()` giving
 * the line it starts on.
 */
export async function parseInSlices(file: string, text: string, options: Options, onRecord: RecordSink, lineOfNext: () => number): Promise<CsvError | undefined> {
  const parser = parse({ ...options, max_record_size: CSV_MAX_LINE_BYTES });
  let failure: unknown;
  parser.on('data', (record: unknown) => {
    if (failure !== undefined) return;
    // Thrown here it would surface inside the stream's machinery: kept, and the parse stopped.
    try {
      onRecord(record);
    } catch (error) {
      failure = error;
    }
  });
  const ended = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.once('close', resolve);
    parser.once('error', (error) => {
      failure ??= error;
      resolve();
    });
  });
  for (let at = 0; at < text.length && failure === undefined; ) {
    let end = Math.min(text.length, at + SLICE_CHARS);
    // Never between the two halves of a surrogate pair: each slice is encoded as UTF-8 on its own.
    const code = text.charCodeAt(end);
    if (end < text.length && code >= 0xdc00 && code <= 0xdfff) end += 1;
    parser.write(text.slice(at, end));
    at = end;
    await nextTurn();
  }
  if (failure === undefined) parser.end();
  else parser.destroy();
  await ended;
  if (failure === undefined) return undefined;
  if (failure instanceof CsvError && failure.code === 'CSV_MAX_RECORD_SIZE') throw new CsvTooLong(IMPORT_UPLOAD.lineTooLong(file, lineOfNext()));
  if (failure instanceof CsvError) return failure;
  throw failure;
}

/** Throws CsvTooLong when a field of the record is longer than CSV_MAX_FIELD_CHARS. */
export function checkFields(file: string, line: number, record: readonly string[]): void {
  for (const field of record) if (field.length > CSV_MAX_FIELD_CHARS) throw new CsvTooLong(IMPORT_UPLOAD.fieldTooLong(file, line));
}
