import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX, type SearchResponse } from '@lyceum/shared/search';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';

/**
 * On SQLite each rank tier is its own statement, read only while the tiers before it found fewer
 * than SEARCH_RESULTS_MAX (search-sqlite.ts). Here with more matches than one answer holds, in
 * every tier, on a file with a reader thread as in production, whatever the project's engine.
 */

let dir: string;
let ctx: TestContext;
let teacher: TestUser, student: TestUser, outsider: TestUser;
/** Newest first, as the rank orders each tier. */
let liveTitled: string[], liveInBody: string[], archivedTitled: string[];
let fewTitled: string[], fewInBody: string[];

const find = async (user: TestUser, q: string) => {
  const res = await ctx.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().results.map((r) => r._id);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-search-tiers-'));
  ctx = await createTestContext({ sqliteFile: { file: join(dir, 'lyceum.db'), readThreads: 1 } });
  const f = ctx.factories;
  teacher = await f.user('teacher');
  student = await f.user('student');
  outsider = await f.user('student');
  const live = await f.klass({ name: 'Live class', teachers: [teacher.id], students: [student.id] });
  const old = await f.klass({ name: 'Old class', teachers: [teacher.id], students: [student.id] });
  const theirs = await f.klass({ name: 'Their class', students: [outsider.id] });
  const topic = await f.topic(live.id, { name: 'Unit' });
  const oldTopic = await f.topic(old.id, { name: 'Old unit' });
  const theirTopic = await f.topic(theirs.id, { name: 'Their unit' });
  const made = async (topicId: string, title: string, body: string) => (await f.material(topicId, { title, content: `<p>${body}</p>` })).id;
  // Interleaved, so each tier's newest are not simply the newest documents.
  liveTitled = [];
  liveInBody = [];
  archivedTitled = [];
  for (let i = 0; i < SEARCH_RESULTS_MAX + 2; i++) {
    liveTitled.unshift(await made(topic.id, `Walrus ${i}`, 'Notes'));
    liveInBody.unshift(await made(topic.id, `Page ${i}`, 'A walrus swims'));
    archivedTitled.unshift(await made(oldTopic.id, `Walrus old ${i}`, 'Notes'));
    await made(theirTopic.id, `Walrus theirs ${i}`, 'A walrus swims');
  }
  fewTitled = [];
  fewInBody = [];
  for (let i = 0; i < SEARCH_RESULTS_MAX; i++) {
    if (i < 3) fewTitled.unshift(await made(topic.id, `Ibex ${i}`, 'Notes'));
    fewInBody.unshift(await made(topic.id, `Sheet ${i}`, 'An ibex climbs'));
    await made(theirTopic.id, `Ibex theirs ${i}`, 'An ibex climbs');
  }
  await ctx.db.kysely.updateTable('classes').set({ archived_at: new Date().toISOString() }).where('id', '=', old.id).execute();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/search ranks across its tiers on SQLite', () => {
  it('answers the newest title matches alone when there are more than one answer holds', async () => {
    const top = liveTitled.slice(0, SEARCH_RESULTS_MAX);
    expect(await find(student, 'walrus')).toEqual(top);
    expect(await find(teacher, 'walrus')).toEqual(top);
  });

  it('fills an answer with the newest body matches after every title match, each once', async () => {
    const expected = [...fewTitled, ...fewInBody.slice(0, SEARCH_RESULTS_MAX - fewTitled.length)];
    expect(await find(student, 'ibex')).toEqual(expected);
    expect(await find(teacher, 'ibex')).toEqual(expected);
  });

  it("reads an archived class's tiers for a teacher when the live ones fall short, and never for a student", async () => {
    expect(await find(teacher, 'walrus old')).toEqual(archivedTitled.slice(0, SEARCH_RESULTS_MAX));
    expect(await find(student, 'walrus old')).toEqual([]);
  });

  it("never answers another class's matches, in any tier", async () => {
    const mine = new Set([...liveTitled, ...liveInBody, ...archivedTitled, ...fewTitled, ...fewInBody]);
    for (const q of ['walrus', 'ibex', 'swims', 'climbs', 'walrus theirs']) {
      for (const user of [student, teacher]) for (const id of await find(user, q)) expect(mine.has(id)).toBe(true);
    }
    expect(await find(outsider, 'walrus theirs')).toHaveLength(SEARCH_RESULTS_MAX);
    for (const id of await find(outsider, 'walrus')) expect(mine.has(id)).toBe(false);
  });
});
