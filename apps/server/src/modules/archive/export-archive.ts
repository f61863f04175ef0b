import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BlobNotFoundError, type BlobStore } from '../../storage/blob-store';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  ONEROSTER_ENTRY,
  tableEntry,
  tablesAt,
  type ArchiveManifest,
} from './archive-format';
import { writeOneRoster } from './oneroster-export';
import { withSnapshot, type Snapshot } from './snapshot';
import { latestMigration } from './schema-level';
import { jsonLines, loose, tableRows } from './table-rows';
import { bytesStream, textStream } from './text-chunks';
import { ZipWriter } from './zip-writer';

export interface ExportRun {
  /** The zip, as it is made: read it (into a response, a file) and it goes on. */
  stream: Readable;
  /** Resolves with the manifest once every row and file has gone into the zip; rejects as the stream fails. */
  done: Promise<ArchiveManifest>;
}

/** The manifest, counted in the snapshot the rows are then read from. */
async function describe(snapshot: Snapshot, source: Db['dialect'], now: Date): Promise<ArchiveManifest> {
  const migration = await latestMigration(snapshot);
  const tables = [];
  for (const spec of tablesAt(migration)) {
    const counted = await loose(snapshot).selectFrom(spec.name).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    tables.push({ name: spec.name, file: tableEntry(spec.name), columns: [...spec.columns], rows: Number(counted.n) });
  }
  const files = await snapshot
    .selectFrom('files')
    .select([sql<number>`count(*)`.as('count'), sql<number | string>`coalesce(sum(size), 0)`.as('bytes')])
    .executeTakeFirstOrThrow();
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: now.toISOString(),
    source,
    migration,
    tables,
    files: { count: Number(files.count), bytes: Number(files.bytes) },
  };
}

/**
 * A file's bytes from the store, checked against the SHA-256 and size recorded at upload as they
 * pass: a store that lost or changed a file fails the export rather than making an archive that
 * would bring the damage along.
 */
async function checkedBlob(blobs: BlobStore, file: { id: string; name: string; sha256: string; size: number }): Promise<Readable> {
  let source: Readable;
  try {
    source = await blobs.read(file.id);
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    throw new Error(`file ${file.id} (${file.name}) is missing from the file store (deleted during the export? run it again)`);
  }
  const hash = createHash('sha256');
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      const sha256 = hash.digest('hex');
      if (sha256 !== file.sha256 || size !== Number(file.size)) {
        done(new Error(`file ${file.id} (${file.name}) in the store does not match its recorded SHA-256 and size: the store has lost or changed it`));
      } else done();
    },
  });
  // Either side failing or being destroyed takes the other with it (and closes the file).
  pipeline(source, check, () => undefined);
  return check;
}

async function writeEntries(snapshot: Snapshot, zip: ZipWriter, blobs: BlobStore, manifest: ArchiveManifest, now: Date): Promise<void> {
  await zip.add(MANIFEST_ENTRY, bytesStream(`${JSON.stringify(manifest, null, 2)}\n`));

  const roster = new ZipWriter();
  const rosterIn = zip.add(ONEROSTER_ENTRY, roster.output, false);
  rosterIn.catch(() => undefined); // awaited below; a failure of either side fails both
  try {
    await writeOneRoster(snapshot, roster, now);
  } catch (error) {
    roster.fail(error as Error);
    throw error;
  }
  await rosterIn;

  for (const spec of tablesAt(manifest.migration)) {
    const expected = manifest.tables.find((table) => table.name === spec.name)?.rows;
    let written = -1;
    await zip.add(tableEntry(spec.name), textStream(jsonLines(tableRows(snapshot, spec), (rows) => (written = rows))));
    // The same snapshot cannot disagree with itself; this guards the archive against a bug that would.
    if (written !== expected) throw new Error(`${spec.name}: ${written} rows written, ${String(expected)} counted`);
  }

  // The blobs, in the order of data/files.jsonl (both by id, in the same snapshot).
  const files = snapshot.selectFrom('files').select(['id', 'name', 'sha256', 'size']).orderBy('id').stream(100);
  for await (const file of files) await zip.add(`${FILES_PREFIX}${file.id}`, await checkedBlob(blobs, file), false);
  zip.end();
}

/**
 * Exports the whole school as one zip (archive-format.ts), streamed: rows are read from one
 * consistent snapshot a cursor at a time and written as they come, files are copied from the store
 * a chunk at a time, so memory stays flat whatever the school's size.
 */
export function exportArchive(db: Db, blobs: BlobStore, now = new Date()): ExportRun {
  const zip = new ZipWriter();
  const done = withSnapshot(db, async (snapshot) => {
    const manifest = await describe(snapshot, db.dialect, now);
    await writeEntries(snapshot, zip, blobs, manifest, now);
    return manifest;
  }).catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    zip.fail(failure);
    throw failure;
  });
  return { stream: zip.output, done };
}
