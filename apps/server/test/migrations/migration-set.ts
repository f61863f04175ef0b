import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../../src/db/database';
import { migrationProvider } from '../../src/db/migrate';

/** Today's migrations, by name, as the server runs them: read from its provider, never listed here. */
export const migrationsOf = (db: Db): Promise<Record<string, Migration>> => migrationProvider(db).getMigrations();

/** The first migration alone: the first schema a school may have installed. */
export async function firstSchemaOnly(db: Db): Promise<MigrationProvider> {
  const all = await migrationsOf(db);
  const first = Object.keys(all).sort()[0] ?? '';
  const migration = all[first];
  if (!migration) throw new Error('no migrations');
  return { getMigrations: async () => ({ [first]: migration }) };
}

export const FAILING = 'zzzz-fails-half-way';

/** Today's migrations and one after them that changes schema and rows, then fails. */
export async function withFailingLast(db: Db): Promise<MigrationProvider> {
  const all = await migrationsOf(db);
  const failing: Migration = {
    async up(kysely: Kysely<unknown>) {
      await kysely.schema.createTable('half_done').addColumn('id', 'text', (c) => c.primaryKey()).execute();
      await kysely.schema.alterTable('users').addColumn('nickname', 'text').execute();
      await sql`update users set name = 'changed'`.execute(kysely);
      await sql`delete from comments`.execute(kysely);
      await sql`insert into half_done (id) values ('x')`.execute(kysely);
      throw new Error('deliberate failure after changes');
    },
  };
  return { getMigrations: async () => ({ ...all, [FAILING]: failing }) };
}

/** The migrations the database has recorded as run, in order. */
export async function recordedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
  return rows.map((row) => row.name);
}
