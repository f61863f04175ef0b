import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { dropValueSamples, refreshPlannerStatistics } from './planner-statistics';

/**
 * After a bulk load the planner gets fresh statistics; on SQLite only the row counts, never the
 * value samples that would make it plan every hot statement again on each execution.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const teacher = await f.user('teacher');
  const klass = await f.klass({ teachers: [teacher.id], students: [(await f.user('student')).id] });
  const topic = await f.topic(klass.id);
  for (let i = 0; i < 20; i++) await f.assignment(topic.id, { createdBy: teacher.id });
});
afterAll(() => ctx.close());

const count = async (query: string) => Number((await sql.raw<{ n: number | string }>(query).execute(ctx.db.kysely)).rows[0]?.n);

describe('refreshPlannerStatistics', () => {
  it('leaves row counts for every indexed table and, on SQLite, no value samples', async () => {
    await refreshPlannerStatistics(ctx.db);
    if (ctx.db.dialect === 'sqlite') {
      expect(await count(`select count(*) as n from sqlite_stat1 where tbl = 'assignments'`)).toBeGreaterThan(0);
      expect(await count('select count(*) as n from sqlite_stat4')).toBe(0);
    } else {
      expect(await count(`select count(*) as n from pg_stats where tablename = 'assignments'`)).toBeGreaterThan(0);
    }
  });

  it('takes away samples a later ANALYZE by hand wrote, keeping the row counts (run at start)', async () => {
    if (ctx.db.dialect !== 'sqlite') {
      await expect(dropValueSamples(ctx.db)).resolves.toBeUndefined();
      return;
    }
    await sql`analyze`.execute(ctx.db.kysely);
    expect(await count('select count(*) as n from sqlite_stat4')).toBeGreaterThan(0);
    await dropValueSamples(ctx.db);
    expect(await count('select count(*) as n from sqlite_stat4')).toBe(0);
    expect(await count(`select count(*) as n from sqlite_stat1 where tbl = 'assignments'`)).toBeGreaterThan(0);
  });
});
