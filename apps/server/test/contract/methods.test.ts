import type { HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext } from '../context';

/**
 * Every /api path of the route table, with every method: the ones it has are its own, and any
 * other, standard or not, is a 405 with an Allow header listing exactly the path's methods,
 * whatever body comes with it. A literal path never falls into the parameter route beside it
 * (`DELETE /api/users/invitations.csv` was "User not found" from `DELETE /api/users/:id`).
 */
const ctx = await createTestContext({ env: { API_RATE_LIMIT: '10000000' } });
const admin = await ctx.factories.user('admin');
afterAll(() => ctx.close());

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'QUERY', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'TRACE'];

/** A concrete path of a route: each parameter filled in, its literal tail (`.ics`) kept. */
const concrete = (url: string): string => url.replace(/:[^-./]+/g, 'some-id');

const routes = ctx.app.apiRoutes();
const literal = routes.filter((route) => !route.url.includes(':'));

/** Bodies a method not allowed may come with: none, a type no route takes, JSON, compressed. */
const BODIES = [
  {},
  { payload: 'x', headers: { 'content-type': 'application/xml' } },
  { payload: '{}', headers: { 'content-type': 'application/json' } },
  { payload: 'x', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
];

describe('every method on every /api path', () => {
  it('has literal paths beside parameter routes to walk', () => {
    expect(literal.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/users/invitations', '/api/users/invitations.csv', '/api/notifications/preferences']));
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${route.url}: 405 with Allow: ${route.methods.join(', ')} for any other method`, async () => {
      const path = concrete(route.url);
      const problems: string[] = [];
      for (const method of METHODS.filter((m) => !route.methods.includes(m))) {
        for (const body of BODIES) {
          const res = await ctx.app.inject({ method: method as HTTPMethods, url: path, ...body, headers: { authorization: `Bearer ${admin.token}`, ...body.headers } });
          const where = `${method} ${path} ${JSON.stringify(body.headers ?? {})} -> ${res.statusCode} ${res.headers.allow ?? ''} ${res.body.slice(0, 120)}`;
          if (res.statusCode !== 405) problems.push(`not a 405: ${where}`);
          else if (res.headers.allow !== route.methods.join(', ')) problems.push(`Allow is not the path's methods: ${where}`);
          else if (method !== 'HEAD' && res.json<{ message: string }>().message !== `${API_MSG.methodNotAllowed}: ${method} ${path}`) problems.push(`message: ${where}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('answers a literal path’s own methods from its own route, not from the parameter route beside it', async () => {
    const csv = await ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token });
    expect(csv.statusCode).not.toBe(405);
    const members = await ctx.request({ method: 'GET', url: '/api/classes/members/teachers', token: admin.token });
    expect(members.statusCode).toBe(200);
    // The parameter routes still take every other path.
    const user = await ctx.factories.user('student');
    expect((await ctx.request({ method: 'PUT', url: `/api/users/${user.id}`, token: admin.token, payload: { name: 'Renamed' } })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: '/api/users/no-such-user', token: admin.token })).statusCode).toBe(404);
  });
});
