import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/**
 * A digest of every row of every table, so "a refused call changed nothing" covers updates as
 * well as inserts and deletes. Cheap enough to take around each of thousands of fuzz calls:
 * PostgreSQL digests each table itself; SQLite (in memory) streams rows, ordered by their
 * leading columns (a primary key or the unique pair of a join table), into one hash.
 */
export async function snapshotDb(db: Db): Promise<string> {
  let tables = tablesOf.get(db);
  if (!tables) {
    // Not the jobs queue: the runner empties it in the background, after earlier calls' deletes.
    tables = db.kysely.introspection.getTables().then((list) => list.map((t) => t.name).filter((name) => name !== 'jobs').sort());
    tablesOf.set(db, tables);
  }
  const names = await tables;
  if (db.dialect === 'postgres') {
    const digests = names.map(
      (name) => sql<{ digest: string }>`select md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as digest from ${sql.table(name)} r`,
    );
    const { rows } = await sql<{ digest: string }>`${sql.join(digests, sql` union all `)}`.execute(db.kysely);
    return rows.map((row) => row.digest).join(':');
  }
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('SQLite database without its raw handle');
  const hash = createHash('sha256');
  for (const name of names) {
    hash.update(`#${name}\n`);
    // The raw handle: no per-row object building, which dominates at thousands of rows.
    for (const row of sqlite.prepare(`select * from "${name}" order by 1, 2`).raw().iterate()) hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
}
