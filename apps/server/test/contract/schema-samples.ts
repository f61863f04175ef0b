import type { JsonSchema } from './openapi-document';

/**
 * Values made from a JSON Schema: one valid value, and the ways to break it. Written here rather
 * than taken from openapi-sampler or json-schema-faker: the first ignores `pattern` and takes the
 * first `anyOf` branch whatever it says (its sample of our update-user body is invalid), the second
 * makes random text, and a rich-text field of random markup is refused by the sanitiser for
 * reasons no schema can state. Every sample is checked against the document by the caller.
 */

const asSchema = (value: unknown): JsonSchema => (value !== null && typeof value === 'object' ? (value as JsonSchema) : {});

/** The branches of an anyOf/oneOf, each with the keywords of the schema around it. */
export function branchesOf(schema: JsonSchema): JsonSchema[] | null {
  const list = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(list)) return null;
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  return list.map((branch) => {
    const merged = { ...rest, ...asSchema(branch) };
    const nested = branchesOf(merged);
    return nested ? (nested[nested.length - 1] ?? merged) : merged;
  });
}

const HTTP_PATTERN = /^\^\[Hh\]\[Tt\]/;

function sampleString(schema: JsonSchema): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  let text: string;
  if (schema.format === 'email') text = 'contract@school.test';
  else if (schema.format === 'date-time') text = '2031-01-01T10:00:00Z';
  else if (schema.format === 'uri' || (typeof schema.pattern === 'string' && HTTP_PATTERN.test(schema.pattern))) text = 'https://meet.example.org/contract';
  else if (schema.pattern === '^\\s*$') text = '';
  // A patterned field the schema gives an example of (a domain name, a claim name, a GUID).
  else if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') text = schema.examples[0];
  else text = 'Contract text';
  if (text.length > max) text = text.slice(0, max);
  return text.padEnd(min, 'x');
}

/**
 * A valid value of `schema`: every property (optional ones too), one item per array unless more
 * are required, the last branch of a union (the richest one here: a link rather than '', a value
 * rather than null, a real role rather than blank).
 */
export function validSample(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = branchesOf(schema);
  if (branches) {
    const chosen = branches.filter((branch) => branch.type !== 'null');
    return validSample(chosen[chosen.length - 1] ?? branches[0] ?? {});
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 0);
      return Array.from({ length: count }, () => validSample(asSchema(schema.items)));
    }
    case 'object':
      return Object.fromEntries(Object.entries(asSchema(schema.properties)).map(([key, value]) => [key, validSample(asSchema(value))]));
    default:
      return 'Contract text';
  }
}

/** A character beyond the BMP: one code point, two UTF-16 code units, 12 bytes as JSON escapes. */
export const WIDE_CHAR = '😀';

/**
 * Like validSample, with every free-text string (no format, no pattern but `\S`) as long as the
 * schema allows, in WIDE_CHAR: the longest body an operation takes, for the byte limits.
 */
export function longestSample(schema: JsonSchema): unknown {
  const branches = branchesOf(schema);
  if (branches && !('const' in schema) && !Array.isArray(schema.enum)) {
    const chosen = branches.filter((branch) => branch.type !== 'null');
    return longestSample(chosen[chosen.length - 1] ?? branches[0] ?? {});
  }
  const free = schema.type === 'string' && schema.format === undefined && (schema.pattern === undefined || schema.pattern === '\\S');
  if (free && typeof schema.maxLength === 'number' && !('const' in schema) && !Array.isArray(schema.enum)) return WIDE_CHAR.repeat(schema.maxLength);
  if (schema.type === 'object') {
    return Object.fromEntries(Object.entries(asSchema(schema.properties)).map(([key, value]) => [key, longestSample(asSchema(value))]));
  }
  if (schema.type === 'array') return [longestSample(asSchema(schema.items))];
  return validSample(schema);
}

/** JSON with every character past ASCII written as \uXXXX escapes: the most bytes a body can take. */
export const escapedJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One way to break a value, and the value broken so. */
export interface Breakage {
  what: string;
  value: unknown;
}

/**
 * Values `schema` does not allow, each breaking one rule: the type, the length, the pattern or
 * format, the enum, the number of items. The caller checks each against the document and keeps
 * only those it refuses (a union may allow what one branch does not).
 */
export function breakages(schema: JsonSchema, valid: unknown): Breakage[] {
  const out: Breakage[] = [];
  const types = [schema.type, ...(branchesOf(schema) ?? []).map((branch) => branch.type)];
  out.push(types.includes('string') ? { what: 'a number for a string', value: 12345 } : { what: 'a string for a non-string', value: 'not-the-right-type' });
  if (!types.includes('null')) out.push({ what: 'null', value: null });
  const strings = [schema, ...(branchesOf(schema) ?? [])].filter((s) => s.type === 'string');
  for (const s of strings) {
    if (typeof s.maxLength === 'number') out.push({ what: `${s.maxLength + 1} characters (maxLength ${s.maxLength})`, value: 'x'.repeat(s.maxLength + 1) });
    if (typeof s.maxLength === 'number') out.push({ what: `${s.maxLength + 1} emoji (maxLength ${s.maxLength} code points)`, value: '🙂'.repeat(s.maxLength + 1) });
    if (typeof s.minLength === 'number' && s.minLength > 0) out.push({ what: `${s.minLength - 1} characters (minLength ${s.minLength})`, value: 'x'.repeat(s.minLength - 1) });
    if (s.pattern === '\\S') out.push({ what: 'blank (pattern \\S)', value: ' \t ' });
    if (s.format === 'email') out.push({ what: 'not an email', value: 'not-an-email' });
    if (s.format === 'date-time') out.push({ what: 'not a date-time', value: '2031-02-30T10:00:00Z' }, { what: 'a date-time without a zone', value: '2031-01-01T10:00:00' });
    if (s.format === 'uri' || (typeof s.pattern === 'string' && HTTP_PATTERN.test(s.pattern))) out.push({ what: 'a javascript: link', value: 'javascript:alert(1)' }, { what: 'a link with no host', value: 'https://' });
  }
  if (schema.type === 'integer') {
    out.push({ what: 'a fraction for an integer', value: 1.5 });
    if (typeof schema.minimum === 'number') out.push({ what: `${schema.minimum - 1} (minimum ${schema.minimum})`, value: schema.minimum - 1 });
    if (typeof schema.maximum === 'number') out.push({ what: `${schema.maximum + 1} (maximum ${schema.maximum})`, value: schema.maximum + 1 });
  }
  if (Array.isArray(schema.enum)) out.push({ what: 'a value outside the enum', value: 'not-a-choice' });
  if (schema.type === 'array' && Array.isArray(valid)) {
    if (typeof schema.maxItems === 'number') out.push({ what: `${schema.maxItems + 1} items (maxItems)`, value: Array.from({ length: schema.maxItems + 1 }, (_, i) => `item-${i}`) });
    if (typeof schema.minItems === 'number' && schema.minItems > 0) out.push({ what: 'no items (minItems)', value: [] });
    if (schema.uniqueItems === true && valid.length > 0) out.push({ what: 'an item twice (uniqueItems)', value: [valid[0], valid[0]] });
  }
  return out;
}
