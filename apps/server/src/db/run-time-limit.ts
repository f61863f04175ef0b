import { sql, type RawBuilder } from 'kysely';

/**
 * A LIMIT bound per execution that the planner does not read. With `LIMIT ?` SQLite (3.47 and
 * later) plans with the bound value, and so marks the statement expired whenever that parameter is
 * bound again: every execution of a prepared page query parsed and planned it anew (a third of a
 * 50-row page's time on its reader thread, ~50 us, in a perf profile under the bench). `? + 0` is an
 * expression evaluated when the statement runs: the same plan, and it measured as fast as a
 * literal. PostgreSQL reads it as the same integer.
 */
export const runTimeLimit = (limit: number): RawBuilder<number> => sql<number>`${limit} + 0`;
