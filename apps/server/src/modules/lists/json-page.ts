import type { FastifyReply } from 'fastify';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { freeWhenClosed } from '../../db/shared-bytes';
import type { Database } from '../../db/schema';
import type { Page } from './paging';
import { workJson, type WorkViewer } from './work-summary';

/**
 * A page whose response body SQLite wrote itself, cast to a blob so it reaches the socket as UTF-8
 * bytes: the items each row keeps as JSON text (migrations 0006 and 0007) joined in page order, or
 * the whole body a row keeps (a class's topics, migration 0009). On the 50-row pages this
 * replaces, on the event loop, turning 600 column values into objects, fast-json-stringify's pass
 * over them and the UTF-8 encoding of a 20 kB string (see README "Performance"); the reader thread
 * builds the bytes beside it instead. SQLite only: PostgreSQL writes timestamps in JSON in its own
 * format, and its rows already arrive beside the event loop.
 */
/** Whether the routes that can take SQLite's bytes do (the reasons above); decided once per app. */
export const writesJsonInSql = (db: Db): boolean => db.dialect === 'sqlite';

export interface JsonPage {
  body: Uint8Array;
  /** The sort key and id of the page's last row when another page follows; null on the last page. */
  next_key: string | null;
  next_id: string | null;
}

/** The ids of a page and one more, with their sort key and rowid, in page order (lists/paging.ts). */
export type PageIds = SelectQueryBuilder<Database, never, { id: string; key: string; row: number }>;

/**
 * One statement answering one row: the page's body and, when another page follows, where it starts.
 * `ids` (the page's ids plus one, as every page shape reads) is read once into the CTE `ids`; the
 * first `fetch - 1` of them, in page order, into `page (row, key, id)`. `bodyOf` writes the body
 * from `page`: `from page p cross join <table> x on x.rowid = p.row` finds each row by rowid in one
 * b-tree descent (not through the text primary key's index first) and, CROSS JOIN keeping `page` the
 * outer loop, meets the rows in page order, so the aggregate needs no ORDER BY of its own: sorting
 * the 50 finished objects (20 kB) took ~50 of ~220 us. That order is SQLite's scan of a
 * materialised CTE in the order it was written; json-page.test.ts holds every page's bytes equal to
 * the object path's, ties included. When all `fetch` ids were found, a next page exists and starts
 * after the last row sent, returned beside the body.
 */
export function jsonPageQuery(db: Kysely<Database>, ids: PageIds, fetch: number, bodyOf: () => RawBuilder<Uint8Array>) {
  const lastSent = (column: 'key' | 'id') =>
    sql<string | null>`case when (select count(*) from ids) = ${fetch} then (select ${sql.ref(column)} from page order by key, id limit 1) end`;
  return (
    db
      .with((cte) => cte('ids').materialized(), () => ids)
      .with(
        (cte) => cte('page').materialized(),
        (qc) => qc.selectFrom('ids').select(['row', 'key', 'id']).orderBy('key', 'desc').orderBy('id', 'desc').limit(sql<number>`${fetch} - 1`),
      )
      // json_group_array over no rows is '[]', never null.
      .selectNoFrom([sql<Uint8Array>`(${bodyOf()})`.as('body'), lastSent('key').as('next_key'), lastSent('id').as('next_id')])
  );
}

/**
 * The body of a page whose rows keep their item as JSON text (migrations 0006 and 0007): the texts
 * of `page`'s rows joined into an array in page order (see jsonPageQuery). group_concat over no
 * rows is null, hence the empty array.
 */
export function storedItemsBody(table: 'assignments' | 'classes', column: 'list_json' | 'list_json_public'): RawBuilder<Uint8Array> {
  const item = sql.ref(`x.${column}`);
  return sql<Uint8Array>`select cast('[' || coalesce(group_concat(${item}, ','), '') || ']' as blob) from page p cross join ${sql.table(table)} x on x.rowid = p.row`;
}

/**
 * storedItemsBody for the assignments page with the row's work type and the caller's work
 * (lists/work-summary.ts) added to each stored item as it is read: the item's closing brace is
 * replaced by `,"workType":"…","work":{...}}`, so the stored text is copied, not parsed and written
 * again as json_insert would. They are the last keys of assignmentListItemSchema, so the bytes stay
 * what the serializer writes (json-page.test.ts). The work type is one of three fixed words, so it
 * needs no escaping, and not being stored it needs no trigger.
 */
export function storedItemsWithWork(viewer: WorkViewer): RawBuilder<Uint8Array> {
  const item = sql`substr(x.list_json, 1, length(x.list_json) - 1) || ',"workType":"' || x.work_type || '","work":' || ${workJson('x', viewer)} || '}'`;
  return sql<Uint8Array>`select cast('[' || coalesce(group_concat(${item}, ','), '') || ']' as blob) from page p cross join assignments x on x.rowid = p.row`;
}

/** The page out of the one row jsonPageQuery answers. */
export function jsonPageOf(rows: JsonPage[]): Page<Uint8Array> {
  const [row] = rows;
  if (!row) throw new Error('a page query answers one row');
  const next = row.next_key !== null && row.next_id !== null ? { key: row.next_key, id: row.next_id } : null;
  return { items: row.body, next };
}

/**
 * Fastify sends bytes as they are only when they sit in an ArrayBuffer; anything else goes to the
 * route's serializer, which for these bytes is this one.
 */
const bytesAsTheyAre = ((bytes: Uint8Array) => bytes) as unknown as (payload: unknown) => string;

/**
 * Sends SQLite's bytes as they are: the route's response schema already shaped them in SQL. Bytes
 * in a reader thread's shared slot (db/shared-bytes.ts) free it once the response has closed.
 */
export function sendJson(reply: FastifyReply, body: Uint8Array): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (freeWhenClosed(reply.raw, body)) reply.serializer(bytesAsTheyAre);
  return reply.send(body);
}
