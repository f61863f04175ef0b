import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import { crc32Of } from '../../../lib/zip-crc';
import { LineGuard } from '../csv-bounds';
import type { BundleLimits } from './limits';

/** The bundle cannot be read at all; the message says why and goes to the preview as is. */
export class BundleRefused extends Error {}

export interface BundleFiles {
  /** Known file name (`users.csv`) to its bytes. */
  files: Map<string, Buffer>;
  /** Entries whose names would escape a folder (`../x`, `/etc/x`, `C:x`): never read, reported. */
  unsafeNames: string[];
}

/** Buffers an upload, refusing it as soon as it passes the cap: a zip is read from its end. */
export async function collectZip(input: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) {
    if (input.length > maxBytes) throw new BundleRefused(ONEROSTER_MSG.bundleTooLarge(maxBytes));
    return input;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > maxBytes) {
      input.destroy();
      throw new BundleRefused(ONEROSTER_MSG.bundleTooLarge(maxBytes));
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const openZip = (zip: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    // decodeStrings off: yauzl would fail the whole archive on one unsafe name; we skip that entry instead.
    yauzl.fromBuffer(zip, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zipfile) =>
      error ? reject(new BundleRefused(ONEROSTER_MSG.notAZip)) : resolve(zipfile),
    );
  });

const listEntries = (zipfile: yauzl.ZipFile) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zipfile.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.once('end', () => resolve(entries));
    zipfile.once('error', () => reject(new BundleRefused(ONEROSTER_MSG.notAZip)));
    zipfile.readEntry();
  });

/** The entry's name as text: UTF-8 when the zip says so, else byte for byte (the names we read are ASCII). */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const text = raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
  return text.replace(/\\/g, '/');
}

/**
 * Inflates one entry, counting bytes as they come and stopping at the first byte past a cap, or
 * at the first line longer than a CSV line may be (`lines`): refused then, not buffered.
 */
function inflate(zipfile: yauzl.ZipFile, entry: yauzl.Entry, name: string, limits: BundleLimits, budget: { left: number }, lines: LineGuard) {
  return new Promise<Buffer>((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error) return reject(new BundleRefused(ONEROSTER_MSG.notAZip));
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (message: string) => {
        stream.destroy();
        reject(new BundleRefused(message));
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        budget.left -= chunk.length;
        if (size > limits.maxEntryBytes) return stop(ONEROSTER_MSG.entryTooLarge(name, limits.maxEntryBytes));
        if (budget.left < 0) return stop(ONEROSTER_MSG.totalTooLarge(limits.maxTotalBytes));
        try {
          lines.feed(chunk);
        } catch (tooLong) {
          stream.destroy();
          return reject(tooLong as Error);
        }
        chunks.push(chunk);
      });
      // yauzl fails the stream when it inflates past the size the zip declared (validateEntrySizes).
      stream.once('error', () => reject(new BundleRefused(ONEROSTER_MSG.notAZip)));
      stream.once('end', () => {
        const bytes = Buffer.concat(chunks);
        if (crc32Of(bytes) === entry.crc32) resolve(bytes);
        else reject(new BundleRefused(ONEROSTER_MSG.entryDamaged(name)));
      });
    });
  });
}

/**
 * Reads the known files of a bundle whose manifest.csv sits at the root or in one top folder.
 * Entry names are only compared with the known names, never used as paths; everything else in
 * the zip (other folders, unknown files) is left unread.
 */
export async function readBundleFiles(zip: Buffer, known: readonly string[], limits: BundleLimits): Promise<BundleFiles> {
  const zipfile = await openZip(zip);
  try {
    if (zipfile.entryCount > limits.maxEntries) throw new BundleRefused(ONEROSTER_MSG.tooManyEntries(zipfile.entryCount, limits.maxEntries));
    const entries = (await listEntries(zipfile)).map((entry) => ({ entry, name: entryName(entry) }));
    const unsafeNames = entries.filter(({ name }) => yauzl.validateFileName(name) !== null).map(({ name }) => name);
    const safe = entries.filter(({ name }) => yauzl.validateFileName(name) === null && !name.startsWith('__MACOSX/'));
    const manifests = safe.filter(({ name }) => /^([^/]+\/)?manifest\.csv$/.test(name));
    if (manifests.length === 0) throw new BundleRefused(ONEROSTER_MSG.manifestMissing);
    if (manifests.length > 1) throw new BundleRefused(ONEROSTER_MSG.manifestTwice);
    const folder = manifests[0]?.name.slice(0, -'manifest.csv'.length) ?? '';

    const wanted = safe.filter(({ name }) => name.startsWith(folder) && known.includes(name.slice(folder.length)));
    // Two entries of one name: which is the roster is anyone's guess, so neither is read.
    const seen = new Set<string>();
    for (const { name } of wanted) {
      if (seen.has(name)) throw new BundleRefused(ONEROSTER_MSG.entryTwice(name));
      seen.add(name);
    }
    // Declared sizes can lie, so they only refuse early; the counts while inflating are what hold.
    let declared = 0;
    for (const { entry, name } of wanted) {
      if (entry.uncompressedSize > limits.maxEntryBytes) throw new BundleRefused(ONEROSTER_MSG.entryTooLarge(name, limits.maxEntryBytes));
      declared += entry.uncompressedSize;
    }
    if (declared > limits.maxTotalBytes) throw new BundleRefused(ONEROSTER_MSG.totalTooLarge(limits.maxTotalBytes));

    const files = new Map<string, Buffer>();
    const budget = { left: limits.maxTotalBytes };
    for (const { entry, name } of wanted) {
      const file = name.slice(folder.length);
      files.set(file, await inflate(zipfile, entry, name, limits, budget, new LineGuard(file)));
    }
    return { files, unsafeNames };
  } finally {
    zipfile.close();
  }
}
