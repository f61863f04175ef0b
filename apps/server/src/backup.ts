import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openSqlite } from './db/database';
import { sqliteFile } from './db/open';
import { keepDataPrivate } from './lib/private-files';

/**
 * `npm run backup -- <file>`: a consistent copy of the live SQLite database, taken with
 * SQLite's online backup API while the server keeps running. On PostgreSQL, use pg_dump.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run backup -- <file>');
    process.exit(2);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`lyceum: ${error instanceof ConfigError ? error.message : String(error)}`);
    process.exit(1);
  }
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
  try {
    const destination = resolve(target);
    // `npm run backup -- backups/monday.db` on a first run: the folder too, private like the file.
    mkdirSync(dirname(destination), { recursive: true });
    const { totalPages } = await source.backup(destination);
    // The umask covers a new file; one being overwritten keeps its old mode unless told.
    chmodSync(destination, 0o600);
    console.log(`Backed up ${sqliteFile(config)} to ${destination} (${totalPages} pages)`);
  } finally {
    source.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lyceum: backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
