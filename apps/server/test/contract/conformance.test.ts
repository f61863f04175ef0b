import { afterAll, describe, expect, it } from 'vitest';
import { bodySchemaOf, validCall } from './contract-calls';
import { conformanceBench, ROLES } from './conformance-bench';

/**
 * The document is the contract: requests made from it alone (valid ones, and ones pointing at
 * records that do not exist), sent as each kind of caller against a seeded database, must get only
 * the statuses the document declares for the operation, with bodies its schema for that status
 * accepts. Valid ones pointing at real records must never be a 400; nothing may be a 5xx. The
 * requests breaking the document's rules are conformance-invalid.test.ts's.
 */
// Top-level await: one test per operation needs the document first.
const { ctx, scene, operations, allows, recordsFor, refusedWith, send, problemsOf } = await conformanceBench();
afterAll(() => ctx.close());
let sent = 0;

describe('the API answers as its OpenAPI document says', () => {
  it('documents operations to test', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const op of operations) {
    it(`${op.route}: only declared statuses and bodies, for valid and unknown-id requests as each role`, async () => {
      const changes = op.method !== 'GET';
      const problems: string[] = [];
      for (const caller of ROLES) {
        for (const unknown of [false, true]) {
          const records = await recordsFor(op, changes);
          const call = validCall(op, records.pool, records.userId, scene, unknown);
          const body = bodySchemaOf(op);
          if (body && !allows(body, call.body)) problems.push(`the generator made a body the document refuses: ${JSON.stringify(call.body).slice(0, 300)}`);
          const res = await send(op, call, caller);
          problems.push(...problemsOf(op, call, caller, res));
          refusedWith(records, changes, res);
          sent += 1;
        }
        if (caller === 'admin' && bodySchemaOf(op)) {
          // The longest body the document allows, escaped: within the byte limit, and accepted.
          const records = await recordsFor(op, changes);
          const call = validCall(op, records.pool, records.userId, scene, false, true);
          const res = await send(op, call, caller);
          problems.push(...problemsOf(op, call, caller, res));
          refusedWith(records, changes, res);
          if (res.statusCode === 413) problems.push(`the longest body allowed (${call.payload?.length} bytes) is over the limit: ${op.route}`);
          sent += 1;
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('sent a request of each kind for every operation and role', () => {
    expect(sent).toBeGreaterThan(operations.length * ROLES.length * 2);
  });
});
