import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';
import type { TestUser } from '../../test/factories';

let ctx: TestContext;
let teacher: TestUser;
let classId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await ctx.factories.user('teacher');
  classId = (await ctx.factories.klass({ teachers: [teacher.id] })).id;
});
afterAll(() => ctx.close());

const post = (contentType: string, payload: string) =>
  ctx.request({ method: 'POST', url: '/api/topics', token: teacher.token, headers: { 'content-type': contentType }, payload });

describe('request bodies are JSON only', () => {
  it.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ])('a %s body is a 415, the same as any other type that is not JSON', async (contentType) => {
    const res = await post(contentType, JSON.stringify({ name: 'Fractions', class: classId }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_MSG.unsupportedMediaType });
  });

  it('a text/plain body is a 415 on a route without a body schema too, and changes nothing', async () => {
    const topic = await ctx.factories.topic(classId);
    const res = await ctx.request({ method: 'DELETE', url: `/api/topics/${topic.id}`, token: teacher.token, headers: { 'content-type': 'text/plain' }, payload: 'please' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_MSG.unsupportedMediaType });
    expect((await ctx.request({ method: 'GET', url: `/api/topics/${topic.id}`, token: teacher.token })).statusCode).toBe(200);
  });

  it('still takes application/json, with or without a charset', async () => {
    expect((await post('application/json', JSON.stringify({ name: 'Fractions', class: classId }))).statusCode).toBe(201);
    expect((await post('application/json; charset=utf-8', JSON.stringify({ name: 'Decimals', class: classId }))).statusCode).toBe(201);
  });
});

// Regression: a body labelled gzip was parsed as if plain (taken, or "malformed JSON" when really
// compressed), and Latin-1 bytes were decoded to U+FFFD and saved so, with a 201.
describe('request bodies are UTF-8 and uncompressed', () => {
  const topicsOf = async () => (await ctx.request({ method: 'GET', url: `/api/classes/${classId}/topics`, token: teacher.token })).json<{ name: string }[]>().map((t) => t.name);

  it.each(['gzip', 'deflate', 'br', 'GZIP', 'gzip, identity'])('a body with Content-Encoding %s is a 415, and nothing is saved', async (coding) => {
    const res = await ctx.request({
      method: 'POST', url: '/api/topics', token: teacher.token,
      headers: { 'content-type': 'application/json', 'content-encoding': coding },
      payload: JSON.stringify({ name: `Encoded ${coding}`, class: classId }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_MSG.compressedBody });
    expect(await topicsOf()).not.toContain(`Encoded ${coding}`);
  });

  it('Content-Encoding identity is no coding: taken', async () => {
    const res = await ctx.request({
      method: 'POST', url: '/api/topics', token: teacher.token,
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: JSON.stringify({ name: 'Plainly', class: classId }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('a GET carrying the header but no body is answered as usual', async () => {
    const res = await ctx.request({ method: 'GET', url: `/api/classes/${classId}/topics`, token: teacher.token, headers: { 'content-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
  });

  it('bytes that are not UTF-8 are a 400 naming it, and nothing is saved', async () => {
    // "Café" in Latin-1: the é is the lone byte 0xE9.
    const latin1 = Buffer.concat([Buffer.from(`{"name":"Caf`), Buffer.from([0xe9]), Buffer.from(`","class":"${classId}"}`)]);
    const res = await ctx.request({ method: 'POST', url: '/api/topics', token: teacher.token, headers: { 'content-type': 'application/json; charset=iso-8859-1' }, payload: latin1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.bodyNotUtf8 });
    expect((await topicsOf()).filter((name) => name.startsWith('Caf'))).toEqual([]);
  });

  it('UTF-8 text is taken and read back as sent, and the JSON rules are as before', async () => {
    const res = await post('application/json', JSON.stringify({ name: 'Café 🧪', class: classId }));
    expect(res.statusCode).toBe(201);
    expect(await topicsOf()).toContain('Café 🧪');
    const poisoned = await post('application/json', `{"name":"x","class":"${classId}","__proto__":{"admin":true}}`);
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({ message: API_MSG.malformedJson });
    const empty = await post('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: API_MSG.malformedJson });
  });
});
