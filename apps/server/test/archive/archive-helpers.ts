import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import type { Db } from '../../src/db/database';
import type { BlobStore } from '../../src/storage/blob-store';

/** The tables of the database, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(db.kysely)
      : await sql<{ name: string }>`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db.kysely);
  return rows.map((row) => row.name).sort();
}

/** The columns of a table, by name. */
export async function columnNames(db: Db, table: string): Promise<string[]> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`.execute(db.kysely)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db.kysely);
  return rows.map((row) => row.name).sort();
}

/** Every blob of the store: key to the SHA-256 of its bytes. */
export async function blobsOf(store: BlobStore): Promise<Map<string, string>> {
  const blobs = new Map<string, string>();
  for await (const { key } of store.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await store.read(key)) hash.update(chunk as Buffer);
    blobs.set(key, hash.digest('hex'));
  }
  return new Map([...blobs].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function open(zip: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
}

/** Every entry of the zip, in order, with its bytes. */
export async function readZip(zip: Buffer): Promise<[name: string, bytes: Buffer][]> {
  const file = await open(zip);
  const entries: [string, Buffer][] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('error', reject);
        stream.once('end', () => {
          entries.push([entry.fileName, Buffer.concat(chunks)]);
          file.readEntry();
        });
      });
    });
    file.once('end', () => resolve());
    file.once('error', reject);
    file.readEntry();
  });
  return entries;
}

/** The names of the zip's entries, in order. */
export async function entriesOf(zip: Buffer): Promise<string[]> {
  return (await readZip(zip)).map(([name]) => name);
}
