import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database';
import { committedWrite } from './group-commit';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared';
import { startReadPool, type Rows } from './read-pool';
import { createSharedBytes, freeWhenClosed } from './shared-bytes';

// The read pool is SQLite's: these tests open their own database file on either run.
let dir: string;
let db: Db;
const queries: string[] = [];
const file = () => join(dir, 'lyceum.db');
const now = new Date().toISOString();

const classesByName = preparedQuery((k, prefix: string) => k.selectFrom('classes').select(['id', 'name', 'meeting_link']).where('name', 'like', prefix).orderBy('name'), {
  offMainThread: true,
});
/** One class by its key: a read that runs on the main thread (not offMainThread). */
const classById = preparedQuery((k, id: string) => k.selectFrom('classes').select(['id', 'name']).where('id', '=', id));
const addClass = (id: string) => (k: Db['kysely']) =>
  k.insertInto('classes').values({ id, name: `Class ${id}`, description: 'd', meeting_link: null, created_at: now, updated_at: now }).execute();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-read-pool-'));
  db = createDb({ dialect: 'sqlite', file: file(), readThreads: 1, onQuery: (sql) => queries.push(sql) });
  await migrateToLatest(db);
  await addClass('c1')(db.kysely);
  await addClass('c2')(db.kysely);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A pool whose reader thread is a stand-in that answers every read with one row: `row`, a
 * JavaScript expression of the read and of the batch (the message) it came in.
 */
function poolWithStandInReader(name: string, columns: string[], row: string) {
  const worker = join(dir, `${name}-worker.mjs`);
  writeFileSync(
    worker,
    [
      "import { parentPort } from 'node:worker_threads';",
      `parentPort.on('message', (batch) => parentPort.postMessage(batch.map((read) => ({ id: read.id, columns: ${JSON.stringify(columns)}, values: [${row}] }))));`,
    ].join('\n'),
  );
  return startReadPool(file(), 1, () => Promise.reject(new Error('not expected on the main thread')), pathToFileURL(worker));
}

