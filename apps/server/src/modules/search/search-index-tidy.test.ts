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

/**
 * A teacher's class with `count` materials named after `animal`, each written in its own
 * transaction; and the teacher's search for the animal (the materials, the class and the teacher).
 * On SQLite FTS5's own merges are off first, so each write leaves a segment of its own, as a
 * district's bulk writes leave its index in many.
 */
async function materialsWritten(animal: string, count: number) {
  const f = ctx.factories;
  const teacher = await f.user('teacher', { name: `${animal} Teacher` });
  const klass = await f.klass({ name: `${animal} class`, teachers: [teacher.id] });
  const topic = await f.topic(klass.id, { name: 'Notes' });
  if (sqlite) {
    await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('automerge', 0)`.execute(ctx.db.kysely);
    await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('crisismerge', 64)`.execute(ctx.db.kysely);
  }
  const materials = [];
  for (let i = 0; i < count; i++) materials.push(await f.material(topic.id, { title: `${animal} note ${i}`, content: `<p>${animal}s ${i}</p>` }));
  const search = async () =>
    (await ctx.request({ method: 'GET', url: `/api/search?q=${animal.toLowerCase()}`, token: teacher.token })).json<SearchResponse>().results.map((r) => r.title.map((part) => part.text).join(''));
  return { teacher, materials, search };
}

describe('the full-text index tidied in the background', () => {
  it('search finds the same after the tidy-up; on SQLite its steps merge the segments many writes made into one', async () => {
    const { search } = await materialsWritten('Quokka', 12);
    const before = await search();
    // The twelve, the class and its teacher.
    expect(before).toHaveLength(14);
    const tidy = searchIndexTidy(ctx.db.kysely);
    if (sqlite) {
      expect(await searchIndexSegments(ctx.db.kysely)).toBeGreaterThanOrEqual(12);
      for (let step = 0; step < 10 && (await searchIndexSegments(ctx.db.kysely)) > 1; step++) await tidy();
      expect(await searchIndexSegments(ctx.db.kysely)).toBe(1);
    } else {
      // PostgreSQL's GIN index needs no tidy-up: the step does nothing, and must not fail.
      await tidy();
    }
    expect(await search()).toEqual(before);
  });

  it('on SQLite a deleted document leaves the index at once, with no tombstone a search would walk past', async () => {
    const { teacher, materials, search } = await materialsWritten('Wombat', 5);
    const find = async () => (await search()).length;
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
    const { search } = await materialsWritten('Numbat', 8);
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
    // The eight, the class and its teacher.
    expect(await search()).toHaveLength(10);
  });
});
