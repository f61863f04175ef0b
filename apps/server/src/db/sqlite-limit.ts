/** `LIMIT ?` as SQLite would otherwise prepare it: the parameter alone, not already an expression. */
const BOUND_LIMIT = /\b(limit\s+)\?(?!\s*[-+*/|])/gi;

/**
 * Every SQL text SQLite prepares, with a bound LIMIT as an expression evaluated when the
 * statement runs: `LIMIT ? + 0`. SQLite 3.47 and later plan `LIMIT ?` with the value bound to it,
 * and so mark the prepared statement expired each time that parameter is bound again: every
 * execution was parsed and planned anew (sqlite3Reprepare in a perf profile: ~50 us of a 50-row
 * page, and a quarter of a search's CPU on its reader thread). `? + 0` gives the same plan, stays
 * prepared, and measured as fast as a literal. Done here, where SQLite's connections prepare
 * (database.ts, read-pool.ts), rather than in each query: a `LIMIT ${n}` in a raw template or
 * Kysely's `.limit(n)` is covered alike. PostgreSQL is not concerned.
 */
export const limitsAtRunTime = (sql: string): string => sql.replace(BOUND_LIMIT, '$1? + 0');
