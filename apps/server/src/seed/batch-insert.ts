import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Rows per INSERT: stays under SQLite's and PostgreSQL's bound-parameter limits for our widest table. */
const ROWS_PER_STATEMENT = 500;
/** Rows per transaction: one fsync per chunk rather than per row. */
const ROWS_PER_TRANSACTION = 20_000;

type TableName = keyof Database;

/** Inserts many rows in multi-row statements grouped in transactions, reporting progress. */
export async function insertMany<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Record<string, unknown>>,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < chunk.length; i += ROWS_PER_STATEMENT) {
        // The row objects are built to match the table; Kysely cannot check a generic table here.
        await trx
          .insertInto(table)
          .values(chunk.slice(i, i + ROWS_PER_STATEMENT) as never)
          .execute();
      }
    });
    onProgress(Math.min(start + chunk.length, rows.length), rows.length);
  }
}
