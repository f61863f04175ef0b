import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { createDb, type Db } from './database';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDb(config: Config): Db {
  if (config.DATABASE_URL) {
    return createDb({ dialect: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  }
  return createDb({ dialect: 'sqlite', file: sqliteFile(config) });
}

export const sqliteFile = (config: Config): string => join(resolve(config.DATA_DIR), 'lyceum.db');
