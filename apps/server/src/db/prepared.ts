import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Dialect } from './database';
import { engineOf } from './engine-of';
import { readDirectly, readOffMainThread } from './database';
import type { Database } from './schema';

/** Where each bound parameter of the compiled SQL comes from: an argument, or a constant of the query. */
type Slot = { arg: number } | { value: unknown };

interface Prepared {
  sql: string;
  slots: Slot[];
}

/**
 * A query built and compiled once per database instead of on every call. Kysely rebuilds and
 * recompiles a query tree on each execution (~40 us for a two-table select, more than SQLite takes
 * to run it); the hot reads run the same few shapes thousands of times a second. The builder is
 * called once with marker strings in place of the arguments (strings, or numbers such as a limit);
 * each call then binds the real values
 * in the same positions. So the builder must use each argument as a bound value only (no
 * branching on it, no arrays of varying length, no `sql.raw`); a query that does not gets an error
 * on first use, not wrong SQL. Both engines: the SQL is compiled by the database's own dialect.
 *
 * `offMainThread` marks the read that is a request's main work (a list, an aggregate, a class's
 * topics): on SQLite with reader threads it runs there (see read-pool.ts), beside the event loop.
 * A single row by its key (a material, an assignment) stays on the main thread: on the earlier
 * machine the hand-over measured faster even for one row, on this one 3-5% slower (A/B, 6 rounds:
 * 30,490 -> 32,061 req/s for a material, 29,517 -> 30,451 for an assignment), the thread's wake-up
 * and the message both ways costing more than the few microseconds of SQLite they move. Access
 * checks and lookups on the way stay on the main thread: a request that waited for two hand-overs
 * in a row measured no faster. Those main-thread reads move to a reader thread only while a
 * transaction holds the connection, instead of waiting for it.
 */
export function preparedQuery<Args extends readonly (string | number)[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  { offMainThread = false }: { offMainThread?: boolean } = {},
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const byDb = new WeakMap<Kysely<Database>, Prepared>();
  return async (db, ...args) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db, build, args.length);
      byDb.set(db, prepared);
    }
    const parameters = prepared.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const offloaded = offMainThread ? readOffMainThread(db, prepared.sql, parameters) : undefined;
    if (offloaded) return (await offloaded) as Row[];
    const direct = readDirectly(db, prepared.sql, parameters);
    if (direct) return direct as Row[];
    // On SQLite the main thread refuses only while a transaction is open on the connection (an
    // import's commit, a batch of group commit): a reader thread reads the last committed rows
    // now, where Kysely would wait for the transaction to end (seconds, for a district's import).
    const beside = readOffMainThread(db, prepared.sql, parameters);
    if (beside) return (await beside) as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(prepared.sql, parameters));
    return result.rows;
  };
}

/**
 * A write (or any statement that must run on the connection it is given: inside a transaction)
 * built and compiled once per engine, then run through `db`, a Kysely instance or a transaction,
 * with the arguments bound: for statements on a hot write path (an event's notifications with every
 * comment), where building and compiling the query tree would cost more than SQLite's work. The
 * builder follows preparedQuery's rules.
 */
export function preparedWrite<Args extends readonly (string | number)[], Row = unknown>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<QueryResult<Row>> {
  const byEngine = new Map<Dialect, Prepared>();
  return (db, ...args) => {
    const engine = engineOf(db);
    let prepared = byEngine.get(engine);
    if (!prepared) {
      prepared = prepare(db, build, args.length);
      byEngine.set(engine, prepared);
    }
    const parameters = prepared.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    return db.executeQuery<Row>(CompiledQuery.raw(prepared.sql, parameters));
  };
}

function prepare<Args extends readonly (string | number)[], Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  arity: number,
): Prepared {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
  const compiled = build(db, ...(markers as unknown as Args)).compile();
  const slots: Slot[] = compiled.parameters.map((value) => {
    const arg = typeof value === 'string' ? markers.indexOf(value) : -1;
    return arg >= 0 ? { arg } : { value };
  });
  const used = new Set(slots.flatMap((slot) => ('arg' in slot ? [slot.arg] : [])));
  if (used.size !== arity || markers.some((marker) => compiled.sql.includes(marker))) {
    throw new Error('preparedQuery: every argument must appear as a bound parameter');
  }
  return { sql: compiled.sql, slots };
}
