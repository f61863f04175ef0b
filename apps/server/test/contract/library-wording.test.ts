import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productIssueMessage } from '@lyceum/shared/zod-messages';
import { libraryWordingIn } from './library-wording';

/** Values that break each kind of rule, with the schema whose rule they break. */
const ZOD_CASES: [z.ZodType, unknown][] = [
  [z.object({ feedback: z.string() }), {}],
  [z.object({ feedback: z.string() }), { feedback: 5 }],
  [z.object({ n: z.number() }), { n: 'x' }],
  [z.object({ n: z.number().int() }), { n: 1.5 }],
  [z.object({ b: z.boolean() }), { b: null }],
  [z.object({ l: z.array(z.string()) }), { l: {} }],
  [z.object({ o: z.object({}) }), { o: [] }],
  [z.object({ e: z.enum(['a', 'b']) }), { e: 'c' }],
  [z.object({ e: z.literal('a') }), { e: 'c' }],
  [z.object({ s: z.string().min(3) }), { s: 'x' }],
  [z.object({ s: z.string().max(3) }), { s: 'xxxx' }],
  [z.object({ s: z.string().min(1) }), { s: '' }],
  [z.object({ l: z.array(z.string()).min(1) }), { l: [] }],
  [z.object({ l: z.array(z.string()).max(1) }), { l: ['a', 'b'] }],
  [z.object({ n: z.number().min(0) }), { n: -1 }],
  [z.object({ n: z.number().max(5) }), { n: 6 }],
  [z.object({ n: z.number().multipleOf(0.5) }), { n: 0.3 }],
  [z.object({ s: z.email() }), { s: 'nope' }],
  [z.object({ s: z.url() }), { s: 'nope' }],
  [z.object({ s: z.iso.datetime() }), { s: 'nope' }],
  [z.object({ s: z.string().regex(/^a/) }), { s: 'b' }],
  [z.strictObject({}), { extra: 1 }],
  [z.object({ u: z.union([z.string(), z.number()]) }), { u: true }],
  [z.object({ u: z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]) }), { u: { kind: 'c' } }],
  [z.object({ r: z.record(z.enum(['a']), z.string()) }), { r: { b: 'x' } }],
  [z.object({ s: z.string().refine(() => false) }), { s: 'x' }],
];

describe('the validation libraries’ own words', () => {
  it('are all recognised: every message zod 4 gives for these cases in its English', () => {
    const en = z.locales.en().localeError;
    const unrecognised = ZOD_CASES.flatMap(([schema, value]) =>
      (schema.safeParse(value, { error: en }).error?.issues ?? []).map((issue) => issue.message).filter((message) => libraryWordingIn(message).length === 0 && !/^Invalid input$/.test(message)),
    );
    expect(unrecognised).toEqual([]);
  });

  it('are all recognised: ajv’s messages for the same kinds of case, as Fastify’s default validator words them', () => {
    const ajv = new Ajv2020({ allErrors: true });
    addFormats(ajv);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ type: 'object', required: ['feedback'] }, {}],
      ...['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'].map((type): [Record<string, unknown>, unknown] => [{ type }, type === 'string' ? 1 : 'x']),
      [{ enum: ['a'] }, 'b'],
      [{ const: 'a' }, 'b'],
      [{ type: 'string', minLength: 2 }, 'x'],
      [{ type: 'string', maxLength: 1 }, 'xx'],
      [{ type: 'string', pattern: '^a' }, 'b'],
      [{ type: 'string', format: 'email' }, 'b'],
      [{ type: 'number', minimum: 1 }, 0],
      [{ type: 'number', maximum: 1 }, 2],
      [{ type: 'number', multipleOf: 2 }, 3],
      [{ type: 'array', maxItems: 0 }, [1]],
      [{ type: 'array', uniqueItems: true }, [1, 1]],
      [{ type: 'object', additionalProperties: false }, { a: 1 }],
      [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true],
      [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, true],
    ];
    const unrecognised = cases.flatMap(([schema, value]) => {
      const validate = ajv.compile(schema);
      validate(value);
      return (validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message ?? ''}`).filter((message) => libraryWordingIn(message).length === 0);
    });
    expect(unrecognised).toEqual([]);
  });

  it('never come out of the product’s map of the same issues, which names each field', () => {
    const worded = ZOD_CASES.flatMap(([schema, value]) => (schema.safeParse(value, { error: productIssueMessage }).error?.issues ?? []).map((issue) => issue.message));
    expect(worded.filter((message) => libraryWordingIn(message).length > 0)).toEqual([]);
    expect(worded.slice(0, 4)).toEqual(['feedback is required', 'feedback must be text', 'n must be a number', 'n must be a whole number']);
  });
});
