import yauzl from 'yauzl';
import { crc32Of } from './zip-crc';

/** What reading a zip from outside (an upload) may cost: checked before and while inflating. */
export interface ZipLimits {
  /** Entries in the zip's directory, counted before any is read. */
  maxEntries: number;
  /** One file, counted as it inflates (the sizes the zip declares are checked too, never trusted). */
  maxEntryBytes: number;
  /** All the files read, together, counted as they inflate. */
  maxTotalBytes: number;
}

/**
 * The refusals, in the words of the feature reading the zip (a OneRoster bundle, a QTI package):
 * text, or what the feature keeps to word later (a bundle's problems are written for their reader).
 */
export interface ZipMessages<Text = string> {
  notAZip: Text;
  tooManyEntries: (count: number, max: number) => Text;
  entryTooLarge: (name: string, max: number) => Text;
  totalTooLarge: (max: number) => Text;
  entryDamaged: (name: string) => Text;
  entryTwice: (name: string) => Text;
}

export interface ZipReadOptions<Text = string> {
  limits: ZipLimits;
  messages: ZipMessages<Text>;
  /** The error a refusal is thrown as (the feature's own, which its route turns into a 4xx or a preview problem). */
  refuse: (message: Text) => Error;
  /**
   * Which entries to read, given every safely named one (never `../x`, `/x`, `C:x` or `__MACOSX/`).
   * Names are only compared, never used as paths. May throw `refuse(...)` when what it needs is missing.
   */
  choose: (names: string[]) => string[];
  /** Watches each chosen file's bytes as they inflate (a CSV's line length); throws to refuse it. */
  watch?: (name: string) => (chunk: Buffer) => void;
}

const openZip = <Text>(zip: Buffer, options: ZipReadOptions<Text>) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    // decodeStrings off: yauzl would fail the whole archive on one unsafe name; that entry is skipped instead.
    yauzl.fromBuffer(zip, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zipfile) =>
      error ? reject(options.refuse(options.messages.notAZip)) : resolve(zipfile),
    );
  });

const listEntries = <Text>(zipfile: yauzl.ZipFile, options: ZipReadOptions<Text>) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zipfile.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.once('end', () => resolve(entries));
    zipfile.once('error', () => reject(options.refuse(options.messages.notAZip)));
    zipfile.readEntry();
  });

/** The entry's name as text: UTF-8 when the zip says so, else byte for byte. */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const text = raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
  return text.replace(/\\/g, '/');
}

/** Inflates one entry, counting bytes as they come and stopping at the first byte past a cap; checks its CRC-32. */
function inflate<Text>(zipfile: yauzl.ZipFile, entry: yauzl.Entry, name: string, options: ZipReadOptions<Text>, budget: { left: number }) {
  const { limits, messages, refuse } = options;
  const watch = options.watch?.(name);
  return new Promise<Buffer>((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error) return reject(refuse(messages.notAZip));
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (failure: Error) => {
        stream.destroy();
        reject(failure);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        budget.left -= chunk.length;
        if (size > limits.maxEntryBytes) return stop(refuse(messages.entryTooLarge(name, limits.maxEntryBytes)));
        if (budget.left < 0) return stop(refuse(messages.totalTooLarge(limits.maxTotalBytes)));
        try {
          watch?.(chunk);
        } catch (refused) {
          return stop(refused as Error);
        }
        chunks.push(chunk);
      });
      // yauzl fails the stream when it inflates past the size the zip declared (validateEntrySizes).
      stream.once('error', () => reject(refuse(messages.notAZip)));
      stream.once('end', () => {
        const bytes = Buffer.concat(chunks);
        if (crc32Of(bytes) === entry.crc32) resolve(bytes);
        else reject(refuse(messages.entryDamaged(name)));
      });
    });
  });
}

/**
 * Reads the chosen files of an uploaded zip within its limits: bombs (declared and actual sizes,
 * per entry and in total), too many entries, unsafe names (reported, never read), two entries of
 * one chosen name, damaged bytes (CRC-32). The files come back by their names in the zip.
 */
export async function readZipFiles<Text = string>(zip: Buffer, options: ZipReadOptions<Text>): Promise<{ files: Map<string, Buffer>; unsafeNames: string[] }> {
  const { limits, messages, refuse } = options;
  const zipfile = await openZip(zip, options);
  try {
    if (zipfile.entryCount > limits.maxEntries) throw refuse(messages.tooManyEntries(zipfile.entryCount, limits.maxEntries));
    const entries = (await listEntries(zipfile, options)).map((entry) => ({ entry, name: entryName(entry) }));
    const unsafeNames = entries.filter(({ name }) => yauzl.validateFileName(name) !== null).map(({ name }) => name);
    const safe = entries.filter(({ name }) => yauzl.validateFileName(name) === null && !name.startsWith('__MACOSX/'));
    const chosen = new Set(options.choose(safe.map(({ name }) => name)));
    const wanted = safe.filter(({ name }) => chosen.has(name));
    // Two entries of one name: which is meant is anyone's guess, so neither is read.
    const seen = new Set<string>();
    for (const { name } of wanted) {
      if (seen.has(name)) throw refuse(messages.entryTwice(name));
      seen.add(name);
    }
    // Declared sizes can lie, so they only refuse early; the counts while inflating are what hold.
    let declared = 0;
    for (const { entry, name } of wanted) {
      if (entry.uncompressedSize > limits.maxEntryBytes) throw refuse(messages.entryTooLarge(name, limits.maxEntryBytes));
      declared += entry.uncompressedSize;
    }
    if (declared > limits.maxTotalBytes) throw refuse(messages.totalTooLarge(limits.maxTotalBytes));
    const files = new Map<string, Buffer>();
    const budget = { left: limits.maxTotalBytes };
    for (const { entry, name } of wanted) files.set(name, await inflate(zipfile, entry, name, options, budget));
    return { files, unsafeNames };
  } finally {
    zipfile.close();
  }
}
