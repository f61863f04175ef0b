import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializers } from './serializer';

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
  (createSerializers().compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (d: unknown) => string)(data);

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

  it('writes a union of kinds by its kind: each branch its own fields only, and refuses a kind it does not know', () => {
    const item = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('choice'), id: z.string(), choices: z.array(z.string()) }),
      z.object({ kind: z.literal('numeric'), id: z.string(), unit: z.string().nullable() }),
    ]);
    const items = z.object({ items: z.array(item) });
    const write = createSerializers().compiler({ schema: items, method: 'GET', url: '/y', httpStatus: '200' } as never) as (d: unknown) => string;
    const data = { items: [
      { kind: 'numeric', id: 'n', unit: null, choices: ['not mine'], key: 42 },
      { kind: 'choice', id: 'c', choices: ['a', 'b'], unit: 'not mine', key: 'a' },
    ] };
    const out = write(data);
    expect(out).toBe(JSON.stringify(items.parse(data)));
    expect(out).not.toMatch(/not mine|key/);
    expect(() => write({ items: [{ kind: 'essay', id: 'e' }] })).toThrow();
  });

  it('compiles the serializers not yet used when warmed up, and each writes as before', async () => {
    const serializers = createSerializers();
    const write = serializers.compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (d: unknown) => string;
    serializers.compiler({ schema: z.object({ a: z.string() }), method: 'GET', url: '/z', httpStatus: '200' } as never);
    expect(await serializers.warmUp()).toBe(2);
    expect(await serializers.warmUp()).toBe(0);
    expect(write([{ _id: 'a', title: 't', count: 1, createdBy: null, link: null }])).toBe('[{"_id":"a","title":"t","count":1,"createdBy":null,"link":null}]');
  });
});
