import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { assignmentListPoints } from './migrations/0015-assignment-list-points';

/** The project's engine, and SQLite whatever the project's engine (its stored items are SQLite's alone). */
let ctx: TestContext;
let lite: TestContext;
let dir: string;
let assignmentId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'lyceum-0015-'));
  lite = await createTestContext({ sqliteFile: { file: join(dir, 'lyceum.db'), readThreads: 0 } });
  const klass = await lite.factories.klass();
  const topic = await lite.factories.topic(klass.id);
  assignmentId = (await lite.factories.assignment(topic.id, { title: 'Essay' })).id;
});
afterAll(async () => {
  await ctx.close();
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The migration as the migrator runs it, on the database untyped. */
const migration = (on: TestContext) => assignmentListPoints(on.db.dialect);
const untyped = (on: TestContext) => on.db.kysely as unknown as Kysely<unknown>;

/** The item SQLite keeps for the assignment (migration 0006), as text. */
async function stored(): Promise<string> {
  const { rows } = await sql<{ list_json: string }>`select list_json from assignments where id = ${assignmentId}`.execute(lite.db.kysely);
  return rows[0]?.list_json ?? '';
}

/** How many of the migration's two indexes exist. */
async function indexes(): Promise<number> {
  const names = ['submissions_turned_in_idx', 'submissions_gradebook_idx'];
  const query =
    ctx.db.dialect === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from sqlite_schema where type = 'index' and name in (${sql.join(names)})`
      : sql<{ n: number }>`select count(*) as n from pg_indexes where indexname in (${sql.join(names)})`;
  return Number((await query.execute(ctx.db.kysely)).rows[0]?.n);
}

const setPoints = (points: number | null) => lite.db.kysely.updateTable('assignments').set({ max_points: points }).where('id', '=', assignmentId).execute();

describe('migration 0015: points in the stored assignment items', () => {
  it('adds the turned-in and gradebook indexes on both engines, and drops them going down', async () => {
    expect(await indexes()).toBe(2);
    await migration(ctx).down(untyped(ctx));
    expect(await indexes()).toBe(0);
    await migration(ctx).up(untyped(ctx));
    expect(await indexes()).toBe(2);
  });

  it('on SQLite, keeps maxPoints after dueDate, follows its changes, and goes back to 0006’s item going down', async () => {
    await setPoints(10);
    expect(await stored()).toMatch(/"dueDate":"[^"]+","maxPoints":10,"topic":/);
    await setPoints(null);
    expect(await stored()).toContain('"maxPoints":null,');

    await migration(lite).down(untyped(lite));
    await setPoints(5);
    await lite.db.kysely.updateTable('assignments').set({ title: 'Essay, again' }).where('id', '=', assignmentId).execute();
    expect(await stored()).not.toContain('maxPoints');
    expect(await stored()).toContain('"title":"Essay, again"');

    // Up again rewrites every row, including the one changed while the trigger did not know the column.
    await migration(lite).up(untyped(lite));
    expect(await stored()).toContain('"maxPoints":5,');
  });
});
