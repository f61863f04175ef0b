import type SQLite from 'better-sqlite3';

/**
 * SQLite's `EXPLAIN QUERY PLAN` of a recorded statement, one detail a step ("SEARCH t USING INDEX
 * …", "SCAN t"). Its parameters are bound to a placeholder value: a plan does not read them (the
 * server drops the statistics that would make it, db/planner-statistics.ts).
 */
export function sqlitePlan(sqlite: SQLite.Database, sql: string): string[] {
  const parameters = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x');
  return (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map((step) => step.detail);
}
