// A reader thread of the SQLite read pool (read-pool.ts): its own read-only connection to the
// database file, running the SELECT statements the main thread hands it and answering with the
// raw rows. Plain JavaScript because a worker thread runs a file as it is (no TypeScript step in
// the tests); the build copies it beside the server's bundle.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** @type {{ file: string, shared: import('./shared-bytes').SharedBytes }} */
const { file, shared } = workerData;
// Read-only: the main thread's connection is the only writer, and a reader here can never change
// a row even if handed a statement that would.
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

const STATEMENT_CACHE_SIZE = 200;
/** @type {Map<string, { statement: import('better-sqlite3').Statement, columns: string[] }>} */
const statements = new Map();

/**
 * The SQL of each numbered statement (read-pool.ts sends it with the statement's first use on this
 * thread), kept for good: the pool numbers a bounded set. Prepared through the LRU above like any
 * SQL; the kept string is the same object every time, so finding it there costs no re-hashing.
 */
/** @type {Map<number, string>} */
const numberedSql = new Map();

/** The statement for this SQL, or for this numbered statement's, prepared once and kept (LRU). */
function prepared(given, number) {
  if (number !== undefined && given !== undefined) numberedSql.set(number, given);
  const sql = number === undefined ? given : numberedSql.get(number);
  if (sql === undefined) throw new Error(`statement ${number} was never sent to this reader`);
  let entry = statements.get(sql);
  if (entry) {
    statements.delete(sql);
  } else {
    const statement = sqlite.prepare(sql);
    if (!statement.reader) throw new Error('the read pool runs statements that return rows only');
    entry = { statement: statement.raw(true), columns: statement.columns().map((column) => column.name) };
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, entry);
  return entry;
}

// Large blobs go back through the shared slots (shared-bytes.ts explains why and when a slot is
// freed). The states are 0 (free) and 1 (held), as SLOT_FREE and SLOT_HELD there.
const slotBytes = new Uint8Array(shared.data);
const slotStates = new Int32Array(shared.states);
let nextSlot = 0;

/** Copies `bytes` into a free slot and returns it, or -1 when none is free or they do not fit. */
function intoSharedSlot(bytes) {
  if (bytes.length < shared.minBytes || bytes.length > shared.slotSize) return -1;
  for (let tried = 0; tried < slotStates.length; tried++) {
    const slot = (nextSlot + tried) % slotStates.length;
    // Claimed only if still free: another reader thread may be looking at the same slot.
    if (Atomics.compareExchange(slotStates, slot, 0, 1) === 0) {
      slotBytes.set(bytes, slot * shared.slotSize);
      nextSlot = slot + 1;
      return slot;
    }
  }
  return -1;
}

/** One read: its rows as arrays and its column names, or the reason SQLite refused it. */
function run({ id, statement: number, sql, parameters }) {
  try {
    const { statement, columns } = prepared(sql, number);
    const values = statement.all(parameters);
    /** @type {[number, number, number, number][] | undefined} */
    let inSlots;
    for (let row = 0; row < values.length; row++) {
      const cells = values[row];
      for (let column = 0; column < cells.length; column++) {
        const cell = cells[column];
        if (!(cell instanceof Uint8Array)) continue;
        const slot = intoSharedSlot(cell);
        if (slot < 0) continue;
        cells[column] = null;
        (inSlots ??= []).push([row, column, slot, cell.length]);
      }
    }
    return inSlots ? { id, columns, values, shared: inSlots } : { id, columns, values };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Answers held back at most this long: a batch's quick reads (the dashboard's three) go back as one
 * message, but a slow read's answer leaves at once, so the event loop writes that response while
 * this thread runs the next read instead of both waiting for the whole batch (a 50-row page:
 * ~250 us a read, batches of 10-20 under load).
 */
const HOLD_MS = 0.2;

// Reads come in batches (those asked for together on the main thread).
parentPort?.on('message', (/** @type {{ id: number, statement?: number, sql?: string, parameters: unknown[] }[]} */ batch) => {
  let replies = [];
  let since = performance.now();
  for (const read of batch) {
    replies.push(run(read));
    const now = performance.now();
    if (now - since >= HOLD_MS) {
      parentPort?.postMessage(replies);
      replies = [];
      since = now;
    }
  }
  if (replies.length > 0) parentPort?.postMessage(replies);
});
