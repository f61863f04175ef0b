import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a method the path does not have', () => {
  it.each([
    ['PATCH', '/api/classes/some-id', 'DELETE, GET, HEAD, PUT'],
    ['DELETE', '/api/dashboard', 'GET, HEAD'],
    ['PUT', '/api/auth/login', 'POST'],
    ['OPTIONS', '/api/classes', 'GET, HEAD, POST'],
    // Two routes share the first segments: each path lists only the methods of routes it matches.
    ['GET', '/api/comments/some-id', 'DELETE'],
    ['POST', '/api/comments/material/some-id', 'GET, HEAD'],
    ['GET', '/api/classes/some-id/students', 'DELETE, POST'],
  ])('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `${API_MSG.methodNotAllowed}: ${method} ${url}` });
  });

  it('names the path without its query, and needs no token (the document is public)', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/users?token=secret' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ message: `${API_MSG.methodNotAllowed}: DELETE /api/users` });
  });

  it('carries the API security headers like any other answer', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/dashboard' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('leaves a path that no route has a 404', async () => {
    for (const [method, url] of [['GET', '/api/no-such-thing'], ['POST', '/api/classes/a/b/c'], ['PUT', '/api/topics/a/b']] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({ message: `${API_MSG.routeNotFound}: ${method} ${url}` });
    }
  });
});
