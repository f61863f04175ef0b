import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyPlan, pathValue, queryString } from './fuzz-arbitraries';
import { VALID_BODIES } from './fuzz-bodies';
import { createFuzzer, type FuzzCall } from './fuzz-harness';

/**
 * Arbitrary bodies, path ids and query strings sent to every route Fastify has (enumerated, so a
 * new route is fuzzed without anyone listing it), mostly as an admin (the caller who gets
 * furthest) and sometimes as a student. Every answer is a 2xx, or a 4xx with `{ message }` that
 * left the database exactly as it was; never a 5xx.
 */
const RUNS_PER_ROUTE = 50;
/**
 * Routes that read nothing of a request but who sends it and are costly to answer get fewer runs:
 * the export zips the whole database each time (~200 ms), so 50 runs were a fifth of this file's
 * time for what 10 already vary (caller, stray query strings).
 */
const RUNS: Partial<Record<string, number>> = { 'GET /api/export': 10 };

// Top-level await: the routes must be known to declare one test per route.
const fuzzer = await createFuzzer();
afterAll(() => fuzzer.close());

const callAs = (caller: FuzzCall['caller']): fc.Arbitrary<FuzzCall> =>
  fc.record({
    caller: fc.constant(caller),
    params: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
    body: bodyPlan,
    query: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString }),
  });
const anyCall = fc.oneof({ weight: 4, arbitrary: callAs('admin') }, { weight: 1, arbitrary: callAs('student') });

describe('input fuzzing', () => {
  it('knows a valid body for every POST and PUT route, so mutations of it reach the handler', () => {
    const withBodies = fuzzer.inventory.routes.filter((route) => /^(POST|PUT) /.test(route));
    expect(withBodies.filter((route) => !VALID_BODIES[route])).toEqual([]);
  });

  for (const route of fuzzer.inventory.routes) {
    it(`${route}: 2xx, or 4xx { message } with nothing changed`, async () => {
      await fc.assert(
        fc.asyncProperty(anyCall, (call) => fuzzer.check(route, call)),
        { numRuns: RUNS[route] ?? RUNS_PER_ROUTE },
      );
    }, 120_000);
  }

  it('still answers normally afterwards (nothing crashed or got stuck)', async () => {
    const res = await fuzzer.inventory.ctx.request({ method: 'GET', url: '/api/auth/me', token: fuzzer.scene.users.admin.token });
    expect(res.statusCode).toBe(200);
  });
});
