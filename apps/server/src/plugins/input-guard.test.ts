import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { buildContentScene, countRows, type ContentScene } from '../modules/topics/content.test-support';
import { encodeCursor, INVALID_CURSOR } from '../modules/lists/cursor';
import { VALIDATION_ERRORS } from '../lib/validation-errors.messages';
import { containsBadText, findBadText } from './input-guard';

// Regression (found by test/security/input-fuzz on PostgreSQL): a NUL character in a path id,
// a query value or a body field reached the database, which refuses such text: a 500.
let ctx: TestContext;
let s: ContentScene;
beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildContentScene(ctx);
});
afterAll(() => ctx.close());

const at = (value: unknown) => findBadText(value)?.at ?? null;

describe('findBadText', () => {
  it('names the first field holding a NUL, in values and keys, at any depth', () => {
    expect(findBadText({ title: 'ok', tags: ['a', 'b\u0000'] })).toEqual({ at: '.tags.1', problem: VALIDATION_ERRORS.noNul });
    expect(at({ ['k\u0000']: 1 })).toBe('.k\u0000');
    expect(at({ a: [{ b: 'clean' }], c: 3, d: null })).toBeNull();
  });

  it('names a lone half of a surrogate pair, and lets a whole pair (an emoji) through', () => {
    expect(findBadText({ name: 'x\ud800' })).toEqual({ at: '.name', problem: VALIDATION_ERRORS.notUnicode });
    expect(findBadText({ name: '\udc00x' })).toEqual({ at: '.name', problem: VALIDATION_ERRORS.notUnicode });
    expect(at({ ['k\udbff']: 1 })).toBe('.k\udbff');
    expect(at({ name: 'Lab 🧪 — ok', other: 'é' })).toBeNull();
  });

  it("leaves an uploaded file's bytes alone: a NUL byte is content in a zip or CSV body", () => {
    const upload = Buffer.from([0x50, 0x4b, 0x00, 0x00]);
    expect(containsBadText(upload)).toBe(false);
    expect(findBadText(upload)).toBeNull();
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\u0000"${']'.repeat(100_000)}`.replace('\u0000', '\\u0000')) as unknown;
    expect(at(deep)).toMatch(/^(\.0)+$/);
  });
});

describe('containsBadText', () => {
  it('finds a bad character exactly where findBadText does, in any JSON value, keys included', () => {
    // Strings of a few characters, NUL and surrogate halves among them often, so both answers come up.
    const unit = fc.constantFrom('a', 'é', '\u0000', '.', '0', '\ud83e', '\udd2a');
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: unit, maxDepth: 4 }), (value) => {
        expect(containsBadText(value)).toBe(findBadText(value) !== null);
      }),
      { numRuns: 2_000 },
    );
  });

  it('looks at own keys only, as findBadText does', () => {
    const inherited = Object.create({ ['k\u0000']: 'v\u0000' }) as Record<string, unknown>;
    inherited.own = 'clean';
    expect([containsBadText(inherited), findBadText(inherited)]).toEqual([false, null]);
  });
});

describe('NUL characters in requests', () => {
  it('in a path id: 400 naming the parameter', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/materials/%00', token: s.admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'id: must not contain NUL characters' });
  });

  it('in a body field: 400 naming the field, and nothing is stored', async () => {
    const before = await countRows(ctx, 'materials', 'topic_id', s.topicId);
    const res = await ctx.request({
      method: 'POST', url: '/api/materials', token: s.teacher.token,
      payload: { title: 'Nul\u0000title', content: '<p>x</p>', topic: s.topicId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'title: must not contain NUL characters' });
    expect(await countRows(ctx, 'materials', 'topic_id', s.topicId)).toBe(before);
  });

  it('in a query value, or inside a cursor: 400', async () => {
    const raw = await ctx.request({ method: 'GET', url: '/api/materials?cursor=%00', token: s.admin.token });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ message: 'cursor: must not contain NUL characters' });
    const forged = encodeCursor({ key: '2026-01-01T00:00:00.000Z', id: '\u0000' });
    const inside = await ctx.request({ method: 'GET', url: `/api/assignments?cursor=${forged}`, token: s.admin.token });
    expect(inside.statusCode).toBe(400);
    expect(inside.json()).toEqual({ message: INVALID_CURSOR });
  });
});

// Regression: `"\ud800"` is valid JSON, and both drivers wrote the lone half as U+FFFD, so a title
// was saved other than it was sent, with a 201.
describe('half of a surrogate pair in a request', () => {
  it('in a body field: 400 naming the field, and nothing is stored', async () => {
    const before = await countRows(ctx, 'materials', 'topic_id', s.topicId);
    const res = await ctx.request({
      method: 'POST', url: '/api/materials', token: s.teacher.token,
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"Half \\ud800 a pair","content":"<p>x</p>","topic":"${s.topicId}"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'title: must be valid Unicode text' });
    expect(await countRows(ctx, 'materials', 'topic_id', s.topicId)).toBe(before);
  });

  it('a whole pair (an emoji) is text: saved and read back as sent', async () => {
    const title = 'Lab 🧪 safety';
    const res = await ctx.request({ method: 'POST', url: '/api/materials', token: s.teacher.token, payload: { title, content: '<p>x</p>', topic: s.topicId } });
    expect(res.statusCode).toBe(201);
    const read = await ctx.request({ method: 'GET', url: `/api/materials/${res.json<{ _id: string }>()._id}`, token: s.teacher.token });
    expect(read.json<{ title: string }>().title).toBe(title);
  });
});
