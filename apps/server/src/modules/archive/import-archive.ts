import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { sql, type Transaction } from 'kysely';
import type yauzl from 'yauzl';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { FILES_PREFIX, MANIFEST_ENTRY, ONEROSTER_ENTRY, REPLACED_ON_IMPORT, type ArchiveManifest } from './archive-format';
import { ArchiveRefused } from './archive-refused';
import { freshTarget } from './fresh-target';
import { BadLine, jsonLinesOf } from './json-lines-reader';
import { readManifest, type ArchivedTable } from './read-manifest';
import { latestMigration } from './schema-level';
import { loose, type Row } from './table-rows';
import { ZipReader } from './zip-reader';

export interface ImportResult {
  manifest: ArchiveManifest;
  /** The new instance's first admin, replaced by the archive's accounts; null if there was none. */
  replacedAdmin: string | null;
}

/** Bound parameters per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 10_000;
/** Characters of rows per INSERT: a batch of 1 MB materials stays a few MB. */
const MAX_BATCH_CHARACTERS = 8 * 1024 * 1024;
/** The manifest is a few kilobytes. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const FILE_ID = /^[A-Za-z0-9_-]{8,64}$/;

async function readSmall(stream: Readable, maxBytes: number, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new ArchiveRefused(`${name} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Columns holding a moment. Lyceum writes every one as toISOString gives it, on both engines
 * (PostgreSQL's are read back that way: db/database.ts), so anything else did not come from an
 * export. SQLite keeps them as text and would take any string, which the pages then read as a date.
 */
const isMomentColumn = (column: string) => column.endsWith('_at') || column === 'due_date';
const isWrittenMoment = (cell: string) => {
  const time = Date.parse(cell);
  return !Number.isNaN(time) && new Date(time).toISOString() === cell;
};

/** Inserts a table's lines in batches; every constraint of the schema checks them as they go in. */
async function insertTable(trx: Transaction<Database>, table: ArchivedTable, lines: AsyncIterable<Buffer>): Promise<void> {
  const name = table.spec.name;
  const rowsPerBatch = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  let batch: Row[] = [];
  let characters = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await loose(trx).insertInto(name).values(batch).execute();
    batch = [];
    characters = 0;
  };
  try {
    for await (const { line, value } of jsonLinesOf(lines)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadLine(`line ${line} is not an object`);
      const given = value as Row;
      if (Object.keys(given).length !== table.columns.length) throw new BadLine(`line ${line} does not have the manifest's ${table.columns.length} columns`);
      const row: Row = {};
      for (const column of table.columns) {
        const cell = given[column];
        if (cell === undefined || !isScalar(cell)) throw new BadLine(`line ${line}: ${column} is missing or not a plain value`);
        if (cell !== null && isMomentColumn(column) && (typeof cell !== 'string' || !isWrittenMoment(cell))) {
          throw new BadLine(`line ${line}: ${column} is not a date-time as Lyceum writes it (2030-03-01T08:00:00.000Z)`);
        }
        row[column] = cell;
        if (typeof cell === 'string') characters += cell.length;
      }
      batch.push(row);
      count += 1;
      if (batch.length >= rowsPerBatch || characters >= MAX_BATCH_CHARACTERS) await flush();
    }
    await flush();
  } catch (error) {
    if (error instanceof BadLine) throw new ArchiveRefused(`data/${name}.jsonl: ${error.message}`);
    throw error;
  }
  if (count !== table.rows) throw new ArchiveRefused(`data/${name}.jsonl has ${count} rows; the manifest says ${table.rows}`);
}

