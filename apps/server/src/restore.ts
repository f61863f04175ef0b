import { resolve } from 'node:path';
import { restoreBackupSet } from './backup/backup-set';
import { loadConfigOrExit } from './config';
import { sqliteFile } from './db/open';
import { keepDataPrivate } from './lib/private-files';
import { openBlobStore } from './storage/open';

/**
 * `npm run restore -- <file>`: restores a set written by `npm run backup -- <file>` into a fresh
 * DATA_DIR (no database yet, an empty file store), checking every file's SHA-256 against the set's
 * manifest first. Then start the server on that DATA_DIR as usual.
 */
async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: npm run restore -- <backup file>   (into the DATA_DIR of the environment, which must be fresh)');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  if (config.DATABASE_URL) {
    console.error('lyceum: DATABASE_URL is set; restore PostgreSQL with pg_restore');
    process.exit(1);
  }
  keepDataPrivate(config.DATA_DIR);
  const blobs = await openBlobStore(config);
  try {
    const manifest = await restoreBackupSet(resolve(source), sqliteFile(config), blobs);
    console.log(`Restored ${resolve(source)} and its ${manifest.files.length} files into ${resolve(config.DATA_DIR)} (every SHA-256 checked)`);
  } finally {
    await blobs.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lyceum: restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
