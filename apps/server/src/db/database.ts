import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw SQLite handle (backup, integrity checks); undefined on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export type DbTarget = ({ dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize?: number }) & {
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

export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged
  // commit survive a crash or power loss, not just a process kill.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Kysely's log hook, only when someone listens: no per-query cost otherwise. */
function queryLog(onQuery: DbTarget['onQuery']): { log?: LogConfig } {
  return onQuery ? { log: (event) => onQuery(event.query.sql) } : {};
}

export function createDb(target: DbTarget): Db {
  if (target.dialect === 'sqlite') {
    const sqlite = openSqlite(target.file);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), ...queryLog(target.onQuery) });
    return {
      kysely,
      dialect: 'sqlite',
      sqlite,
      close: () => kysely.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, types: pgTypes });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(target.onQuery) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
