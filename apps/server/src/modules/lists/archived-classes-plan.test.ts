import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { sqlitePlan } from '../../../test/query-plans';
import { queryRecorder, USER_LOOKUP } from '../../../test/query-recorder';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import { newId } from '../../lib/ids';

/**
 * The main lists leave archived classes out with `class_id not in (the archived classes)`. In a
 * school where every class is live, ANALYZE once made SQLite read that as unselective and scan
 * every class in each of those statements (the dashboard: three scans of all 1,000 classes a
 * request in the bench's district). After the statistics of a school of 200 live classes and one
 * archived, no statement of a member's lists reads the classes table whole.
 */
let dir: string;
let ctx: TestContext;
const queries = queryRecorder();
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-archived-plans-'));
  ctx = await createTestContext({ sqliteFile: { file: join(dir, 'plans.db'), readThreads: 0 }, onQuery: queries.onQuery });
  teacher = await ctx.factories.user('teacher');
  student = await ctx.factories.user('student');
  const at = '2026-02-01T10:00:00.000Z';
  const classes = Array.from({ length: 201 }, (_, i) => ({
    id: newId(), name: `Class ${i}`, description: '', meeting_link: null, created_at: at, updated_at: at, archived_at: i === 0 ? at : null,
  }));
  await ctx.db.kysely.insertInto('classes').values(classes).execute();
  const mine = classes.slice(0, 4);
  await ctx.db.kysely
    .insertInto('class_members')
    .values(mine.flatMap((c) => [{ class_id: c.id, user_id: teacher.id, role: 'teacher', created_at: at }, { class_id: c.id, user_id: student.id, role: 'student', created_at: at }]))
    .execute();
  await refreshPlannerStatistics(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** SQLite's plan steps that read the classes table (or its `archived` alias) row by row, whole. */
async function wholeClassScans(url: string, user: TestUser): Promise<string[]> {
  const { result, statements } = await queries.during(() => ctx.request({ method: 'GET', url, token: user.token }));
  expect(result.statusCode).toBe(200);
  const sqlite = ctx.db.sqlite;
  if (!sqlite) throw new Error('a SQLite context without its handle');
  return statements
    .filter((sql) => !USER_LOOKUP.test(sql))
    .flatMap((sql) => sqlitePlan(sqlite, sql).filter((step) => /^SCAN (classes|archived)$/.test(step)).map((step) => `${step}: ${sql}`));
}

describe("SQLite's plans, every class live but one", () => {
  it('find the archived classes through their index in the dashboard and the lists, for a teacher and a student', async () => {
    for (const user of [teacher, student]) {
      for (const url of ['/api/dashboard', '/api/classes', '/api/assignments?limit=50']) {
        expect(await wholeClassScans(url, user), `${user.role} ${url}`).toEqual([]);
      }
    }
  });
});
