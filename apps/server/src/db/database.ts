import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type LogConfig, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { enableGroupCommit } from './group-commit';
import { startReadPool, type ReadPool, type Rows } from './read-pool';
import { rowBuilderFor, type RowBuilder } from './row-builder';
import { registerSearchText } from './search-text';
import { limitsAtRunTime } from './sqlite-limit';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw SQLite handle (backup, integrity checks); undefined on PostgreSQL. */
  sqlite?: SQLite.Database;
  /** SQLite's reader threads, if any: the shared slots they hold now (tests). */
  readPool?: Pick<ReadPool, 'heldSlots'>;
  /** PostgreSQL only: a new client outside the pool, for a session of its own (LISTEN); the caller connects and ends it. */
  newClient?: () => pg.Client;
  close(): Promise<void>;
}

export type DbTarget = ({ dialect: 'sqlite'; file: string; readThreads?: number } | { dialect: 'postgres'; url: string; poolSize?: number }) & {
  /** Called with the SQL of every statement run (and failed); tests count queries with it. */
  onQuery?: (sql: string) => void;
};

const PG_INT8 = 20;
const PG_TIMESTAMPTZ = 1184;

/**
 * PostgreSQL hands back count(*) as a string and timestamptz as a Date; SQLite hands back
 * numbers and our ISO text. Normalise at the driver so one query layer serves both.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (value: string) => Number(value);
    if (oid === PG_TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Kysely's `.stream()` reads through a cursor on PostgreSQL; it must parse values as the pool does. */
class TypedCursor extends Cursor {
  constructor(text: string, values?: unknown[], config?: Cursor.CursorQueryConfig) {
    super(text, values, { ...config, types: pgTypes });
  }
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged
  // commit survive a crash or power loss, not just a process kill.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSearchText(sqlite);
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew (SQLite parses and plans it each time);
 * better-sqlite3 statements can be run again and again. The hot paths run a few dozen distinct
 * SQL texts, so a small LRU of prepared statements makes each a plain execution.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(limitsAtRunTime(sql));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** The SQLite connection behind a Kysely instance, for reads that need not go through Kysely. */
const directReaders = new WeakMap<Kysely<Database>, (sql: string, parameters: readonly unknown[]) => Rows | undefined>();

/**
 * Runs a read on the SQLite connection at once, synchronously, or answers undefined when the
 * caller must go through Kysely: on PostgreSQL, for a transaction object, and while a transaction
 * is open on the connection (group commit's batch, say) so a read never sees uncommitted rows.
 * Outside a transaction a synchronous statement cannot interleave with anything, so it needs no
 * turn of Kysely's connection mutex: two promises and a queue hop on every hot read (see README
 * "Performance").
 */
export function readDirectly(kysely: Kysely<Database>, sql: string, parameters: readonly unknown[]): Rows | undefined {
  return directReaders.get(kysely)?.(sql, parameters);
}

/** The SQLite read pool behind a Kysely instance (see read-pool.ts). */
const offMainThreadReaders = new WeakMap<Kysely<Database>, (sql: string, parameters: readonly unknown[]) => Promise<Rows>>();

/**
 * Runs a read on a reader thread of the SQLite read pool, or answers undefined when the caller
 * must read on the main thread: on PostgreSQL (its pool already runs queries beside the event
 * loop), with no reader threads, and for a transaction object (which must see its own writes).
 */
export function readOffMainThread(kysely: Kysely<Database>, sql: string, parameters: readonly unknown[]): Promise<Rows> | undefined {
  return offMainThreadReaders.get(kysely)?.(sql, parameters);
}

const rowBuilders = new WeakMap<SQLite.Statement, RowBuilder>();

/** The statement's row builder, found without asking SQLite for the column names again. */
function rowBuilderOf(statement: SQLite.Statement): RowBuilder {
  let build = rowBuilders.get(statement);
  if (!build) {
    build = rowBuilderFor(statement.columns().map((column) => column.name));
    rowBuilders.set(statement, build);
  }
  return build;
}

function readRows(statement: SQLite.Statement, parameters: readonly unknown[]): Rows {
  // Raw mode only for this call: Kysely's driver runs the same cached statement and wants objects.
  const values = statement.raw(true).all(parameters) as unknown[][];
  statement.raw(false);
  return values.map(rowBuilderOf(statement));
}

/** Kysely's log hook, only when someone listens: no per-query cost otherwise. */
function queryLog(onQuery: DbTarget['onQuery']): { log?: LogConfig } {
  return onQuery ? { log: (event) => onQuery(event.query.sql) } : {};
}

export function createDb(target: DbTarget): Db {
  if (target.dialect === 'sqlite') {
    const sqlite = openSqlite(target.file);
    const statements = withStatementCache(sqlite);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }), ...queryLog(target.onQuery) });
    enableGroupCommit(kysely);
    const { onQuery } = target;
    directReaders.set(kysely, (sql, parameters) => {
      if (sqlite.inTransaction) return undefined;
      onQuery?.(sql);
      return readRows(statements.prepare(sql) as SQLite.Statement, parameters);
    });
    // An in-memory database (the tests) exists on this connection only: no other thread can read it.
    const threads = target.file === ':memory:' ? 0 : (target.readThreads ?? 0);
    const pool =
      threads > 0
        ? startReadPool(target.file, threads, async (sql, parameters) => (await kysely.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows as Rows)
        : null;
    if (pool) {
      offMainThreadReaders.set(kysely, (sql, parameters) => {
        onQuery?.(sql);
        return pool.read(sql, parameters);
      });
    }
    return {
      kysely,
      dialect: 'sqlite',
      sqlite,
      ...(pool ? { readPool: pool } : {}),
      close: async () => {
        await pool?.close();
        await kysely.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, types: pgTypes });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: TypedCursor }), ...queryLog(target.onQuery) });
  const newClient = () => new pg.Client({ connectionString: target.url, types: pgTypes });
  return { kysely, dialect: 'postgres', newClient, close: () => kysely.destroy() };
}
