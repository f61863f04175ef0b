import type { HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../context';
import { buildScene } from '../security/scene';
import { bodySchemaOf, urlOf, validCall, type ContractCall } from './contract-calls';
import { libraryWordingIn } from './library-wording';
import { createValidator, fetchDocument, operationsOf, type DocumentedOperation, type JsonSchema } from './openapi-document';
import { branchesOf } from './schema-samples';

/**
 * Every operation of the document, as an admin (who passes every role check, so each request
 * reaches its validation), with each field of its body, query and path in turn left out (when
 * required) or of the wrong kind: text where a number goes, a number where text goes, an object,
 * a list, null, true. Whatever the document refuses must be a 400 whose message is the product's
 * own (none of the libraries' wording, library-wording.ts) and names the field.
 */
const ctx = await createTestContext({ env: { API_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', EVENT_STREAMS_PER_MINUTE: '100000' } });
const scene = await buildScene(ctx);
const doc = await fetchDocument(ctx.app);
const validator = createValidator(doc);
const allows = (schema: JsonSchema, value: unknown) => validator(schema)(value) === true;
const records = { ...scene.records, newTeacherId: (await ctx.factories.user('teacher')).id, newStudentId: (await ctx.factories.user('student')).id };
const userId = (await ctx.factories.user('student')).id;
afterAll(() => ctx.close());

const WRONG_KINDS: [string, unknown][] = [
  ['text', 'not-the-right-kind'],
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['a list', ['a']],
  ['null', null],
  ['true', true],
];

/** A broken request and the field it is about. */
interface Broken {
  field: string;
  what: string;
  call: ContractCall;
}

function brokenCalls(op: DocumentedOperation, valid: ContractCall): Broken[] {
  const out: Broken[] = [];
  const schema = bodySchemaOf(op);
  const body = valid.body;
  if (schema && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    for (const name of (schema.required ?? []) as string[]) {
      const { [name]: _left, ...rest } = fields;
      out.push({ field: name, what: `body without ${name}`, call: { ...valid, body: rest } });
    }
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      for (const [kind, value] of WRONG_KINDS) {
        const changed = { ...fields, [name]: value };
        if (!allows(schema, changed)) out.push({ field: name, what: `body ${name}: ${kind}`, call: { ...valid, body: changed } });
      }
      // One level into a list of objects: each field of its first item.
      const item = (property.items ?? {}) as JsonSchema;
      const first: unknown = Array.isArray(fields[name]) ? (fields[name] as unknown[])[0] : undefined;
      for (const branch of branchesOf(item) ?? [item]) {
        if (branch.type !== 'object' || first === null || typeof first !== 'object') continue;
        for (const inner of Object.keys((branch.properties ?? {}) as object)) {
          for (const [kind, value] of [...WRONG_KINDS, ['missing', undefined] as [string, unknown]]) {
            const changed = { ...fields, [name]: [{ ...(first as Record<string, unknown>), [inner]: value }] };
            if (!allows(schema, JSON.parse(JSON.stringify(changed)))) out.push({ field: name, what: `body ${name}[0].${inner}: ${kind}`, call: { ...valid, body: changed } });
          }
        }
      }
    }
  }
  for (const p of op.operation.parameters ?? []) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    if (p.in === 'query' && p.required) {
      const { [p.name]: _left, ...rest } = valid.query;
      out.push({ field: p.name, what: `query without ${p.name}`, call: { ...valid, query: rest } });
    }
    if (p.in === 'query') {
      // Given twice: Fastify reads it as a list.
      out.push({ field: p.name, what: `query ${p.name} given twice`, call: { ...valid, query: { ...valid.query, [p.name]: ['1', '2'] as unknown as string } } });
      for (const text of ['not-the-right-kind', '-1.5', '']) {
        const read = p.schema.type === 'integer' || p.schema.type === 'number' ? (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text)) : text;
        if (!allows(p.schema, read)) out.push({ field: p.name, what: `query ${p.name}: '${text}'`, call: { ...valid, query: { ...valid.query, [p.name]: text } } });
      }
    } else if (!allows(p.schema, 'not-the-right-kind')) {
      out.push({ field: p.name, what: `path ${p.name}: a word it does not take`, call: { ...valid, params: { ...valid.params, [p.name]: 'not-the-right-kind' } } });
    }
  }
  return out;
}

const urlWithLists = (op: DocumentedOperation, call: ContractCall): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) for (const one of [value].flat()) query.append(key, one);
  const path = urlOf(op, { ...call, query: {} });
  return query.size > 0 ? `${path}?${query.toString()}` : path;
};

const operations = operationsOf(doc).filter((op) => op.route !== 'GET /api/events');

describe('a request with a field missing or of the wrong kind', () => {
  for (const op of operations) {
    it(`${op.route}: 400 naming the field, in the product's words`, async () => {
      const broken = brokenCalls(op, validCall(op, records, userId, scene));
      const problems: string[] = [];
      for (const { field, what, call } of broken) {
        const hasBody = call.body !== undefined;
        const res = await ctx.app.inject({
          method: op.method as HTTPMethods,
          url: urlWithLists(op, call),
          headers: { ...scene.headers.admin, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(call.body) } : {}),
        });
        const message = String((res.json() as { message?: unknown }).message);
        const where = `${what} -> ${res.statusCode} ${message}`;
        if (res.statusCode !== 400) problems.push(`not a 400: ${where}`);
        const library = libraryWordingIn(message);
        if (library.length > 0) problems.push(`library wording ${library.join(' ')}: ${where}`);
        if (!message.includes(field)) problems.push(`does not name ${field}: ${where}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('a grade without feedback is taken: feedback is optional', async () => {
    const { assignmentId, studentId } = scene.records;
    const res = await ctx.request({ method: 'PUT', url: `/api/assignments/${assignmentId}/submissions/${studentId}/grade`, token: scene.users.teacher.token, payload: { grade: 7 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ draftGrade: 7, draftFeedback: null });
  });
});
