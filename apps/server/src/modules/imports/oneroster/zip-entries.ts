import type { Readable } from 'node:stream';
import type { StoredText } from '../problem-text';
import { ONEROSTER_PROBLEM } from '../roster-problems';
import { readZipFiles, type ZipMessages } from '../../../lib/safe-zip';
import { LineGuard } from '../csv-bounds';
import type { BundleLimits } from './limits';

/** The bundle cannot be read at all; the text says why and goes to the preview, kept as its problem. */
export class BundleRefused extends Error {
  constructor(readonly text: StoredText) {
    super(typeof text === 'string' ? text : text.id);
  }
}

export interface BundleFiles {
  /** Known file name (`users.csv`) to its bytes. */
  files: Map<string, Buffer>;
  /** Entries whose names would escape a folder (`../x`, `/etc/x`, `C:x`): never read, reported. */
  unsafeNames: string[];
}

/** Buffers an upload, refusing it as soon as it passes the cap: a zip is read from its end. */
export async function collectZip(input: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) {
    if (input.length > maxBytes) throw new BundleRefused(ONEROSTER_PROBLEM.bundleTooLarge(maxBytes));
    return input;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > maxBytes) {
      input.destroy();
      throw new BundleRefused(ONEROSTER_PROBLEM.bundleTooLarge(maxBytes));
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** A OneRoster bundle's refusals, in its own words, for the shared safe reader. */
const BUNDLE_ZIP_MESSAGES: ZipMessages<StoredText> = {
  notAZip: ONEROSTER_PROBLEM.notAZip,
  tooManyEntries: ONEROSTER_PROBLEM.tooManyEntries,
  entryTooLarge: ONEROSTER_PROBLEM.entryTooLarge,
  totalTooLarge: ONEROSTER_PROBLEM.totalTooLarge,
  entryDamaged: ONEROSTER_PROBLEM.entryDamaged,
  entryTwice: ONEROSTER_PROBLEM.entryTwice,
};

/**
 * Reads the known files of a bundle whose manifest.csv sits at the root or in one top folder,
 * through the safe reader (lib/safe-zip.ts), every CSV line bounded as it inflates. Entry names
 * are only compared with the known names, never used as paths; everything else in the zip (other
 * folders, unknown files) is left unread.
 */
export async function readBundleFiles(zip: Buffer, known: readonly string[], limits: BundleLimits): Promise<BundleFiles> {
  let folder = '';
  const { files, unsafeNames } = await readZipFiles(zip, {
    limits,
    messages: BUNDLE_ZIP_MESSAGES,
    refuse: (message) => new BundleRefused(message),
    choose: (names) => {
      const manifests = names.filter((name) => /^([^/]+\/)?manifest\.csv$/.test(name));
      if (manifests.length === 0) throw new BundleRefused(ONEROSTER_PROBLEM.manifestMissing);
      if (manifests.length > 1) throw new BundleRefused(ONEROSTER_PROBLEM.manifestTwice);
      folder = manifests[0]?.slice(0, -'manifest.csv'.length) ?? '';
      return names.filter((name) => name.startsWith(folder) && known.includes(name.slice(folder.length)));
    },
    watch: (name) => {
      const lines = new LineGuard(name.slice(folder.length));
      return (chunk) => lines.feed(chunk);
    },
  });
  return { files: new Map([...files].map(([name, bytes]) => [name.slice(folder.length), bytes])), unsafeNames };
}
