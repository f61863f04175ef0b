import { z } from 'zod';
import { LIMITS } from './limits';

/** Ids are opaque strings; an unknown or malformed one is simply "not found". */
export const idSchema = z.string().min(1).max(LIMITS.id);

export const idParamsSchema = z.object({ id: idSchema });

export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** ISO-8601 timestamps as sent by the API (always UTC, with milliseconds). */
export const timestampSchema = z.string();

/**
 * zod's type error for a required text field: "is required" when it is missing (or null), and
 * "must be a string" when it is there as another kind of value (a number, a list), which used to
 * be told it was missing.
 */
export const textTypeError =
  (field: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be a string`;

/**
 * A required single-line text, trimmed. The limit applies to the text as sent and "required"
 * means some non-space character (the pattern `\S`), so the document's minLength, maxLength and
 * pattern say exactly what is accepted. (zod counts lengths in code points, as JSON Schema does.)
 */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: textTypeError(field) })
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/\S/, `${field} is required`)
    .trim();

/**
 * An email address, trimmed and lower-cased, then checked with zod's email pattern. The pipe
 * hides that check from the document, so its format and pattern are stated here.
 */
export const emailSchema = z
  .string({ error: textTypeError('email') })
  .max(LIMITS.email, `email must be at most ${LIMITS.email} characters`)
  .trim()
  .toLowerCase()
  .pipe(z.email('email must be a valid email address'))
  .meta({ format: 'email', pattern: z.regexes.email.source });

// The http(s) URLs the document promises, as a pattern whose every match parses: a host name
// whose last label starts with a letter (one ending in a number is read as an IPv4 address, and
// fails unless it is one) and no label starting `xn--` (that must be valid punycode), or a dotted
// IPv4 address; a port up to 65535; then anything without spaces or control characters. JSON Schema patterns take no
// flags, so letters carry both cases.
const LABEL = '(?![Xx][Nn]--)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const HOST_NAME = `(?:${LABEL}\\.)*(?![Xx][Nn]--)[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const PORT = '(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?';
/** Spaces and control characters (C0, DEL, C1): in no link, though the URL parser would drop or escape them. */
const NOT_IN_LINKS = '\\s\\u0000-\\u001f\\u007f-\\u009f';
const HAS_NOT_IN_LINKS = new RegExp(`[${NOT_IN_LINKS}]`);
export const HTTP_URL_PATTERN = new RegExp(`^[Hh][Tt][Tt][Pp][Ss]?://(?:${HOST_NAME}|${IPV4})${PORT}(?:[/?#][^${NOT_IN_LINKS}]*)?$`);

/** A link's scheme, authority (host and port) and the rest, as written. */
const LINK_PARTS = /^([Hh][Tt][Tt][Pp][Ss]?:\/\/)([^/?#]*)([\s\S]*)$/;

/**
 * Whether a (trimmed) text is an http(s) link as the document states it (HTTP_URL_PATTERN) that
 * also parses: httpUrlSchema's rule, for code without zod (the web app's forms). The one thing
 * taken beyond the pattern is a host name in another script (`bücher.example`), which the URL
 * parser checks (the pattern admits no punycode label: it could not tell a valid one) and which
 * is shown as its punycode.
 */
export function isHttpUrl(value: string): boolean {
  if (HAS_NOT_IN_LINKS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (HTTP_URL_PATTERN.test(value)) return true;
  const parts = LINK_PARTS.exec(value);
  if (!parts) return false;
  // The pattern's other rules (port, the rest) still apply, the host written as a name it takes.
  const [, scheme = '', authority = '', rest = ''] = parts;
  const port = /:[^:]*$/.exec(authority)?.[0] ?? '';
  return /[^\p{ASCII}]/u.test(authority) && !/[@[\]]/.test(authority) && HTTP_URL_PATTERN.test(`${scheme}host.example${port}${rest}`);
}

/**
 * Plain http(s) URL only: a `javascript:` or `data:` link is refused. Surrounding spaces are
 * trimmed first. The document states HTTP_URL_PATTERN, and the server holds links to it as well
 * as parsing them (isHttpUrl), so both take the same links: an ASCII host name or an IPv4
 * address, no spaces or control characters; beyond it only a host in another script, as its
 * punycode. (The URL parser alone also took `https:/a/x.org`, `https://host./path`, IPv6 and
 * user info, control characters and spaces.)
 */
export const httpUrlSchema = z
  .string()
  .max(LIMITS.url, `must be at most ${LIMITS.url} characters`)
  .trim()
  // A link but for a space or control character in it is told so; anything else is not a link.
  .refine((value) => isHttpUrl(value.replace(new RegExp(HAS_NOT_IN_LINKS.source, 'g'), '')), 'must be an http(s) URL')
  .refine((value) => !HAS_NOT_IN_LINKS.test(value), 'must be an http(s) URL without spaces or control characters')
  .meta({ pattern: HTTP_URL_PATTERN.source });

/** A moment as an ISO date-time with its time zone (2031-01-01T10:00:00Z), named `field` in the refusal. */
export const isoMomentSchema = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time with a time zone` }).max(LIMITS.dateTime, `${field} must be an ISO date-time with a time zone`);

/** Person reference embedded in records (creator, author); null once the user is deleted. */
export const personRefSchema = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * A whole number from text (a query value, an environment variable), with one message for every
 * way it can be wrong: empty, a word, a fraction, given twice, out of range. A message given to
 * zod's number() alone also became its range checks' message, "must be a number" for 70000.
 */
export const wholeNumberFromText = (min: number, max: number, message: string) =>
  z
    // Digits only: JavaScript's Number() (zod's coercion) reads '' and ' ' as 0, '1e3' as 1000 and '0x10' as 16.
    .string({ error: message })
    .regex(/^[0-9]{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** A page size from the query string, naming what is accepted. */
export const pageLimitSchema = (max: number) => wholeNumberFromText(1, max, `limit must be a whole number from 1 to ${max}`);

/** Cursor paging query (all assignments, all materials). */
export const pageQuerySchema = z.object({
  limit: pageLimitSchema(200).optional(),
  cursor: z.string().max(200).optional(),
});
