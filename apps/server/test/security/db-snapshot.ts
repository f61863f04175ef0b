import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** Columns the server writes in the background, after the answer: the outbox's mark that an event went out. */
const BACKGROUND_COLUMNS: Readonly<Record<string, readonly string[]>> = { events: ['published_at'] };

interface Table {
  name: string;
  /** The columns digested, in order (all but the background ones). */
  columns: string[];
}

const tablesOf = new WeakMap<Db, Promise<Table[]>>();

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
    // Nor the outbox's published marks (BACKGROUND_COLUMNS). Nor the sign-in log: a refused
    // sign-in is written down on purpose (who tried, from where), for the admins.
    tables = db.kysely.introspection.getTables().then((list) =>
      list
        .filter((t) => t.name !== 'jobs' && t.name !== 'sign_in_events')
        .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name).filter((c) => !(BACKGROUND_COLUMNS[t.name] ?? []).includes(c)) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    tablesOf.set(db, tables);
  }
  const list = await tables;
  const columnsOf = (table: Table) => sql.join(table.columns.map((c) => sql.ref(c)));
  if (db.dialect === 'postgres') {
    const digests = list.map(
      (table) => sql<{ digest: string }>`select md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as digest from (select ${columnsOf(table)} from ${sql.table(table.name)}) r`,
    );
    const { rows } = await sql<{ digest: string }>`${sql.join(digests, sql` union all `)}`.execute(db.kysely);
    return rows.map((row) => row.digest).join(':');
  }
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('SQLite database without its raw handle');
  const hash = createHash('sha256');
  for (const table of list) {
    hash.update(`#${table.name}\n`);
    const columns = table.columns.map((c) => `"${c}"`).join(', ');
    // The raw handle: no per-row object building, which dominates at thousands of rows.
    for (const row of sqlite.prepare(`select ${columns} from "${table.name}" order by 1, 2`).raw().iterate()) hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
}
