import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '@lyceum/shared/limits';

/** Stands for "a real record of the right kind" in a path: the harness swaps in a fresh one. */
export const REAL_ID = Symbol('real id');
export type PathValue = string | typeof REAL_ID;

/** Strings that have broken web apps before: injection, traversal, markup, odd bytes. */
const NASTY = [
  "' OR 1=1 --",
  '" OR ""="',
  '1; DROP TABLE users; --',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  '\u202e\u0000\ufeff',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '0x7fffffff',
  '',
  ' ',
  '🙂'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
] as const;

/** Object keys aimed at prototype pollution and at code that trusts `in` or property lookups. */
export const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** Sizes around the field limits and the whole-body limit (a 2 MiB body is a 413). */
const bigString = fc
  .constantFrom(65, 121, 201, 2_049, 5_001, 100_000, 1_000_001, 1_500_000, BODY_LIMIT_BYTES + 10)
  .chain((n) => fc.constantFrom('x', 'é', '𝔘', '<b>').map((unit) => unit.repeat(Math.ceil(n / unit.length))));

/** Any single value a field might be given instead of the right one. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(...NASTY),
  bigString,
  fc.array(fc.constantFrom(...NASTY), { maxLength: 5 }),
  fc.nat(700).map((n) => Array.from({ length: n }, (_, i) => `id-${i}`)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** What a request body is made of; the harness turns it into bytes for the route at hand. */
export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'valid' }
  | { kind: 'json'; value: unknown }
  /** The route's valid body with one field replaced, dropped, or an evil key added (kept as a literal key). */
  | { kind: 'mutate'; op: 'replace' | 'drop' | 'evil'; pick: number; key: string; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null }
  /** Arrays or objects nested thousands deep: recursion limits in parsers and validators. */
  | { kind: 'deep'; depth: number; open: '[' | '{"a":' };

// Weighted towards one-field mutations of a valid body: those get past the schema and into the handler.
export const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc.constant<BodyPlan>({ kind: 'none' }),
  fc.constant<BodyPlan>({ kind: 'valid' }),
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): BodyPlan => ({ kind: 'json', value })) },
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('mutate' as const),
    op: fc.constantFrom('replace' as const, 'drop' as const, 'evil' as const),
    pick: fc.nat(),
    key: fc.constantFrom(...EVIL_KEYS),
    value: weirdValue,
  }) },
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":}', '[1,]', 'null', '"text"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}')),
    // The multipart ones without a usable boundary made busboy throw on the upload routes (a 500).
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'multipart/mixed; boundary=x', 'text/csv', 'application/zip', 'application/xml', null),
  }),
  fc.record({ kind: fc.constant('deep' as const), depth: fc.constantFrom(100, 5_000, 100_000), open: fc.constantFrom('[' as const, '{"a":' as const) }),
);

/** Path parameter values: real ids, and everything an id should never be. */
export const pathValue: fc.Arbitrary<PathValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<PathValue>(REAL_ID) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }).map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY).map(encodeURIComponent) },
  // Sent as they are: traversal, broken percent-encoding, reserved characters.
  { weight: 1, arbitrary: fc.constantFrom('..', '../..', '%2e%2e%2f', '%', '%zz', '%E0%A4%A', '..%2F..%2Fusers', ';', '*', '~', '%C0%AE') },
  { weight: 1, arbitrary: fc.constantFrom(64, 65, 199, 200, 201, 5_000).map((n) => 'a'.repeat(n)) },
);

/** Query strings for paged lists (and for every other route, which must ignore them). */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .record({
      limit: fc.option(fc.oneof(fc.integer().map(String), fc.double().map(String), fc.constantFrom(...NASTY), fc.constantFrom('0', '1', '200', '201', '1e3', '0x10', ' 5 ', '5abc', '9'.repeat(400))), { nil: undefined }),
      cursor: fc.option(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.constantFrom(...NASTY),
          fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v) ?? '').toString('base64url')),
          fc
            .tuple(fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.constantFrom('2026-13-45T99:99:99Z', '9999-12-31T23:59:59.999999Z')), fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...NASTY), fc.integer()))
            .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
        ),
        { nil: undefined },
      ),
    })
    .map(({ limit, cursor }) =>
      [limit === undefined ? null : `limit=${encodeURIComponent(limit)}`, cursor === undefined ? null : `cursor=${encodeURIComponent(cursor)}`]
        .filter((part) => part !== null)
        .join('&'),
    ),
  // Repeated, bracketed and polluting keys, left unencoded.
  fc.constantFrom('limit=1&limit=2', 'limit[]=1', 'limit[a]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', 'cursor&limit', '&&&', '%', 'limit=%zz', 'cursor=' + '%41'.repeat(300)),
);
