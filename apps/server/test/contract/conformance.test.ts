import type { HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../context';
import type { Pool } from '../security/fuzz-bodies';
import type { RouteKey } from '../security/route-inventory';
import { buildScene, type Caller } from '../security/scene';
import { injectAnswer, STREAM_ROUTES, type Answer } from '../security/stream-answer';
import { bodySchemaOf, invalidCalls, urlOf, validCall, type ContractCall } from './contract-calls';
import { createValidator, fetchDocument, operationsOf, type DocumentedOperation, type JsonSchema } from './openapi-document';

/**
 * The document is the contract: requests made from it alone (valid ones, ones pointing at
 * records that do not exist, and ones breaking each rule it states), sent as each kind of caller
 * against a seeded database, must get only the statuses the document declares for the operation,
 * with bodies its schema for that status accepts. Doc-invalid requests must be refused (400, or
 * 401 first without a token); valid ones pointing at real records must never be a 400; nothing
 * may be a 5xx.
 */
const ROLES = ['admin', 'teacher', 'student', 'anonymous'] as const satisfies readonly Caller[];

// Top-level await: one test per operation needs the document first.
const ctx = await createTestContext({ env: { API_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', EVENT_STREAMS_PER_MINUTE: '100000' } });
const scene = await buildScene(ctx);
const doc = await fetchDocument(ctx.app);
const validator = createValidator(doc);
const allows = (schema: JsonSchema, value: unknown) => validator(schema)(value) === true;
afterAll(() => ctx.close());

type Records = { pool: Pool; userId: string };
let shared: Records | null = null;
/** Fresh records that the call given them refused (a 4xx changes nothing): the next call that may change data takes them. */
let untouched: Records | null = null;

/** Records to point a call at: fresh ones (or untouched ones) for a call that may change or delete them. */
async function recordsFor(op: DocumentedOperation, fresh: boolean): Promise<Records> {
  if (!fresh && shared) return shared;
  if (fresh && untouched) {
    const records = untouched;
    untouched = null;
    return records;
  }
  const f = ctx.factories;
  const records = { pool: { ...(await scene.fresh()), newTeacherId: (await f.user('teacher')).id, newStudentId: (await f.user('student')).id }, userId: (await f.user('student')).id };
  if (!fresh) shared = records;
  void op;
  return records;
}

/** Hands fresh records back when their call was refused, so that each class made is changed by one call at most and used until then. */
function refusedWith(records: Records, fresh: boolean, res: Answer): void {
  if (fresh && res.statusCode >= 400 && res.statusCode < 500) untouched = records;
}

function send(op: DocumentedOperation, call: ContractCall, caller: Caller): Promise<Answer> {
  const hasBody = call.body !== undefined;
  return injectAnswer(
    ctx.app,
    {
      method: op.method as HTTPMethods,
      url: urlOf(op, call),
      headers: { ...scene.headers[caller], ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: call.payload ?? JSON.stringify(call.body) } : {}),
    },
    STREAM_ROUTES.includes(op.route as RouteKey),
  );
}

/** What is wrong with an answer, by the document and by the kind of request; empty when nothing. */
function problemsOf(op: DocumentedOperation, call: ContractCall, caller: Caller, res: Answer): string[] {
  const where = `${caller} ${op.route} [${call.what}] -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  const declared = op.operation.responses[String(res.statusCode)];
  if (!declared) return [`undeclared status: ${where}`];
  const problems: string[] = [];
  const isPublic = Array.isArray(op.operation.security) && op.operation.security.length === 0;
  if (res.statusCode >= 500) problems.push(`server error: ${where}`);
  if (call.kind === 'invalid') {
    const expected = caller === 'anonymous' && !isPublic ? [401] : call.what.startsWith('path ') ? [400, 414] : [400];
    if (!expected.includes(res.statusCode)) problems.push(`doc-invalid request not refused with ${expected.join('/')}: ${where}`);
  } else if (call.kind === 'valid' && res.statusCode === 400) {
    // (Unknown ids may be a 400: an unknown user in a member list is the caller's mistake.)
    problems.push(`doc-valid request refused as invalid: ${where}`);
  }
  if (caller === 'anonymous' && !isPublic && res.statusCode !== 401) problems.push(`no 401 without a token: ${where}`);
  for (const header of Object.keys(declared.headers ?? {})) {
    if (res.headers[header.toLowerCase()] === undefined) problems.push(`missing declared header ${header}: ${where}`);
  }
  const content = declared.content ?? {};
  const schema = content['application/json']?.schema;
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  if (schema) {
    if (type !== 'application/json') problems.push(`not JSON: ${where}`);
    const validate = validator(schema);
    if (!validate(res.json())) problems.push(`body breaks the declared schema (${JSON.stringify(validate.errors?.slice(0, 3))}): ${where}`);
  } else if (Object.keys(content).length > 0 && !Object.keys(content).some((media) => media === type || media.endsWith('/*'))) {
    // Bytes (a download) are not JSON: only their type is checked.
    problems.push(`content-type ${type} is none of ${Object.keys(content).join(', ')}: ${where}`);
  }
  return problems;
}

const operations = operationsOf(doc);
let sent = 0;

describe('the API answers as its OpenAPI document says', () => {
  it('documents operations to test', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const op of operations) {
    it(`${op.route}: only declared statuses and bodies, for valid, unknown-id and invalid requests as each role`, async () => {
      const changes = op.method !== 'GET';
      const problems: string[] = [];
      let invalidCount = 0;
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
        const { pool, userId } = await recordsFor(op, false);
        const invalid = invalidCalls(op, validCall(op, pool, userId, scene), allows);
        invalidCount = invalid.length;
        for (const call of invalid) {
          problems.push(...problemsOf(op, call, caller, await send(op, call, caller)));
          sent += 1;
        }
      }
      expect(problems).toEqual([]);
      // Every operation with inputs is tried with broken ones.
      if ((op.operation.parameters ?? []).length > 0 || bodySchemaOf(op)) expect(invalidCount).toBeGreaterThan(0);
    });
  }

  it('sent a request of each kind for every operation and role', () => {
    expect(sent).toBeGreaterThan(operations.length * ROLES.length * 2);
  });
});
