import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TableSpec } from './archive-format';

export type Row = Record<string, unknown>;

/** The database seen with tables and columns named at run time (the archive's table list says which). */
export type LooseDb = Kysely<Record<string, Row>>;
export const loose = (db: Kysely<Database>): LooseDb => db as unknown as LooseDb;

/** Rows fetched per round trip on PostgreSQL (SQLite steps one row at a time anyway). */
const STREAM_CHUNK = 1000;

/** Every row of the table, its data columns only, in key order, streamed: never the whole table in memory. */
export function tableRows(db: Kysely<Database>, spec: TableSpec): AsyncIterable<Row> {
  let query = loose(db).selectFrom(spec.name).select([...spec.columns]);
  for (const column of spec.key) query = query.orderBy(column);
  return query.stream(STREAM_CHUNK);
}

/** The table as JSON lines: one object per row, its keys the spec's columns in order. */
export async function* jsonLines(rows: AsyncIterable<Row>, counted: (rows: number) => void): AsyncGenerator<string> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    yield `${JSON.stringify(row)}\n`;
  }
  counted(count);
}
