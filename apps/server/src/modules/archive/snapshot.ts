import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type Snapshot = Transaction<Database>;

/**
 * Runs `work` on one consistent view of the whole database, however long it takes and whatever is
 * written meanwhile: an export reads a dozen tables over a minute while the school goes on working,
 * and every row it writes must agree with every other (no comment whose material it missed).
 *
 * PostgreSQL: a read-only REPEATABLE READ transaction on one connection of the pool.
 * SQLite: a read transaction on a connection of its own (WAL: readers see the snapshot their
 * transaction started with, and never block the writer), so the server's one connection stays free
 * for everyone else. An in-memory database (the tests) has no second connection: its own is used.
 */
export async function withSnapshot<T>(db: Db, work: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
  }
  const file = db.sqlite?.name;
  if (!file || file === ':memory:') return db.kysely.transaction().execute(work);
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  const reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await reader.transaction().execute(work);
  } finally {
    await reader.destroy();
  }
}
