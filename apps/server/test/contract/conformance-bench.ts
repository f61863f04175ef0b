import type { HTTPMethods } from 'fastify';
import { createTestContext } from '../context';
import type { Pool } from '../security/fuzz-bodies';
import type { RouteKey } from '../security/route-inventory';
import { buildScene, type Caller } from '../security/scene';
import { injectAnswer, STREAM_ROUTES, type Answer } from '../security/stream-answer';
import { urlOf, type ContractCall } from './contract-calls';
import { createValidator, fetchDocument, operationsOf, type DocumentedOperation, type JsonSchema } from './openapi-document';

/**
 * What the conformance tests share (conformance.test.ts: requests the document calls valid, and
 * ones pointing at records that do not exist; conformance-invalid.test.ts: ones breaking each rule
 * it states): an app on a seeded database, its document, and the checks of an answer against it.
 */
export const ROLES = ['admin', 'teacher', 'student', 'anonymous'] as const satisfies readonly Caller[];

type Records = { pool: Pool; userId: string };

export async function conformanceBench() {
  const ctx = await createTestContext({ env: { API_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', EVENT_STREAMS_PER_MINUTE: '100000' } });
  const scene = await buildScene(ctx);
  const doc = await fetchDocument(ctx.app);
  const validator = createValidator(doc);
  const allows = (schema: JsonSchema, value: unknown) => validator(schema)(value) === true;

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

  return { ctx, scene, operations: operationsOf(doc), allows, recordsFor, refusedWith, send, problemsOf };
}
