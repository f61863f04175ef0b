import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import type { Database } from '../../db/schema';

/** Pages one step of the tidy-up writes at most: tens to a few hundred milliseconds of writing. */
const PAGES_PER_STEP = 500;

/** SQLite: how many segments the full-text index is in (a scan of its small segment index, ~0.3 ms on the large district). */
export async function searchIndexSegments(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT segid) AS n FROM search_fts_idx`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * SQLite: keeps the full-text index (migration 0023) in one segment. FTS5 writes a segment per
 * write batch and merges them only by level, so a district's index sits in a dozen or more, and a
 * search looks its class phrases up in every one: on the large district one segment takes a
 * teacher's search from ~1.8–2.1 to ~1.3–1.4 ms of CPU (docs/search.md). Each call, on the job
 * runner's timer, does one bounded step of FTS5's incremental optimize (a negative page count
 * starts a cycle, positive ones go on with it) while there is more than one segment. PostgreSQL's
 * GIN index needs nothing of the kind.
 */
export function searchIndexTidy(db: Kysely<Database>): () => Promise<void> {
  let cycle = false;
  return async () => {
    if (engineOf(db) !== 'sqlite') return;
    if ((await searchIndexSegments(db)) <= 1) {
      cycle = false;
      return;
    }
    await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('merge', ${cycle ? PAGES_PER_STEP : -PAGES_PER_STEP})`.execute(db);
    cycle = true;
  };
}

/** SQLite: the whole index into one segment at once (after a bulk load such as seed:large; ~0.5 s for the large district). */
export async function optimizeSearchIndex(db: Kysely<Database>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('optimize')`.execute(db);
}

