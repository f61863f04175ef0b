import { productIssueMessage } from '@lyceum/shared/zod-messages';
import type { MessageDescriptor } from './i18n';
import { localized, type LocalizedText } from './http-errors';
import { VALIDATION_ERRORS as V } from './validation-errors.messages';

/** One issue as fastify-type-provider-zod reports it: zod's issue, its code as `keyword`, the rest in `params`. */
export interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `preferences.0.kind` from `/preferences/0/kind`; empty for the whole of a request's part. */
export const fieldOfIssue = (issue: ValidationIssue): string => issue.instancePath.replace(/^\//, '').replaceAll('/', '.');

type Comparison = 'exactly' | 'atMost' | 'lessThan' | 'atLeast' | 'moreThan';

const comparisonOf = (params: Record<string, unknown>, most: boolean): Comparison =>
  params.exact ? 'exactly' : most ? (params.inclusive === false ? 'lessThan' : 'atMost') : params.inclusive === false ? 'moreThan' : 'atLeast';

const quoted = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * The catalogue's form of zod-messages.ts's sentence for an issue, case for case (the caller has
 * checked that sentence is the issue's message, so the two cannot drift apart unnoticed).
 */
function productText(code: string | undefined, params: Record<string, unknown>, field: string, required: boolean): LocalizedText {
  const most = code === 'too_big';
  switch (code) {
    case 'invalid_type':
      return required ? localized(V.required, { field }) : localized(V.mustBeKind, { field, kind: String(params.expected) });
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      return values.length === 1 ? localized(V.mustBeValue, { field, value: quoted(values[0]) }) : localized(V.mustBeOneOf, { field, values: values.map(quoted).join(', ') });
    }
    case 'too_big':
    case 'too_small': {
      if (!most && params.origin === 'string' && params.minimum === 1 && !params.exact) return localized(V.required, { field });
      const bound = Number(most ? params.maximum : params.minimum);
      const values = { field, comparison: comparisonOf(params, most), bound };
      if (params.origin === 'string') return localized(V.textLength, values);
      if (params.origin === 'array' || params.origin === 'set') return localized(V.listLength, values);
      return localized(params.origin === 'file' ? V.fileSize : V.numberBound, values);
    }
    case 'invalid_format':
      return params.format === 'regex' ? localized(V.notAccepted, { field }) : localized(V.mustBeFormat, { field, format: String(params.format) });
    case 'not_multiple_of':
      return localized(V.multipleOf, { field, divisor: Number(params.divisor) });
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return localized(V.unknownFields, { field, count: keys.length, keys: keys.join(', ') });
    }
    case 'invalid_key':
      return localized(V.unknownKey, { field });
    case 'invalid_element':
      return localized(V.unknownEntry, { field });
    case 'invalid_union':
      return localized(V.noForm, { field });
    default:
      return localized(V.notValid, { field });
  }
}

/** The schemas' own sentences (packages/shared), by what they say after the field's name. */
const SCHEMA_PREDICATES: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  ['is required', V.required],
  ['must be a string', V.mustBeString],
  ['must be an http(s) URL', V.httpUrl],
  ['must be an http(s) URL without spaces or control characters', V.httpUrlClean],
  ['is required: an http(s) URL, or "" or null for none', V.meetingLinkRequired],
  ['must be an http(s) URL, or "" or null for none', V.meetingLinkShape],
  ['must be an ISO date-time with a time zone', V.dateTime],
  ['must fall between the years 1900 and 9999', V.yearRange],
  ['must be a whole number', V.wholeNumber],
  ['must be a whole number, 0 or more', V.wholeNumberFromZero],
  ['must be an IANA time zone, such as Europe/Madrid', V.timeZone],
  ["is required: the class's exact name", V.className],
  ['must list at least one id', V.oneId],
  ['must list at least one user', V.oneUser],
  ['must name at least one kind', V.oneKind],
  ['must name each kind at most once', V.kindOnce],
  ['must be a claim name such as employee_id', V.claimName],
]);

/** A schema's sentence that carries values of its own. */
function schemaPatternText(predicate: string, field: string): LocalizedText | null {
  const tooLong = /^must be at most (\d+) characters?(?: long)?$/.exec(predicate);
  if (tooLong) return localized(V.tooLong, { field, max: Number(tooLong[1]) });
  const either = /^must be '([^']*)' or '([^']*)'$/.exec(predicate);
  if (either) return localized(V.mustBeEither, { field, first: either[1], second: either[2] });
  const oneOf = /^must be one of (.+)$/.exec(predicate);
  if (oneOf) return localized(V.mustBeOneOf, { field, values: oneOf[1] });
  // The quiz items' lists (choices, gaps): their bounds in the schema's own words.
  const entries = /^(must have at most|needs at least) (\d+) entries$/.exec(predicate);
  if (entries) return localized(V.listLength, { field, comparison: entries[1] === 'needs at least' ? 'atLeast' : 'atMost', bound: Number(entries[2]) });
  const twice = /^lists (.+) more than once$/.exec(predicate);
  if (twice) return localized(V.listedTwice, { field, value: twice[1] });
  return null;
}

/**
 * A validation issue's message as a catalogue message, for answering it in another language than
 * English (whose answer stays the issue's own text). Recognised: every sentence of the product's
 * (zod-messages.ts, rebuilt from the issue and compared word for word), and the schemas' own
 * sentences about a field, whether or not they name it first. Anything else, null: English.
 */
export function localizedIssue(issue: ValidationIssue, context: string | undefined): LocalizedText | null {
  const field = fieldOfIssue(issue);
  if (!field) return context === 'body' && issue.keyword === 'invalid_type' ? localized(V.bodyNotObject) : null;
  const message = issue.message;
  if (!message) return null;
  const params = issue.params ?? {};
  const required = message === `${field} is required`;
  const rebuilt = { ...params, code: issue.keyword, path: field.split('.'), input: required ? undefined : null } as unknown as Parameters<typeof productIssueMessage>[0];
  if (productIssueMessage(rebuilt) === message) return productText(issue.keyword, params, field, required);
  const predicate = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  const descriptor = SCHEMA_PREDICATES.get(predicate);
  return descriptor ? localized(descriptor, { field }) : schemaPatternText(predicate, field);
}
