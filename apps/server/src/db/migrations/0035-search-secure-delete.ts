import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite: the full-text index (migration 0023) takes a document out of itself when it is deleted or
 * rewritten (FTS5's `secure-delete`), instead of writing a tombstone beside it that cancels it
 * only when both meet in one segment. A search reads its class phrases newest first, so tombstones
 * at the top of a class's doclist were walked one by one before any live document: after the
 * bench's comment run (67,000 comments posted in a teacher's class and deleted), the teacher's
 * search went from ~0.44 to ~1.5 ms of CPU (917 req/s, p99 73 ms) and stayed so until the job
 * timer's tidy-up had merged the index, ~10 minutes. A deletion now costs ~27 us more. The index
 * is merged into one segment here, which drops the tombstones it already holds (~0.2 s on the
 * large district). PostgreSQL's GIN index has no such thing.
 */
export function searchSecureDelete(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('secure-delete', 1)`.execute(db);
      await sql`INSERT INTO search_fts(search_fts) VALUES ('optimize')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('secure-delete', 0)`.execute(db);
    },
  };
}
