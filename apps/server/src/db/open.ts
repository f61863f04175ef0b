import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { createDb, type Db } from './database';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDb(config: Config): Db {
  if (config.DATABASE_URL) {
    return createDb({ dialect: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  }
  return createDb({ dialect: 'sqlite', file: sqliteFile(config), readThreads: config.SQLITE_READ_THREADS ?? defaultReadThreads() });
}

/**
 * One reader thread per core beyond the event loop's, at most 4: on one core a second thread only
 * takes turns with the first. SQLITE_READ_THREADS=0 keeps every read on the main thread.
 */
const defaultReadThreads = (): number => Math.min(4, availableParallelism() - 1);

export const sqliteFile = (config: Config): string => join(resolve(config.DATA_DIR), 'lyceum.db');
