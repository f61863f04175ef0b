import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { queryString } from './fuzz-arbitraries';
import { createFuzzer } from './fuzz-harness';
import type { RouteKey } from './route-inventory';

/**
 * The paged lists read `limit` and `cursor` from the query string; garbage there (wrong types,
 * repeated keys, forged or broken cursors) is a 400 with a message, never a 500 from the database.
 */
const RUNS_PER_LIST = 100;
const PAGED: RouteKey[] = ['GET /api/assignments', 'GET /api/materials', 'GET /api/notifications'];

const fuzzer = await createFuzzer();
afterAll(() => fuzzer.close());

describe('query string fuzzing of the paged lists', () => {
  it('fuzzes routes that exist', () => {
    expect(PAGED.filter((route) => !fuzzer.inventory.routes.includes(route))).toEqual([]);
  });

  for (const route of PAGED) {
    it(`${route}: 2xx, or 400 { message }`, async () => {
      // Enough records for a few pages, so a well-formed cursor has somewhere to point.
      for (let i = 0; i < 3; i += 1) await fuzzer.addRecords();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('admin' as const, 'student' as const), queryString, (caller, query) =>
          fuzzer.check(route, { caller, params: [], body: { kind: 'none' }, query }),
        ),
        { numRuns: RUNS_PER_LIST },
      );
    }, 120_000);
  }
});
