import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfigOrExit } from './config';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sqliteFile } from './db/open';
import { refreshPlannerStatistics } from './db/planner-statistics';
import { keepDataPrivate } from './lib/private-files';
import { importArchive } from './modules/archive/import-archive';
import { openBlobStore } from './storage/open';

/**
 * `npm run import-archive -- <file.zip>`: a school exported by `npm run export` (or GET /api/export)
 * into the configured database (SQLite in DATA_DIR, or DATABASE_URL) and file store, which must be
 * fresh: empty, or holding only the first admin a first start made (it is replaced by the
 * archive's accounts). All or nothing. The way from SQLite to PostgreSQL (docs/export.md).
 */
async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: npm run import-archive -- <file.zip>   (into the DATA_DIR or DATABASE_URL of the environment, which must be fresh)');
    process.exit(2);
  }
  const path = resolve(source);
  if (!existsSync(path)) {
    console.error(`lyceum: no file ${path}`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  keepDataPrivate(config.DATA_DIR);
  const db = config.DATABASE_URL
    ? createDb({ dialect: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : createDb({ dialect: 'sqlite', file: sqliteFile(config) });
  const blobs = await openBlobStore(config);
  const started = Date.now();
  try {
    await migrateToLatest(db);
    const { manifest, replacedAdmin } = await importArchive(db, blobs, path);
    // Fresh statistics, so the query planner knows the tables are no longer empty.
    await refreshPlannerStatistics(db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : sqliteFile(config);
    console.log(`Imported ${path} (exported ${manifest.createdAt} from ${manifest.source}) into ${where} in ${seconds} s:`);
    for (const table of manifest.tables) console.log(`  ${table.name.padEnd(24)} ${String(table.rows).padStart(9)} rows`);
    console.log(`  ${'files'.padEnd(24)} ${String(manifest.files.count).padStart(9)} blobs (${manifest.files.bytes} bytes)`);
    if (replacedAdmin) console.log('The first admin this instance made on its first start was replaced by the archive\'s accounts: sign in with your old email and password.');
  } finally {
    await db.close();
    await blobs.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lyceum: import failed, nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
