import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@lyceum/shared/search';
import { createTestContext, type TestContext } from '../../../test/context';
import { searchIndexSegments, searchIndexTidy, startSearchIndexTidy } from './search-index-tidy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // These tests count segments: the app's own background tidy-up must not merge them meanwhile.
  await ctx.app.searchIndexTidy.stop();
});
afterAll(() => ctx.close());

const sqlite = process.env.LYCEUM_TEST_DB === 'sqlite';

describe('the full-text index tidied in the background', () => {
  it('search finds the same after the tidy-up; on SQLite its steps merge the segments many writes made into one', async () => {
    const f = ctx.factories;
    const teacher = await f.user('teacher', { name: 'Tidy Teacher' });
    const klass = await f.klass({ name: 'Tidy class', teachers: [teacher.id] });
    const topic = await f.topic(klass.id, { name: 'Segments' });
    // FTS5 merges small segments by itself now and then: off here, so each write's transaction
    // leaves one of its own, as a district's bulk writes leave its index in many.
    if (sqlite) {
      await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('automerge', 0)`.execute(ctx.db.kysely);
      await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('crisismerge', 64)`.execute(ctx.db.kysely);
    }
    for (let i = 0; i < 12; i++) await f.material(topic.id, { title: `Quokka note ${i}`, content: `<p>Quokkas ${i}</p>` });
    const find = async () => (await ctx.request({ method: 'GET', url: '/api/search?q=quokka', token: teacher.token })).json<SearchResponse>().results.map((r) => r.title.map((s) => s.text).join(''));
    const before = await find();
    expect(before).toHaveLength(12);
    const tidy = searchIndexTidy(ctx.db.kysely);
    if (sqlite) {
      expect(await searchIndexSegments(ctx.db.kysely)).toBeGreaterThanOrEqual(12);
      for (let step = 0; step < 10 && (await searchIndexSegments(ctx.db.kysely)) > 1; step++) await tidy();
      expect(await searchIndexSegments(ctx.db.kysely)).toBe(1);
    } else {
      // PostgreSQL's GIN index needs no tidy-up: the step does nothing, and must not fail.
      await tidy();
    }
    expect(await find()).toEqual(before);
  });

  it('on SQLite a deleted document leaves the index at once, with no tombstone a search would walk past', async () => {
    const f = ctx.factories;
    const teacher = await f.user('teacher', { name: 'Wombat Teacher' });
    const klass = await f.klass({ name: 'Wombat class', teachers: [teacher.id] });
    const topic = await f.topic(klass.id, { name: 'Burrows' });
    if (sqlite) await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('automerge', 0)`.execute(ctx.db.kysely);
    const materials = [];
    for (let i = 0; i < 5; i++) materials.push(await f.material(topic.id, { title: `Wombat burrow ${i}`, content: '<p>Wombats dig</p>' }));
    const find = async () => (await ctx.request({ method: 'GET', url: '/api/search?q=wombat', token: teacher.token })).json<SearchResponse>().results.length;
    // The five, the class and its teacher.
    expect(await find()).toBe(7);
    const segments = sqlite ? await searchIndexSegments(ctx.db.kysely) : 0;
    for (const material of materials) {
      expect((await ctx.request({ method: 'DELETE', url: `/api/materials/${material.id}`, token: teacher.token })).statusCode).toBe(200);
    }
    expect(await find()).toBe(2);
    // Without secure-delete each deletion writes a segment of tombstones (automerge is off).
    if (sqlite) expect(await searchIndexSegments(ctx.db.kysely)).toBe(segments);
  });

  it('the background tidy-up merges a burst of writes into one segment by itself on SQLite, and does nothing on PostgreSQL', async () => {
    const f = ctx.factories;
    const teacher = await f.user('teacher', { name: 'Numbat Teacher' });
    const klass = await f.klass({ name: 'Numbat class', teachers: [teacher.id] });
    const topic = await f.topic(klass.id, { name: 'Termites' });
    if (sqlite) await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('automerge', 0)`.execute(ctx.db.kysely);
    for (let i = 0; i < 8; i++) await f.material(topic.id, { title: `Numbat ${i}`, content: `<p>Numbats ${i}</p>` });
    if (sqlite) expect(await searchIndexSegments(ctx.db.kysely)).toBeGreaterThan(1);
    const errors: unknown[] = [];
    const stop = startSearchIndexTidy(ctx.db.kysely, (error) => errors.push(error), { stepGapMs: 5, lookEveryMs: 20 });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
    try {
      if (sqlite) {
        const deadline = Date.now() + 5_000;
        while ((await searchIndexSegments(ctx.db.kysely)) > 1 && Date.now() < deadline) await pause();
        expect(await searchIndexSegments(ctx.db.kysely)).toBe(1);
      } else {
        // A few of its looks' times: it must neither fail nor touch the GIN index.
        for (let i = 0; i < 10; i++) await pause();
      }
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    const found = await ctx.request({ method: 'GET', url: '/api/search?q=numbat', token: teacher.token });
    // The eight, the class and its teacher.
    expect(found.json<SearchResponse>().results).toHaveLength(10);
  });
});
