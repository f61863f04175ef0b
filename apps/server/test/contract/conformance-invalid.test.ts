import { afterAll, describe, expect, it } from 'vitest';
import { bodySchemaOf, invalidCalls, validCall } from './contract-calls';
import { conformanceBench, ROLES } from './conformance-bench';

/**
 * Requests made from the document that break each rule it states, sent as each kind of caller:
 * refused with a 400 (or a 414 for a path; a 401 first without a token), a status the document
 * declares for the operation, with a body its schema accepts; never a 5xx. They are refused
 * before the database is asked, so this runs on SQLite only (vitest.config.ts); the requests that
 * reach it are conformance.test.ts's, on both engines.
 */
// Top-level await: one test per operation needs the document first.
const { ctx, scene, operations, allows, recordsFor, send, problemsOf } = await conformanceBench();
afterAll(() => ctx.close());

describe('the API refuses what its OpenAPI document does not allow', () => {
  for (const op of operations) {
    it(`${op.route}: only declared statuses and bodies, refusing each invalid request as each role`, async () => {
      const problems: string[] = [];
      const { pool, userId } = await recordsFor(op, false);
      const invalid = invalidCalls(op, validCall(op, pool, userId, scene), allows);
      for (const caller of ROLES) {
        for (const call of invalid) problems.push(...problemsOf(op, call, caller, await send(op, call, caller)));
      }
      expect(problems).toEqual([]);
      // Every operation with inputs is tried with broken ones.
      if ((op.operation.parameters ?? []).length > 0 || bodySchemaOf(op)) expect(invalid.length).toBeGreaterThan(0);
    });
  }
});
