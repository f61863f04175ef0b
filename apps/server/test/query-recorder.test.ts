import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/database';
import { queryRecorder } from './query-recorder';

const queries = queryRecorder();
const db = createDb({ dialect: 'sqlite', file: ':memory:', onQuery: queries.onQuery });
afterAll(() => db.close());

describe('the query recorder', () => {
  it('counts the statements of the work it runs, not those a background timer runs meanwhile', async () => {
    let background = 0;
    // Started outside the recorded work, like the app's outbox dispatcher and job runner.
    const timer = setInterval(() => {
      background += 1;
      void sql`select 'background'`.execute(db.kysely);
    }, 1);
    const { result, statements } = await queries.during(async () => {
      await sql`select 'mine'`.execute(db.kysely);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return (await sql<{ n: number }>`select 2 as n`.execute(db.kysely)).rows[0]?.n;
    });
    clearInterval(timer);
    expect(background).toBeGreaterThan(0);
    expect(result).toBe(2);
    expect(statements).toEqual(["select 'mine'", 'select 2 as n']);
  });
});
