import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadConfigOrExit } from './config';
import { createDb } from './db/database';
import { sqliteFile } from './db/open';
import { keepDataPrivate } from './lib/private-files';
import { exportArchive } from './modules/archive/export-archive';
import { assertSchemaOfThisBuild } from './modules/archive/schema-level';
import { openBlobStore } from './storage/open';

/**
 * `npm run export -- <file.zip>`: the whole school, as GET /api/export makes it (docs/export.md),
 * from the configured database (SQLite in DATA_DIR, or DATABASE_URL) and file store, while the
 * server keeps running. The zip is written under a temporary name, readable by this user only
 * (it holds everyone's data and password hashes), and takes its name once complete.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run export -- <file.zip>');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  keepDataPrivate(config.DATA_DIR);
  if (!config.DATABASE_URL && !existsSync(sqliteFile(config))) {
    console.error(`lyceum: no database at ${sqliteFile(config)} (is DATA_DIR right?)`);
    process.exit(1);
  }
  const db = config.DATABASE_URL
    ? createDb({ dialect: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : createDb({ dialect: 'sqlite', file: sqliteFile(config) });
  const blobs = await openBlobStore(config);
  const destination = resolve(target);
  const partial = `${destination}.${randomBytes(4).toString('hex')}.partial`;
  const started = Date.now();
  try {
    await assertSchemaOfThisBuild(db);
    await mkdir(dirname(destination), { recursive: true, mode: 0o700 });
    const run = exportArchive(db, blobs);
    const [manifest] = await Promise.all([run.done, pipeline(run.stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }))]);
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, destination);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Exported the school to ${destination} in ${seconds} s:`);
    for (const table of manifest.tables) console.log(`  ${table.name.padEnd(24)} ${String(table.rows).padStart(9)} rows`);
    console.log(`  ${'files'.padEnd(24)} ${String(manifest.files.count).padStart(9)} blobs (${manifest.files.bytes} bytes)`);
    console.log('It holds everyone\'s data and password hashes: keep it as privately as a backup.');
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await db.close();
    await blobs.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`lyceum: export failed: ${message}`);
  process.exit(1);
});
