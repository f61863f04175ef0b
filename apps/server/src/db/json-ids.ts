import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from './engine-of';
import type { Database } from './schema';

/**
 * A list of ids bound as one JSON array parameter, unpacked by the engine itself, to use as
 * `column in (...)`. One statement shape whatever the length (it can be prepared once, see
 * db/prepared.ts), and the engine drives an index seek per id from it.
 */
export function idsOfJsonArray(db: Kysely<Database>, json: string): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`(select json_array_elements_text(${json}::json))`
    : sql<string>`(select value from json_each(${json}))`;
}
