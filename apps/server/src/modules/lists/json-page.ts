import type { FastifyReply } from 'fastify';
import { sql, type AliasableExpression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Page } from './paging';
import type { z } from 'zod';

/**
 * A page whose response body SQLite wrote itself: `json_object` per row, `json_group_array` over
 * the page, cast to a blob so it reaches the socket as UTF-8 bytes. On the 50-row pages this
 * replaces, on the event loop, turning 600 column values into objects, fast-json-stringify's pass
 * over them and the UTF-8 encoding of a 20 kB string (see README "Performance"); the reader thread
 * builds the bytes beside it instead. SQLite only: PostgreSQL writes timestamps in JSON in its own
 * format, and its rows already arrive beside the event loop.
 */
export interface JsonPage {
  body: Uint8Array;
  /** The sort key and id of the page's last row when another page follows; null on the last page. */
  next_key: string | null;
  next_id: string | null;
}

/**
 * `json_object(...)` with exactly the keys of a response item's schema, in its order (the order
 * fast-json-stringify writes them), each from the SQL expression given for it. A key missing from
 * `values` or one the schema lacks is a type error, so the two cannot drift apart.
 */
export function jsonObjectOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: { [K in keyof Shape]: RawBuilder<unknown> },
): RawBuilder<string> {
  const pairs = Object.keys(schema.shape).map((key) => sql`${sql.lit(key)}, ${values[key as keyof Shape]}`);
  return sql<string>`json_object(${sql.join(pairs)})`;
}

/** The ids of a page and one more, with their sort key and rowid, in page order (lists/paging.ts). */
export type PageIds = SelectQueryBuilder<Database, never, { id: string; key: string; row: number }>;

/**
 * One statement answering one row: the page's body and, when another page follows, where it starts.
 * `ids` (the page's ids plus one, as every page shape reads) is read once into a CTE; `bodyOf` builds
 * the body from the rows whose rowid is in `pageRows`, the first `fetch - 1` of them (the rows are
 * then found by rowid in one b-tree descent, not through the text primary key's index first). When
 * all `fetch` were found, a next page exists and starts after the last row sent, returned beside it.
 */
export function jsonPageQuery(
  db: Kysely<Database>,
  ids: PageIds,
  fetch: number,
  bodyOf: (pageRows: RawBuilder<number>) => AliasableExpression<Uint8Array | null>,
) {
  const pageRows = sql<number>`(select row from ids order by key desc, id desc limit ${fetch} - 1)`;
  const lastSent = (column: 'key' | 'id') =>
    sql<string | null>`case when (select count(*) from ids) = ${fetch} then (select ${sql.ref(column)} from ids order by key desc, id desc limit 1 offset ${fetch} - 2) end`;
  return db
    .with((cte) => cte('ids').materialized(), () => ids)
    // json_group_array over no rows is '[]', never null.
    .selectNoFrom([sql<Uint8Array>`${bodyOf(pageRows)}`.as('body'), lastSent('key').as('next_key'), lastSent('id').as('next_id')]);
}

/** The page out of the one row jsonPageQuery answers. */
export function jsonPageOf(rows: JsonPage[]): Page<Uint8Array> {
  const [row] = rows;
  if (!row) throw new Error('a page query answers one row');
  const next = row.next_key !== null && row.next_id !== null ? { key: row.next_key, id: row.next_id } : null;
  return { items: row.body, next };
}

/** Sends SQLite's bytes as they are: the route's response schema already shaped them in SQL. */
export function sendJson(reply: FastifyReply, body: Uint8Array): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
