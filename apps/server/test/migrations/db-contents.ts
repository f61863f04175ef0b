import { sql, type Kysely } from 'kysely';
import type { Db } from '../../src/db/database';
import { V1_ROWS, V1_TABLES } from './schema-v1-rows';

/** Kysely's own bookkeeping (when each migration ran) is no part of the data compared. */
const isData = (table: string) => !table.startsWith('kysely_');

/**
 * Counts of changes rather than data (and the order rows were written in, for search_docs' row numbers): a class's gradebook version (migration 0019) only has to
 * change with its gradebook, so its value is the history of the writes, not what they left.
 */
const HISTORY: Record<string, string> = { gradebook_versions: 'version', search_docs: 'id' };
/** FTS5's storage of the search index (migration 0023): its bytes depend on the order rows were indexed in; search_docs holds what it indexes. */
const isIndexStorage = (table: string) => table.startsWith('search_fts');

/** Every row of every table (timestamps as ISO text on both engines; HISTORY columns left out), ordered, by table name. */
export async function rowsOf(db: Db): Promise<Record<string, unknown[]>> {
  const tables = (await db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => isData(name) && !isIndexStorage(name)).sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    out[table] = rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([key]) => HISTORY[table] !== key)
            .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
        ),
      )
      .map((row) => JSON.stringify(row))
      .sort()
      .map((text) => JSON.parse(text) as unknown);
  }
  return out;
}

/** Tables, their columns and types, and (SQLite) the triggers and indexes: what a migration changes besides rows. */
export async function schemaOf(db: Db): Promise<unknown> {
  const tables = (await db.kysely.introspection.getTables()).map((t) => ({ name: t.name, columns: t.columns.map((c) => `${c.name} ${c.dataType} ${c.isNullable}`).sort() }));
  const objects =
    db.dialect === 'sqlite'
      ? (await sql<{ type: string; name: string }>`select type, name from sqlite_master where type in ('index', 'trigger') order by name`.execute(db.kysely)).rows
      : (
          await sql<{ type: string; name: string }>`
            select 'index' as type, indexname as name from pg_indexes where schemaname = 'public'
            union all select 'trigger', tgname from pg_trigger where not tgisinternal
            union all select 'function', proname from pg_proc where pronamespace = 'public'::regnamespace
            order by 2`.execute(db.kysely)
        ).rows;
  return { tables: tables.sort((a, b) => a.name.localeCompare(b.name)), objects };
}

/** The first schema's rows, inserted in foreign-key order. */
export async function insertV1Rows(db: Db): Promise<void> {
  // Untyped on purpose: these are the first schema's tables, not today's.
  const kysely = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of V1_TABLES) await kysely.insertInto(table).values([...V1_ROWS[table]]).execute();
}
