import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * The engine behind a Kysely instance, for query builders that are handed only the instance (a
 * prepared query's builder, a shared fragment) and write engine-specific SQL.
 */
export const engineOf = (db: Kysely<Database>): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
