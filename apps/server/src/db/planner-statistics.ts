import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Fresh statistics for the query planner after a bulk load. On PostgreSQL also a vacuum: the
 * counter triggers (migration 0004) updated each topic and class row once per material, assignment
 * and membership, and those dead row versions would slow every read of them until autovacuum came
 * round. On SQLite the per-index row counts (sqlite_stat1) only: see dropValueSamples.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(db.kysely);
    return;
  }
  await sql`analyze`.execute(db.kysely);
  await dropValueSamples(db);
}

/**
 * Removes SQLite's value samples (sqlite_stat4, written by ANALYZE in this build). With samples,
 * SQLite plans a statement with the value bound to `user_id = ?` or `id = ?`, and so marks it
 * expired each time that parameter is bound: every execution of a prepared hot read was parsed and
 * planned again (~60 us of a 50-row page; it showed as sqlite3Reprepare in a perf profile). The
 * plans of our statements do not depend on the values (bench/plans.mjs gives the same plans
 * without the samples), so the row counts of sqlite_stat1 are all the planner keeps. Run at start
 * too, before any request, in case an ANALYZE by hand wrote samples since.
 */
export async function dropValueSamples(db: Db): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  const samples = await sql<{ n: number }>`select count(*) as n from sqlite_schema where name = 'sqlite_stat4'`.execute(db.kysely);
  if (!samples.rows[0]?.n) return;
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db.kysely);
  if (!rows[0]?.n) return;
  await sql`delete from sqlite_stat4`.execute(db.kysely);
  // Reloads the statistics this connection holds; reader threads load them when they first prepare.
  await sql`analyze sqlite_schema`.execute(db.kysely);
}
