import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useProductMessages } from '@lyceum/shared/zod-messages';
import { formatMessage } from './i18n';
import { localizedIssue } from './validation-issue-text';

useProductMessages();

/** The first issue of a value against a schema, as fastify-type-provider-zod hands it to the error handler. */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  const { code, path, message, ...params } = result.error.issues[0]!;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}

/**
 * Every sentence of zod-messages.ts has a catalogue message whose English is the same sentence,
 * so no validation message is left in English for a reader of another language.
 */
describe('validation messages in the catalogue', () => {
  const body = z.object({
    title: z.string().max(5),
    code: z.string().length(3),
    tags: z.array(z.string()).min(2),
    count: z.number().int().gt(0).lte(10).multipleOf(2),
    kind: z.enum(['file', 'link']),
    only: z.literal('yes'),
    email: z.email(),
    slug: z.string().regex(/^[a-z]+$/),
    flag: z.boolean(),
    either: z.union([z.string(), z.number()]),
    nested: z.strictObject({ a: z.string() }),
  });
  const valid = { title: 'abc', code: 'abc', tags: ['a', 'b'], count: 4, kind: 'file', only: 'yes', email: 'a@b.co', slug: 'ab', flag: true, either: 1, nested: { a: 'x' } };
  const cases: [string, unknown][] = [
    ['title', undefined],
    ['title', 7],
    ['title', 'toolong'],
    ['code', 'abcd'],
    ['tags', ['a']],
    ['count', 1.5],
    ['count', 0],
    ['count', 12],
    ['count', 3],
    ['kind', 'x'],
    ['only', 'no'],
    ['email', 'not-an-email'],
    ['slug', 'A1'],
    ['flag', 'yes'],
    ['either', true],
    ['nested', { a: 'x', b: 1, c: 2 }],
  ];
  it.each(cases)('%s = %j reads the same in the catalogue English', (field, value) => {
    const issue = issueOf(body, { ...valid, [field]: value });
    const text = localizedIssue(issue, 'body');
    expect(text, issue.message).not.toBeNull();
    expect(formatMessage('en', text!.message, text!.values)).toBe(issue.message);
    expect(formatMessage('ja', text!.message, text!.values)).not.toBe(issue.message);
  });
});
