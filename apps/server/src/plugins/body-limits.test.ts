import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, LIMITS } from '@lyceum/shared/limits';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';
import type { TestUser } from '../../test/factories';
import { bodyLimitFor, worstCaseJsonBytes } from './body-limits';

describe('worstCaseJsonBytes', () => {
  it('counts every character of a string as 12 bytes (a surrogate pair written as two \\u escapes)', () => {
    expect(worstCaseJsonBytes({ type: 'string', maxLength: 10 })).toBe(2 + 120);
    expect(JSON.stringify('😀').length).toBe(4);
    expect('"\\ud83d\\ude00"'.length - 2).toBe(12);
  });

  it('adds up objects (keys escaped too) and arrays at their maxItems, and takes the larger branch of a union', () => {
    const object = { type: 'object', properties: { ab: { type: 'string', maxLength: 1 }, c: { type: 'boolean' } } };
    expect(worstCaseJsonBytes(object)).toBe(2 + (2 + 24 + 1 + 14) + 1 + (2 + 12 + 1 + 5) + 1);
    expect(worstCaseJsonBytes({ type: 'array', maxItems: 3, items: { type: 'null' } })).toBe(2 + 3 * 5);
    expect(worstCaseJsonBytes({ anyOf: [{ type: 'null' }, { type: 'string', maxLength: 5 }] })).toBe(62);
  });

  it('refuses a schema whose body could be any size: every string and list must be bounded', () => {
    expect(() => worstCaseJsonBytes({ type: 'object', properties: { note: { type: 'string' } } })).toThrow('body.note: a string without maxLength');
    expect(() => worstCaseJsonBytes({ type: 'array', items: { type: 'null' } })).toThrow('without maxItems');
  });

  it('gives a route the default limit, or whole MiB enough for its longest body', () => {
    expect(bodyLimitFor({ type: 'string', maxLength: 10 }, 'x')).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimitFor({ type: 'string', maxLength: LIMITS.richText }, 'x')).toBe(12 * 1024 * 1024);
  });
});

describe('body limits over HTTP', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let topicId: string;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };

  beforeAll(async () => {
    ctx = await createTestContext();
    teacher = await ctx.factories.user('teacher');
    const { id } = await ctx.factories.klass({ teachers: [teacher.id] });
    topicId = (await ctx.factories.topic(id)).id;
    doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => ctx.close());

  /** The byte limit the document states for an operation, in its 413 answer. */
  const statedLimit = (path: string, method: string): number => {
    const text = doc.paths[path]?.[method]?.responses['413']?.description ?? '';
    return Number(/larger than (\d+) bytes/.exec(text)?.[1]);
  };

  const postMaterial = (payload: string) =>
    ctx.request({ method: 'POST', url: '/api/materials', token: teacher.token, headers: { 'content-type': 'application/json' }, payload });

  it('takes a material of 1,000,000 non-ASCII characters (3 MB of UTF-8, over the old 2 MiB limit)', async () => {
    const content = '€'.repeat(LIMITS.richText);
    const res = await postMaterial(JSON.stringify({ title: 'Euros', content, topic: topicId }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toContain('€'.repeat(1000));
  });

  it('takes the longest content there is, every character a surrogate pair written as \\u escapes', async () => {
    const escaped = '\\ud83d\\ude00'.repeat(LIMITS.richText);
    const payload = `{"title":"Smiles","content":"${escaped}","topic":"${topicId}"}`;
    expect(payload.length).toBeGreaterThan(12_000_000);
    const res = await postMaterial(payload);
    expect(res.statusCode).toBe(201);
  });

  it('still counts the limit in characters: one more is a 400 that says so', async () => {
    const res = await postMaterial(JSON.stringify({ title: 'Euros', content: '€'.repeat(LIMITS.richText + 1), topic: topicId }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `content must be at most ${LIMITS.richText} characters` });
  });

  it('enforces exactly the byte limit the document states: that many bytes are read, one more is a 413', async () => {
    const limit = statedLimit('/api/materials', 'post');
    expect(limit).toBe(12 * 1024 * 1024);
    const json = JSON.stringify({ title: 'Padded', content: '<p>x</p>', topic: topicId });
    const atLimit = await postMaterial(json + ' '.repeat(limit - json.length));
    expect(atLimit.statusCode).toBe(201);
    const over = await postMaterial(json + ' '.repeat(limit - json.length + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: API_MSG.bodyTooLarge });
  });

  it('keeps the default limit on routes without long fields', async () => {
    expect(statedLimit('/api/topics', 'post')).toBe(BODY_LIMIT_BYTES);
    const json = JSON.stringify({ name: 'Padded', class: 'x' });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/topics',
      token: teacher.token,
      headers: { 'content-type': 'application/json' },
      payload: json + ' '.repeat(BODY_LIMIT_BYTES - json.length + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MSG.bodyTooLarge });
  });
});
