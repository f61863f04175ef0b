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
