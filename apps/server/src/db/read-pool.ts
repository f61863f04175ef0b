import { Worker } from 'node:worker_threads';
import { rowBuilderFor } from './row-builder';
import { limitsAtRunTime } from './sqlite-limit';
import { createSharedBytes, freeSlot, heldSlots, viewOfSlot, type SharedBytes } from './shared-bytes';

export type Rows = Record<string, unknown>[];

/** Runs one read on the main thread's own connection, when no reader thread can. */
export type MainThreadRead = (sql: string, parameters: readonly unknown[]) => Promise<Rows>;

export interface ReadPool {
  /** Runs a SELECT on a reader thread and resolves with its rows as objects. */
  read(sql: string, parameters: readonly unknown[]): Promise<Rows>;
  /** Reader threads still running. */
  threads(): number;
  /** Shared slots holding a blob now (shared-bytes.ts). */
  heldSlots(): number;
  close(): Promise<void>;
}

/** Where a reader put a blob instead of in `values` (whose cell is null then): shared-bytes.ts. */
type InSlot = [row: number, column: number, slot: number, length: number];

type Reply = { id: number; columns: string[]; values: unknown[][]; shared?: InSlot[] } | { id: number; error: string };

interface Pending {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: Rows): void;
  reject(error: Error): void;
}

/**
 * One read as a reader gets it. A statement the pool has numbered travels as its number, with its
 * SQL only the first time that reader meets it: a hot statement's 1-2 kB of SQL copied into every
 * message, then read back and hashed on the reader, cost each side ~2 us a read. Past
 * MAX_NUMBERED_STATEMENTS distinct statements, SQL travels as text (the reader's own LRU).
 */
interface ReadRequest {
  id: number;
  statement?: number;
  sql?: string;
  parameters: readonly unknown[];
}

/** The hot reads are a few dozen prepared shapes; this bounds what any caller's SQL can add. */
const MAX_NUMBERED_STATEMENTS = 256;

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Reads asked for in this turn of the event loop, posted together in one message. */
  outbox: ReadRequest[];
  /** The numbered statements this reader has been sent the SQL of. */
  knows: Set<number>;
}

const WORKER_FILE = new URL('./read-worker.mjs', import.meta.url);

/**
 * SQLite runs a statement on the thread that calls it, so on one Node process every read used to
 * take its turn on the event loop, beside HTTP parsing, hooks and JSON. The reads that are a
 * request's main work (see `offMainThread` in prepared.ts) go instead to reader threads, each with
 * its own read-only connection to the same file: WAL lets them read beside the writer, and each
 * statement sees every commit acknowledged before it started. The event loop only posts the
 * statement and builds the row objects, so a second core does the SQL.
 *
 * The reads asked for in one turn of the event loop travel as one message each way, so the
 * hand-over is paid once per turn, not once per read: the dashboard's three reads, and under load
 * the reads of every request parsed in that turn (each message wakes the reader, which cost the
 * event loop ~6 us a request when every single-record read was its own message). Large blobs come
 * back through shared slots (shared-bytes.ts). Reads are spread over the threads by fewest in
 * flight. A thread that dies or cannot start (it should not) is dropped, and its reads in flight and
 * every later one run on the main thread's connection instead, so a request never fails for it.
 *
 * A reader holds the process open only while it has reads in flight: an idle pool never keeps a
 * script from exiting, and a script whose last step awaits a read still gets its answer.
 */
export function startReadPool(
  file: string,
  threads: number,
  readOnMainThread: MainThreadRead,
  workerFile: URL = WORKER_FILE,
  shared: SharedBytes = createSharedBytes(),
): ReadPool {
  const states = new Int32Array(shared.states);
  const statementNumbers = new Map<string, number>();
  const readers: Reader[] = [];
  let nextId = 0;
  let closing = false;

  const settle = (reader: Reader, reply: Reply) => {
    const pending = reader.pending.get(reply.id);
    if (!pending) {
      // Nobody waits for it any more (the pool is closing): its slots are free at once.
      if ('shared' in reply) for (const [, , slot] of reply.shared ?? []) freeSlot(states, slot);
      return;
    }
    reader.pending.delete(reply.id);
    if (reader.pending.size === 0) reader.worker.unref();
    if ('error' in reply) {
      pending.reject(new Error(reply.error));
      return;
    }
    const { values } = reply;
    for (const [row, column, slot, length] of reply.shared ?? []) {
      const cells = values[row];
      if (cells) cells[column] = viewOfSlot(shared, states, slot, length);
    }
    pending.resolve(values.map(rowBuilderFor(reply.columns)));
  };

  const retire = (reader: Reader) => {
    const at = readers.indexOf(reader);
    if (at < 0) return;
    readers.splice(at, 1);
    for (const pending of reader.pending.values()) runOnMainThread(pending);
    reader.pending.clear();
    reader.outbox.length = 0;
  };

  const post = (reader: Reader) => {
    if (reader.outbox.length === 0) return;
    reader.worker.postMessage(reader.outbox);
    reader.outbox = [];
  };

  const requestFor = (reader: Reader, id: number, sql: string, parameters: readonly unknown[]): ReadRequest => {
    let statement = statementNumbers.get(sql);
    if (statement === undefined) {
      if (statementNumbers.size >= MAX_NUMBERED_STATEMENTS) return { id, sql: limitsAtRunTime(sql), parameters };
      statement = statementNumbers.size;
      statementNumbers.set(sql, statement);
    }
    if (reader.knows.has(statement)) return { id, statement, parameters };
    reader.knows.add(statement);
    return { id, statement, sql: limitsAtRunTime(sql), parameters };
  };

  const runOnMainThread = (pending: Pending) => {
    readOnMainThread(pending.sql, pending.parameters).then(pending.resolve, pending.reject);
  };

  for (let i = 0; i < threads; i++) {
    const reader: Reader = { worker: new Worker(workerFile, { workerData: { file, shared } }), pending: new Map(), outbox: [], knows: new Set() };
    reader.worker.on('message', (replies: Reply[]) => {
      for (const reply of replies) settle(reader, reply);
    });
    reader.worker.on('error', () => retire(reader));
    reader.worker.on('exit', () => {
      if (!closing) retire(reader);
    });
    // Idle until its first read (see `read`).
    reader.worker.unref();
    readers.push(reader);
  }

  return {
    read(sql, parameters) {
      return new Promise<Rows>((resolve, reject) => {
        const pending: Pending = { sql, parameters, resolve, reject };
        let reader = readers[0];
        for (const candidate of readers) if (reader && candidate.pending.size < reader.pending.size) reader = candidate;
        if (!reader || closing) {
          runOnMainThread(pending);
          return;
        }
        const id = nextId++;
        // A pending promise alone does not keep Node running; the reader must, until it answers.
        if (reader.pending.size === 0) reader.worker.ref();
        reader.pending.set(id, pending);
        // Posted at the end of this turn of the event loop (setImmediate runs after the poll phase
        // has handed every readable socket its data), with every read asked for until then.
        if (reader.outbox.push(requestFor(reader, id, sql, parameters)) === 1) setImmediate(post, reader);
      });
    },
    threads: () => readers.length,
    heldSlots: () => heldSlots(states),
    async close() {
      closing = true;
      const closed = new Error('the database is closed');
      for (const reader of readers) for (const pending of reader.pending.values()) pending.reject(closed);
      await Promise.all(readers.map((reader) => reader.worker.terminate()));
      readers.length = 0;
    },
  };
}
