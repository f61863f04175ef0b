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
