import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentWork } from '@lyceum/shared/submissions';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { queryRecorder } from '../../../test/query-recorder';
import { sqlitePlan } from '../../../test/query-plans';
import { buildWorkScene, classOf, expectOk, newAssignment, workApi } from './submissions.test-support';

/**
 * The Student work list and a turn-in are a fixed number of statements whatever the class's size
 * (on the project's engine), each found through indexes: no statement reads a whole table, as
 * SQLite's plans show (a SQLite file in every run, whatever the project's engine).
 */
let dir: string;
const contexts: TestContext[] = [];
let statements: string[] = [];
const queries = queryRecorder();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-work-plans-'));
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The request's statements. The outbox's dispatcher, which a turn-in kicks, publishes its event in
 * the background (modules/events): its statements are not the request's.
 */
async function counted<T>(run: () => Promise<T>): Promise<T> {
  const { result, statements: recorded } = await queries.during(run);
  statements = recorded.filter((sql) => !/published_at|pg_notify/.test(sql));
  return result;
}

/** The statements one request runs: a class of 40 (30 turned in) listed, and a turn-in. */
async function observe(ctx: TestContext) {
  contexts.push(ctx);
  const s = await buildWorkScene(ctx);
  const api = workApi(ctx);
  const names = Array.from({ length: 40 }, (_, i) => `Student ${String(i).padStart(2, '0')}`);
  const { topicId, students } = await classOf(ctx, s, names);
  const a = await newAssignment(ctx, s, { topicId });
  for (const student of students.slice(0, 30) as TestUser[]) expectOk(await api.turnIn(student, a, student.id));

  // Once first, so the caller's account is in the sign-in cache and only the route's own statements run.
  expectOk(await api.list(s.teacher, a));
  // The turn-ins' events are published by now: the dispatcher's statements are not the list's.
  await ctx.app.events.dispatcher.idle();
  const list = expectOk<StudentWork>(await counted(() => api.list(s.teacher, a)));
  expect(list.counts).toMatchObject({ students: 40, turnedIn: 30 });
  const listing = [...statements];
  const late = students[35] as TestUser;
  expectOk(await api.get(late, a, late.id));
  await ctx.app.events.dispatcher.idle();
  expectOk(await counted(() => api.turnIn(late, a, late.id)));
  return { listing, turningIn: [...statements] };
}

const verb = (sql: string) => sql.trim().split(/\s+/)[0]?.toLowerCase();

describe("on the project's engine", () => {
  it('lists a class of 40 in two statements (the access check, then the list) and turns in with one read (the access check), two writes and the event (the assignment\'s title, the event, its notifications) in one commit, and the answer read back', async () => {
    const { listing, turningIn } = await observe(await createTestContext({ onQuery: queries.onQuery }));
    expect(listing.map(verb)).toEqual(['select', 'select']);
    expect(turningIn.filter((sql) => verb(sql) !== 'begin' && verb(sql) !== 'commit' && !/^(savepoint|release)/i.test(sql.trim())).map(verb)).toEqual([
      'select', 'insert', 'update', 'select', 'insert', 'insert', 'select',
    ]);
  });
});

describe("SQLite's plans", () => {
  it('find every row of the list, the access checks and the turn-in through indexes', async () => {
    const ctx = await createTestContext({ sqliteFile: { file: join(dir, 'plans.db'), readThreads: 0 }, onQuery: queries.onQuery });
    const { listing, turningIn } = await observe(ctx);
    const sqlite = ctx.db.sqlite;
    if (!sqlite) throw new Error('a SQLite context without its handle');
    for (const sql of [...listing, ...turningIn].filter((text) => /^\s*(select|update)/i.test(text))) {
      expect(sqlitePlan(sqlite, sql).filter((step) => step.startsWith('SCAN')), sql).toEqual([]);
    }
    const list = sqlitePlan(sqlite, listing[1] ?? '').join('\n');
    expect(list).toContain('SEARCH submissions');
    expect(list).toContain('submissions_assignment_student_idx');
    expect(list).toMatch(/SEARCH class_members USING (COVERING )?INDEX/);
  });
});