describe('SQLite read pool', () => {
  it('answers a heavy read with row objects of the statement columns, and reports its SQL', async () => {
    queries.length = 0;
    expect(await classesByName(db.kysely, 'Class %')).toEqual([
      { id: 'c1', name: 'Class c1', meeting_link: null },
      { id: 'c2', name: 'Class c2', meeting_link: null },
    ]);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^select "id", "name", "meeting_link" from "classes"/);
  });

  it('reads on its own connection: beside an open write transaction, seeing only committed rows', async () => {
    // On the main thread this read would wait for the transaction's connection, which waits for it.
    const seenInside = await db.kysely.transaction().execute(async (trx) => {
      await addClass('c3')(trx);
      return classesByName(db.kysely, 'Class %');
    });
    expect(seenInside.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect((await classesByName(db.kysely, 'Class %')).map((row) => row.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('answers a main-thread read while a transaction holds the connection, with the committed rows, without waiting for it', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('classes').set({ name: 'Renamed c1' }).where('id', '=', 'c1').execute();
      await held;
    });
    // Ends the transaction after 2 s, should the read wait for it (it then sees the new name).
    const timeout = setTimeout(finish, 2_000);
    let afterCommit: unknown;
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(db.sqlite?.inTransaction).toBe(true);
      queries.length = 0;
      // A one-row read by key: on the main thread when no transaction is open.
      expect(await classById(db.kysely, 'c1')).toEqual([{ id: 'c1', name: 'Class c1' }]);
      expect(queries).toEqual([expect.stringMatching(/^select "id", "name" from "classes"/)]);
      expect(db.sqlite?.inTransaction).toBe(true);
    } finally {
      clearTimeout(timeout);
      finish();
      await transaction;
      afterCommit = await classById(db.kysely, 'c1');
      await db.kysely.updateTable('classes').set({ name: 'Class c1' }).where('id', '=', 'c1').execute();
    }
    expect(afterCommit).toEqual([{ id: 'c1', name: 'Renamed c1' }]);
  });

  it('sees every write acknowledged before the read started', async () => {
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) => committedWrite(db.kysely, addClass(`w${i}`)).then(() => classesByName(db.kysely, `Class w${i}`))),
    );
    expect(reads.map((rows) => rows.map((row) => row.id))).toEqual(Array.from({ length: 10 }, (_, i) => [`w${i}`]));
  });

  it('rejects a statement SQLite refuses with its message, and never writes', async () => {
    const pool = startReadPool(file(), 1, () => Promise.reject(new Error('not expected on the main thread')));
    try {
      await expect(pool.read('select * from no_such_table', [])).rejects.toThrow('no such table: no_such_table');
      // Asked for again, when the reader has the statement's number only, with the same message.
      await expect(pool.read('select * from no_such_table', [])).rejects.toThrow('no such table: no_such_table');
      await expect(pool.read("delete from classes where id = 'c1'", [])).rejects.toThrow('the read pool runs statements that return rows only');
      // A table no trigger watches: the search index's triggers call functions only the writer registers.
      await expect(pool.read("update imports set status = 'x' returning id", [])).rejects.toThrow(/readonly database/);
      expect(await pool.read('select name from classes where id = ?', ['c1'])).toEqual([{ name: 'Class c1' }]);
      // Asked for together, they travel together: the refused one fails alone.
      const together = await Promise.allSettled([
        pool.read('select name from classes where id = ?', ['c1']),
        pool.read('select missing_column from classes', []),
        pool.read('select name from classes where id = ?', ['c2']),
      ]);
      expect(together.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message))).toEqual([
        [{ name: 'Class c1' }],
        'no such column: missing_column',
        [{ name: 'Class c2' }],
      ]);
    } finally {
      await pool.close();
    }
  });

  it('hands the reads of a reader thread that dies to the main thread', async () => {
    const dying = join(dir, 'dying-worker.mjs');
    writeFileSync(dying, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
    const onMainThread: string[] = [];
    const fallback = async (sql: string): Promise<Rows> => {
      onMainThread.push(sql);
      return [{ answered: 'main thread' }];
    };
    const pool = startReadPool(file(), 1, fallback, pathToFileURL(dying));
    try {
      expect(await pool.read('select 1 as first', [])).toEqual([{ answered: 'main thread' }]);
      expect(pool.threads()).toBe(0);
      expect(await pool.read('select 2 as second', [])).toEqual([{ answered: 'main thread' }]);
      expect(onMainThread).toEqual(['select 1 as first', 'select 2 as second']);
    } finally {
      await pool.close();
    }
  });

  it('sends the reads asked for by separate callbacks of one turn of the event loop as one message', async () => {
    // Each read answered with the size of the message it came in.
    const pool = poolWithStandInReader('counting', ['batch'], '[batch.length]');
    try {
      // Three requests handled by three callbacks of one turn, as sockets read in one poll phase are.
      const reads = await new Promise<Promise<Rows>[]>((resolve) => {
        const asked: Promise<Rows>[] = [];
        for (let i = 0; i < 3; i++) setImmediate(() => asked.push(pool.read(`select ${i}`, [])) === 3 && resolve(asked));
      });
      expect(await Promise.all(reads)).toEqual([[{ batch: 3 }], [{ batch: 3 }], [{ batch: 3 }]]);
    } finally {
      await pool.close();
    }
  });

  it('sends a statement’s SQL to a reader once, then its number', async () => {
    // Each read answered with the statement's number and its SQL, when that came along.
    const pool = poolWithStandInReader('echo', ['statement', 'sql'], '[read.statement, read.sql ?? null]');
    try {
      const asked = [];
      for (const sql of ['select 1', 'select 2', 'select 1', 'select 2', 'select 1']) asked.push(await pool.read(sql, []));
      expect(asked).toEqual([
        [{ statement: 0, sql: 'select 1' }],
        [{ statement: 1, sql: 'select 2' }],
        [{ statement: 0, sql: null }],
        [{ statement: 1, sql: null }],
        [{ statement: 0, sql: null }],
      ]);
    } finally {
      await pool.close();
    }
  });

  it('answers a slow read as soon as it is done, not with the rest of its batch', async () => {
    const pool = startReadPool(file(), 1, () => Promise.reject(new Error('not expected on the main thread')));
    // ~50-100 ms of work each, asked for in one go, so they reach the reader as one batch.
    const slow = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 300000) select count(*) as c from n';
    const settledAt: number[] = [];
    const reads = [pool.read(slow, []), pool.read(slow, [])].map((read) => read.then((rows) => (settledAt.push(performance.now()), rows)));
    expect(await Promise.all(reads)).toEqual([[{ c: 300000 }], [{ c: 300000 }]]);
    await pool.close();
    // Held for the batch, both would settle in the same message; the first is out a whole read earlier.
    const [first = 0, second = 0] = settledAt;
    expect(second - first).toBeGreaterThan(20);
  });

  describe('large blobs through shared slots', () => {
    // A blob of `length` bytes starting with `mark`, so each answer's bytes can be told apart.
    const blob = 'select cast(? || substr(hex(zeroblob(?)), 1, ?) as blob) as body';
    const read = async (pool: ReturnType<typeof startReadPool>, mark: string, length = 2000) => {
      const [row] = await pool.read(blob, [mark, length, length - mark.length]);
      return row?.body as Uint8Array;
    };
    const textOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
    const expected = (mark: string, length = 2000) => mark + '0'.repeat(length - mark.length);
    const inSharedSlot = (bytes: Uint8Array) => bytes.buffer instanceof SharedArrayBuffer;
    const smallPool = () =>
      startReadPool(file(), 1, () => Promise.reject(new Error('not expected on the main thread')), undefined, createSharedBytes({ slots: 2, slotSize: 4096, minBytes: 1024 }));

    it('answer with the bytes in a shared slot, held until the response carrying them has closed', async () => {
      const pool = smallPool();
      try {
        const body = await read(pool, 'first:');
        expect(inSharedSlot(body)).toBe(true);
        expect(textOf(body)).toBe(expected('first:'));
        expect(pool.heldSlots()).toBe(1);
        const response = new EventEmitter();
        freeWhenClosed(response, body);
        expect(pool.heldSlots()).toBe(1);
        response.emit('close');
        expect(pool.heldSlots()).toBe(0);
      } finally {
        await pool.close();
      }
    });

    it('travel as copies, with the same bytes, while every slot is held or when too small or too large', async () => {
      const pool = smallPool();
      try {
        const held = [await read(pool, 'one:'), await read(pool, 'two:')];
        const third = await read(pool, 'three:');
        expect(held.map(inSharedSlot)).toEqual([true, true]);
        expect(inSharedSlot(third)).toBe(false);
        expect([...held, third].map(textOf)).toEqual([expected('one:'), expected('two:'), expected('three:')]);
        // One slot freed: the next blob takes it, and the one still held keeps its bytes.
        const response = new EventEmitter();
        freeWhenClosed(response, held[0] as Uint8Array);
        response.emit('close');
        const fourth = await read(pool, 'four:');
        expect(inSharedSlot(fourth)).toBe(true);
        expect([textOf(held[1] as Uint8Array), textOf(fourth)]).toEqual([expected('two:'), expected('four:')]);
        const small = await read(pool, 'small:', 500);
        const large = await read(pool, 'large:', 5000);
        expect([inSharedSlot(small), inSharedSlot(large)]).toEqual([false, false]);
        expect([textOf(small), textOf(large)]).toEqual([expected('small:', 500), expected('large:', 5000)]);
      } finally {
        await pool.close();
      }
    });

    it('free the slot of bytes no response took once they are collected', async () => {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const pool = smallPool();
      try {
        // Read and dropped, as on an error between the read and the answer.
        expect(inSharedSlot(await read(pool, 'dropped:'))).toBe(true);
        expect(pool.heldSlots()).toBe(1);
        for (let tries = 0; tries < 50 && pool.heldSlots() > 0; tries++) {
          gc();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(pool.heldSlots()).toBe(0);
      } finally {
        await pool.close();
      }
    });
  });

  it('refuses the reads still in flight when it closes', async () => {
    const pool = startReadPool(file(), 1, () => Promise.reject(new Error('not expected on the main thread')));
    const refused = expect(pool.read('select 1 as one', [])).rejects.toThrow('the database is closed');
    await pool.close();
    await refused;
  });

  it('keeps a script running until its last read is answered, then lets it exit', async () => {
    // A real Node process, as a script would run it: the read pool bundled from its sources.
    // Inside the repository, so the bundle's own imports (better-sqlite3) resolve; one folder per run.
    const caches = fileURLToPath(new URL('../../../../node_modules/.cache/', import.meta.url));
    mkdirSync(caches, { recursive: true });
    const cache = mkdtempSync(join(caches, 'lyceum-read-pool-test-'));
    const entry = join(cache, 'entry.ts');
    writeFileSync(
      entry,
      [
        `import { startReadPool } from ${JSON.stringify(fileURLToPath(new URL('./read-pool.ts', import.meta.url)))};`,
        `const pool = startReadPool(${JSON.stringify(file())}, 1, () => Promise.reject(new Error('main thread')), new URL(${JSON.stringify(new URL('./read-worker.mjs', import.meta.url).href)}));`,
        "console.log(JSON.stringify(await pool.read('select 6 * 7 as answer', [])));",
      ].join('\n'),
    );
    const script = join(cache, 'script.mjs');
    await build({ entryPoints: [entry], outfile: script, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
    try {
      const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 20_000 });
      expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: '[{"answer":42}]' });
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
