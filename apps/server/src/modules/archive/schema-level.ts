import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { migrationProvider } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { ArchiveRefused } from './archive-refused';

/** The last migration applied to the database: the schema its rows are in. */
export async function latestMigration(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  return rows[0]?.name ?? '';
}

/**
 * A script reads the database with this build's idea of the schema: a database an older server left
 * behind (not migrated yet) or a newer one made would be read wrong, so either is refused with what to do.
 */
export async function assertSchemaOfThisBuild(db: Db): Promise<string> {
  const names = Object.keys(await migrationProvider(db).getMigrations()).sort();
  const expected = names[names.length - 1] ?? '';
  const found = await latestMigration(db.kysely);
  if (found < expected) throw new ArchiveRefused(`the database is at migration ${found || '(none)'}, this Lyceum at ${expected}: start the server once on it (it migrates), then export`);
  if (found > expected) throw new ArchiveRefused(`the database is at migration ${found}, newer than this Lyceum (${expected}): export with the Lyceum that runs on it`);
  return found;
}
