import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Regression (found by test/security/input-fuzz): URLs the router itself refuses used to get
// Fastify's own body ({ error, code, message, statusCode }) with the whole URL echoed back.
describe('URLs the router cannot take', () => {
  it('a broken %-escape in a path is a 400 in the one error shape', async () => {
    for (const url of ['/api/materials/%E0%A4%A', '/api/classes/%zz/topics', '/api/topics/%']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: API_MSG.badUrl });
      // The API's security headers, as on every other answer (plugins/security.ts).
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('a path segment past the parameter length limit is a 414 in the one error shape', async () => {
    const res = await ctx.request({ method: 'DELETE', url: `/api/users/${'a'.repeat(5_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: API_MSG.urlTooLong });
  });
});

// Regression: a text field sent as a number, a list or an object was answered "is required",
// as if it were missing.
describe('a required text field of the wrong kind', () => {
  it('is told it must be a string; missing or null, that it is required', async () => {
    const teacher = await ctx.factories.user('teacher');
    const cases: [unknown, string][] = [
      [5, 'name must be a string'],
      [['Algebra'], 'name must be a string'],
      [{ text: 'Algebra' }, 'name must be a string'],
      [true, 'name must be a string'],
      [null, 'name is required'],
      [undefined, 'name is required'],
    ];
    for (const [name, message] of cases) {
      const res = await ctx.request({ method: 'POST', url: '/api/classes', token: teacher.token, payload: { name } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json(), JSON.stringify(name)).toEqual({ message });
    }
  });

  it('on sign-in too, where a list or an object is no email', async () => {
    const list = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: ['a@school.test'], password: 'whatever' } });
    expect(list.json()).toEqual({ message: 'email must be a string' });
    const object = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@school.test', password: { $ne: '' } } });
    expect([object.statusCode, object.json()]).toEqual([400, { message: 'password must be a string' }]);
  });
});