/** Stores one file's bytes, checked against its row's SHA-256 and size as they pass (a longer one stops at the first byte too many). */
async function putBlob(trx: Transaction<Database>, blobs: BlobStore, id: string, bytes: Readable): Promise<number> {
  const row = await trx.selectFrom('files').select(['sha256', 'size']).where('id', '=', id).executeTakeFirst();
  if (!row) {
    bytes.destroy();
    throw new ArchiveRefused(`files/${id} has no row in data/files.jsonl`);
  }
  const expected = Number(row.size);
  const hash = createHash('sha256');
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > expected) return done(new ArchiveRefused(`files/${id} is larger than its recorded ${expected} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(size === expected && hash.digest('hex') === row.sha256 ? undefined : new ArchiveRefused(`files/${id} does not match its recorded SHA-256 and size`));
    },
  });
  pipeline(bytes, check, () => undefined);
  await blobs.put(id, check);
  return size;
}

/**
 * Reads the archive into the database, all or nothing: one transaction for every row (the tables
 * in foreign-key order, in batches, the schema's constraints checking each row; the triggers
 * rebuilding the counters and list columns as on any insert), and the files' bytes written into
 * the store before it commits, each checked against its row. If anything fails the transaction
 * rolls back and the files already written are deleted, leaving the database and the store as they were.
 */
async function readArchive(zip: ZipReader, db: Db, blobs: BlobStore, written: Set<string>): Promise<ImportResult> {
  const entries = zip.entries();
  const first = await entries.next();
  if (first.done || first.value.fileName !== MANIFEST_ENTRY) throw new ArchiveRefused(`${MANIFEST_ENTRY} must be the archive's first entry`);
  const { manifest, tables } = readManifest(await readSmall(await zip.open(first.value), MAX_MANIFEST_BYTES, MANIFEST_ENTRY), await latestMigration(db.kysely));
  const { firstAdmin } = await freshTarget(db.kysely, blobs);

  await db.kysely.transaction().execute(async (trx) => {
    // The new instance's first admin gives way to the archive's accounts.
    if (firstAdmin) await trx.deleteFrom('users').where('id', '=', firstAdmin).execute();
    // So does the set-up its SSO_* variables saved (saved again at its next start, over the archive's).
    for (const { spec } of tables) if (REPLACED_ON_IMPORT.includes(spec.name)) await loose(trx).deleteFrom(spec.name).execute();
    let next = 0;
    let bytes = 0;
    for await (const entry of entries as AsyncIterable<yauzl.Entry>) {
      const name = entry.fileName;
      if (name === ONEROSTER_ENTRY) continue; // the same rosters again, for other systems
      const table = tables[next];
      if (table && name === `data/${table.spec.name}.jsonl`) {
        await insertTable(trx, table, (await zip.open(entry)) as AsyncIterable<Buffer>);
        next += 1;
        continue;
      }
      const id = name.startsWith(FILES_PREFIX) ? name.slice(FILES_PREFIX.length) : '';
      if (!FILE_ID.test(id)) throw new ArchiveRefused(`unexpected entry ${name} (the tables must come in the manifest's order, the files after them)`);
      if (next < tables.length) throw new ArchiveRefused(`files/${id} comes before the archive's tables are all read`);
      if (written.has(id)) throw new ArchiveRefused(`files/${id} is in the archive twice`);
      written.add(id);
      bytes += await putBlob(trx, blobs, id, await zip.open(entry));
    }
    if (next < tables.length) throw new ArchiveRefused(`data/${tables[next]?.spec.name ?? ''}.jsonl is missing`);
    if (db.dialect === 'postgres') {
      // Rows came with their generated ids: the next id made here must come after them.
      for (const { spec } of tables.filter((table) => table.spec.identity)) {
        await sql`SELECT setval(pg_get_serial_sequence(${spec.name}, 'id'), (SELECT max(id) FROM ${sql.table(spec.name)}))`.execute(trx);
      }
    }
    const files = tables.find((table) => table.spec.name === 'files')?.rows ?? 0;
    if (written.size !== files || manifest.files.count !== files || manifest.files.bytes !== bytes) {
      throw new ArchiveRefused(`the archive holds ${written.size} files (${bytes} bytes) for ${files} file rows; the manifest says ${manifest.files.count} (${manifest.files.bytes} bytes)`);
    }
  });
  return { manifest, replacedAdmin: firstAdmin };
}

/** Imports the archive at `path` into a fresh Lyceum (fresh-target.ts says what fresh means). */
export async function importArchive(db: Db, blobs: BlobStore, path: string): Promise<ImportResult> {
  let zip: ZipReader;
  try {
    zip = await ZipReader.open(path);
  } catch (error) {
    throw new ArchiveRefused(`${path} is not a readable zip (${error instanceof Error ? error.message : String(error)})`);
  }
  const written = new Set<string>();
  try {
    return await readArchive(zip, db, blobs, written);
  } catch (error) {
    for (const id of written) await blobs.delete(id);
    throw error;
  } finally {
    zip.close();
  }
}
