import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of';
import type { Database } from '../../db/schema';
import { KickedLoop } from '../../lib/kicked-loop';

/**
 * Pages one step of the tidy-up writes at most. On the large district a step of 50 is 2–3 ms of
 * writing on the event loop (one in five or so 10–20 ms: it drops a merged segment, or its commit
 * checkpoints the WAL); a step of 500 was 27–56 ms, too long a stall to take often.
 */
const PAGES_PER_STEP = 50;
/** Between two steps while merging: the large district's index merged in ~3 s, taking ~6% of the event loop meanwhile (SignalApp's tidy-up takes 64 pages every 50 ms too). */
const STEP_GAP_MS = 50;
/** How often it looks whether writes have split the index again (a 0.3 ms count). */
const LOOK_EVERY_MS = 5_000;

/** SQLite: how many segments the full-text index is in (a scan of its small segment index, ~0.3 ms on the large district). */
export async function searchIndexSegments(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT segid) AS n FROM search_fts_idx`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * From how many segments the tidy-up merges the index into one. Each segment costs a search ~6 µs
 * (21 of them took a teacher's search on the large district from ~450–500 to ~590–640 µs of CPU),
 * while a merge into one rewrites the whole index (~0.2 s of writing on the large district): fewer
 * are left for FTS5's own merges, so a comment now and then does not cost a rewrite each.
 */
const MANY_SEGMENTS = 8;

/** FTS5's structure record (its row 10): it changes with every merge step that did some work. */
async function indexStructure(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ structure: string }>`SELECT hex(block) AS structure FROM search_fts_data WHERE id = 10`.execute(db);
  return rows[0]?.structure ?? '';
}

/**
 * SQLite: one bounded step of keeping the full-text index (migration 0023) in few segments; answers
 * whether there is more to do. FTS5 writes a segment per write batch and merges them only by level,
 * so after a burst of writes a district's index sits in a dozen or more, and a search looks its
 * class phrases up in every one (docs/search.md). Once there are MANY_SEGMENTS, steps merge the whole
 * index into one: a negative page count starts a cycle that merges every segment there is, positive
 * ones go on with it. A positive step that changes nothing means the cycle ended while writes made
 * new segments meanwhile: the next step starts another (and stops if that one finds no work).
 * PostgreSQL's GIN index needs nothing of the kind.
 */
export function searchIndexTidy(db: Kysely<Database>): () => Promise<boolean> {
  let merging = false;
  let cycle = false;
  /** The structure as the last step left it. */
  let left = '';
  return async () => {
    if (engineOf(db) !== 'sqlite') return false;
    const segments = await searchIndexSegments(db);
    if (segments <= 1 || (!merging && segments < MANY_SEGMENTS)) {
      merging = false;
      cycle = false;
      return false;
    }
    const before = await indexStructure(db);
    // Written since the last step: a burst of writes is under way, and merging now would rewrite
    // the index over and over beside it (the comment bench's writes went from ~3,100 to ~2,200 a
    // second). Wait for a quiet moment.
    if (merging && before !== left) {
      left = before;
      return true;
    }
    await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('merge', ${cycle ? PAGES_PER_STEP : -PAGES_PER_STEP})`.execute(db);
    left = await indexStructure(db);
    const worked = left !== before;
    // A new cycle that found nothing to merge: nothing more to do until the next look.
    merging = worked || cycle;
    cycle = worked;
    return merging;
  };
}

/** How often the background tidy-up steps and looks (tests use shorter ones). */
export interface TidyTimes {
  stepGapMs: number;
  lookEveryMs: number;
}

/**
 * SQLite: runs the tidy-up in the background, a small step every `stepGapMs` while the index is in
 * several segments (so a write burst is merged within seconds, never with a long stall), and a look
 * every `lookEveryMs` otherwise. Nothing on PostgreSQL. Answers its stop, which waits for a step
 * under way.
 */
export function startSearchIndexTidy(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  times: TidyTimes = { stepGapMs: STEP_GAP_MS, lookEveryMs: LOOK_EVERY_MS },
): () => Promise<void> {
  if (engineOf(db) !== 'sqlite') return async () => undefined;
  const step = searchIndexTidy(db);
  let next: NodeJS.Timeout | null = null;
  const loop: KickedLoop = new KickedLoop(async () => {
    // The look's timer may come first: one chain of steps, never two.
    if (next) clearTimeout(next);
    if (!(await step()) || loop.stopped) return;
    next = setTimeout(() => loop.kick(), times.stepGapMs);
    next.unref();
  }, onError);
  loop.start(times.lookEveryMs);
  return async () => {
    if (next) clearTimeout(next);
    await loop.stop();
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background tidy-up of the search index: tests that count its segments stop it. */
    searchIndexTidy: { stop: () => Promise<void> };
  }
}

/** Starts the background tidy-up when the app is ready, stops it when the app closes. */
export function registerSearchIndexTidy(app: FastifyInstance, db: Kysely<Database>): void {
  let stop: () => Promise<void> = async () => undefined;
  app.decorate('searchIndexTidy', { stop: () => stop() });
  app.addHook('onReady', async () => {
    stop = startSearchIndexTidy(db, (error) => app.log.error({ err: error }, 'search index tidy-up failed'));
  });
  app.addHook('onClose', () => stop());
}

/** SQLite: the whole index into one segment at once (after a bulk load such as seed:large; ~0.5 s for the large district). */
export async function optimizeSearchIndex(db: Kysely<Database>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('optimize')`.execute(db);
}
