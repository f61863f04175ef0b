import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { filesDirOf, manifestOf, writeBackupSet } from './backup/backup-set';
import { loadConfigOrExit } from './config';
import { openSqlite } from './db/database';
import { sqliteFile } from './db/open';
import { keepDataPrivate } from './lib/private-files';
import { openBlobStore } from './storage/open';

/**
 * `npm run backup -- <file>`: a consistent copy of the live SQLite database, taken with
 * SQLite's online backup API while the server keeps running, with every uploaded file it
 * references beside it (`<file>.files/`) and a manifest of their SHA-256s (`<file>.manifest.json`):
 * one set, restored by `npm run restore -- <file>` (backup/backup-set.ts). On PostgreSQL, use pg_dump.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run backup -- <file>');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  keepDataPrivate(config.DATA_DIR);
  if (config.DATABASE_URL) {
    console.error('lyceum: DATABASE_URL is set; back up PostgreSQL with pg_dump, e.g. pg_dump --format=custom --file=lyceum.dump "$DATABASE_URL"');
    process.exit(1);
  }
  if (!existsSync(sqliteFile(config))) {
    console.error(`lyceum: no database at ${sqliteFile(config)} (is DATA_DIR right?)`);
    process.exit(1);
  }
  const source = openSqlite(sqliteFile(config));
  const blobs = await openBlobStore(config);
  try {
    const destination = resolve(target);
    // `npm run backup -- backups/monday.db` on a first run makes the folder too, private like the file.
    const manifest = await writeBackupSet(source, blobs, destination);
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    console.log(`Backed up ${sqliteFile(config)} to ${destination}, ${manifest.files.length} files (${bytes} bytes) to ${filesDirOf(destination)}, hashes in ${manifestOf(destination)}`);
  } finally {
    source.close();
    await blobs.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lyceum: backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
