import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './serializer';

const person = z.object({ _id: z.string(), name: z.string() });
const schema = z.array(
  z.object({
    _id: z.string(),
    title: z.string(),
    count: z.number().int(),
    createdBy: person.nullable(),
    link: z.string().nullable(),
    extra: z.number().optional(),
  }),
);

const serialize = (data: unknown): string =>
  (fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (d: unknown) => string)(data);

describe('fast response serialisation from the zod schemas', () => {
  it('writes exactly what zod would: nulls, optional fields, escaping; and strips undeclared fields', () => {
    const data = [
      { _id: 'a', title: 'Say "hi" </script>\n', count: 2, createdBy: { _id: 'u', name: 'Ann', email: 'secret@x' }, link: null, hidden: 'no' },
      { _id: 'b', title: 'é ✓', count: 0, createdBy: null, link: 'https://x', extra: 1.5 },
    ];
    const out = serialize(data);
    expect(out).toBe(JSON.stringify(schema.parse(data)));
    expect(out).not.toMatch(/secret|hidden/);
  });

  it('refuses a response missing a required field instead of sending it', () => {
    expect(() => serialize([{ _id: 'a', count: 1, createdBy: null, link: null }])).toThrow();
  });
});
