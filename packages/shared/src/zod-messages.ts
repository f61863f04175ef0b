import { z } from 'zod';

/**
 * The product's words for every issue zod can report, naming the field: zod's own English
 * ("Invalid input: expected string, received undefined") never reaches a user. A schema's own
 * message still comes first; this answers only where a schema gives none. Installed once for the
 * whole process by `useProductMessages` (the server's error handling does it).
 */

type Issue = z.core.$ZodRawIssue;

/** What a value of each of zod's type names is called in a message. */
const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
  null: 'null',
  literal: 'a fixed value',
};

/** Formats by what a user knows them as. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'a valid email address',
  url: 'a URL',
  datetime: 'an ISO date-time with a time zone',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM:SS)',
  uuid: 'an id',
  uuidv4: 'an id',
  guid: 'an id',
  jwt: 'a token',
  base64: 'base64 text',
  base64url: 'base64url text',
};

/** `preferences.0.kind`, or "The request" for the whole of it. */
const fieldOf = (path: readonly PropertyKey[] | undefined): string => (path && path.length > 0 ? path.map(String).join('.') : 'The request');

const quoted = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

/** Sizes by what is measured: characters of text, items of a list, the value of a number. */
function sized(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, bound: number | bigint, most: boolean): string {
  const exactly = issue.exact ? 'exactly' : most ? (issue.inclusive === false ? 'less than' : 'at most') : issue.inclusive === false ? 'more than' : 'at least';
  switch (issue.origin) {
    case 'string':
      return `must be ${exactly} ${bound} character${bound === 1 ? '' : 's'} long`;
    case 'array':
    case 'set':
      return `must have ${exactly} ${bound} item${bound === 1 ? '' : 's'}`;
    case 'file':
      return `must be ${exactly} ${bound} bytes`;
    default:
      return `must be ${exactly} ${bound}`;
  }
}

/** The message for one issue, starting with its field's name. */
export function productIssueMessage(issue: Issue): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${field} must be ${quoted(issue.values[0])}` : `${field} must be one of ${issue.values.map(quoted).join(', ')}`;
    case 'too_big':
      return `${field} ${sized(issue, issue.maximum, true)}`;
    case 'too_small':
      // A text that must not be empty is simply required.
      if (issue.origin === 'string' && issue.minimum === 1 && !issue.exact) return `${field} is required`;
      return `${field} ${sized(issue, issue.minimum, false)}`;
    case 'invalid_format':
      if (issue.format === 'regex') return `${field} is not in an accepted form`;
      return `${field} must be ${FORMATS[issue.format] ?? `in the ${issue.format} format`}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `${field} has ${issue.keys.length > 1 ? 'fields' : 'a field'} it does not take: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return `${field} has a key it does not take`;
    case 'invalid_element':
      return `${field} has an entry it does not take`;
    case 'invalid_union':
      return `${field} is not one of the forms it takes`;
    default:
      return `${field} is not valid`;
  }
}

/** Makes `productIssueMessage` the words of every issue a schema has none for, in this process. */
export function useProductMessages(): void {
  z.config({ customError: productIssueMessage });
}
