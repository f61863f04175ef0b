import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * "A refused call changed nothing", asked thousands of times by the fuzzer and the authorization
 * matrix. Reading every row of every table around each call (as this file once did) cost ~40% of
 * their time, growing with the database. Instead, triggers added to the test's database (never to
 * a product migration) count each committed row change, so asking is one read:
 * - every table but those the server writes in the background, or on purpose for a refused call
 *   (UNWATCHED), is watched for inserts, deletes, and updates that change a value (an update
 *   writing back what was there is no change; BACKGROUND_COLUMNS are not compared);
 * - SQLite counts in a one-row table inside the writing transaction, so a write rolled back takes
 *   its count back with it (one writer at a time: no lock order to get wrong);
 * - PostgreSQL counts with constraint triggers deferred to commit, into a sequence: a rolled-back
 *   transaction never reaches them, and a sequence makes concurrent writers wait on nothing.
 * FTS5's tables (search_fts*) hold what search_docs does, which is watched.
 */

/** Not the jobs queue (the runner empties it in the background), nor the sign-in log (a refused sign-in is written down on purpose), nor Kysely's own bookkeeping. */
const UNWATCHED = (table: string) => table === 'jobs' || table === 'sign_in_events' || table.startsWith('kysely_') || table.startsWith('search_fts') || table.startsWith('test_');
/** Columns the server writes in the background, after the answer: the outbox's mark that an event went out. */
const BACKGROUND_COLUMNS: Readonly<Record<string, readonly string[]>> = { events: ['published_at'] };

const watching = new WeakMap<Db, Promise<void>>();

async function watch(db: Db): Promise<void> {
  const tables = (await db.kysely.introspection.getTables())
    .filter((table) => !UNWATCHED(table.name))
    .map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name).filter((c) => !(BACKGROUND_COLUMNS[table.name] ?? []).includes(c)) }));
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const changed = (columns: string[]) => columns.map((c) => `OLD.${quote(c)} IS DISTINCT FROM NEW.${quote(c)}`).join(' OR ');
  const statements: string[] = [];
  if (db.dialect === 'postgres') {
    statements.push(
      'CREATE SEQUENCE test_changes',
      `CREATE FUNCTION test_count_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('test_changes'); RETURN NULL; END $$`,
    );
    for (const { name, columns } of tables) {
      const deferred = `AFTER %s ON ${quote(name)} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW`;
      statements.push(
        `CREATE CONSTRAINT TRIGGER ${quote(`test_added_or_removed_${name}`)} ${deferred.replace('%s', 'INSERT OR DELETE')} EXECUTE FUNCTION test_count_change()`,
        `CREATE CONSTRAINT TRIGGER ${quote(`test_updated_${name}`)} ${deferred.replace('%s', 'UPDATE')} WHEN (${changed(columns)}) EXECUTE FUNCTION test_count_change()`,
      );
    }
  } else {
    statements.push('CREATE TABLE test_changes (n INTEGER NOT NULL)', 'INSERT INTO test_changes (n) VALUES (0)');
    const count = 'BEGIN UPDATE test_changes SET n = n + 1; END';
    for (const { name, columns } of tables) {
      statements.push(
        `CREATE TRIGGER ${quote(`test_added_${name}`)} AFTER INSERT ON ${quote(name)} ${count}`,
        `CREATE TRIGGER ${quote(`test_removed_${name}`)} AFTER DELETE ON ${quote(name)} ${count}`,
        `CREATE TRIGGER ${quote(`test_updated_${name}`)} AFTER UPDATE ON ${quote(name)} WHEN ${changed(columns)} ${count}`,
      );
    }
  }
  for (const statement of statements) await sql.raw(statement).execute(db.kysely);
}

/** A token that stays the same until a row change is committed (see above). The first call starts watching. */
export async function snapshotDb(db: Db): Promise<string> {
  let ready = watching.get(db);
  if (!ready) {
    ready = watch(db);
    watching.set(db, ready);
  }
  await ready;
  const query =
    db.dialect === 'postgres'
      ? sql<{ n: string }>`select (case when is_called then last_value else 0 end)::text as n from test_changes`
      : sql<{ n: string }>`select cast(n as text) as n from test_changes`;
  const { rows } = await query.execute(db.kysely);
  return rows[0]?.n ?? 'missing';
}
