import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type SQLite from 'better-sqlite3';
import { openSqlite } from '../db/database';
import type { BlobStore } from '../storage/blob-store';

/**
 * A backup set is three things side by side: `<name>.db` (SQLite's online backup of the live
 * database), `<name>.db.files/` (every uploaded file the copy references, as `<2>/<id>`) and
 * `<name>.db.manifest.json` (the SHA-256 and size of the database copy and of every file). The
 * files come from whichever store is configured (disk or S3); restore.ts checks every hash.
 */
export interface Manifest {
  version: 1;
  createdAt: string;
  database: { sha256: string; size: number };
  files: { id: string; sha256: string; size: number }[];
}

export const filesDirOf = (databaseCopy: string): string => `${databaseCopy}.files`;
export const manifestOf = (databaseCopy: string): string => `${databaseCopy}.manifest.json`;
const blobPath = (dir: string, id: string) => join(dir, id.slice(0, 2), id);

/** A stream's SHA-256 and size as it passes. */
function hasher() {
  const hash = createHash('sha256');
  let size = 0;
  const pass = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { pass, result: () => ({ sha256: hash.digest('hex'), size }) };
}

export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Rows of the copy's files table: what must be in the set. */
function filesOf(copy: string): { id: string; sha256: string; size: number }[] {
  const db = openSqlite(copy);
  try {
    return db.prepare('SELECT id, sha256, size FROM files ORDER BY id').all() as { id: string; sha256: string; size: number }[];
  } finally {
    db.close();
  }
}

class MissingBlob extends Error {}

/**
 * Writes the set. The database is copied first, then the files its copy lists, each checked
 * against the SHA-256 recorded at upload (a store that lost or changed a file fails the backup
 * instead of making a set that cannot be restored). A file deleted between the two steps is
 * missing from the store: the database is then copied again, up to three times.
 */
export async function writeBackupSet(source: SQLite.Database, blobs: BlobStore, databaseCopy: string): Promise<Manifest> {
  await mkdir(dirname(databaseCopy), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    await source.backup(databaseCopy);
    // The umask covers a new file; one being overwritten keeps its old mode unless told.
    await chmod(databaseCopy, 0o600);
    const dir = filesDirOf(databaseCopy);
    await rm(dir, { recursive: true, force: true });
    try {
      const files = [];
      for (const file of filesOf(databaseCopy)) files.push(await copyBlob(blobs, file, dir));
      const manifest: Manifest = { version: 1, createdAt: new Date().toISOString(), database: await hashFile(databaseCopy), files };
      await writeFile(manifestOf(databaseCopy), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
      await chmod(manifestOf(databaseCopy), 0o600);
      return manifest;
    } catch (error) {
      if (!(error instanceof MissingBlob) || attempt === 3) throw error;
    }
  }
}

async function copyBlob(blobs: BlobStore, file: { id: string; sha256: string; size: number }, dir: string) {
  const target = blobPath(dir, file.id);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  let stream;
  try {
    stream = await blobs.read(file.id);
  } catch {
    throw new MissingBlob(file.id);
  }
  const { pass, result } = hasher();
  await pipeline(stream, pass, createWriteStream(target, { mode: 0o600 }));
  const copied = result();
  if (copied.sha256 !== file.sha256 || copied.size !== Number(file.size)) {
    throw new Error(`file ${file.id} in the store does not match its recorded SHA-256: the store has lost or changed it`);
  }
  return { id: file.id, sha256: copied.sha256, size: copied.size };
}

/**
 * Restores a set into a fresh place: the database file (which must not exist yet) and the files
 * into `blobs` (the configured store, which must be empty). Every hash is checked against the
 * manifest before anything is written, and the database copy against its own.
 */
export async function restoreBackupSet(databaseCopy: string, databaseFile: string, blobs: BlobStore): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(manifestOf(databaseCopy), 'utf8')) as Manifest;
  if (manifest.version !== 1) throw new Error(`unknown backup version ${String(manifest.version)}`);
  const database = await hashFile(databaseCopy);
  if (database.sha256 !== manifest.database.sha256) throw new Error(`${databaseCopy} does not match its manifest`);
  for (const file of manifest.files) {
    const found = await hashFile(blobPath(filesDirOf(databaseCopy), file.id));
    if (found.sha256 !== file.sha256) throw new Error(`file ${file.id} of the backup does not match its manifest`);
  }
  if (existsSync(databaseFile)) throw new Error(`${databaseFile} exists: restore into a fresh DATA_DIR`);
  for await (const blob of blobs.list()) throw new Error(`the file store is not empty (it holds ${blob.key}): restore into a fresh one`);
  await mkdir(dirname(databaseFile), { recursive: true, mode: 0o700 });
  await pipeline(createReadStream(databaseCopy), createWriteStream(databaseFile, { mode: 0o600 }));
  for (const file of manifest.files) await blobs.put(file.id, createReadStream(blobPath(filesDirOf(databaseCopy), file.id)));
  return manifest;
}
