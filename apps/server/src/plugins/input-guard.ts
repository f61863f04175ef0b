import type { FastifyInstance } from 'fastify';
import { badRequest, localized } from '../lib/http-errors';
import type { MessageDescriptor } from '../lib/i18n';
import { VALIDATION_ERRORS } from '../lib/validation-errors.messages';

/**
 * A character no text field of ours takes: NUL, which PostgreSQL cannot store or even compare (the
 * query fails), or half of a surrogate pair (`"\ud800"` is valid JSON but not text: both drivers
 * write it as U+FFFD, so what was saved would silently differ from what was sent). With the `u`
 * flag, `\p{Cs}` matches only a lone half; a whole pair is one code point (an emoji) and passes.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const BAD_TEXT = /[\u0000\p{Cs}]/u;

/** What is wrong with the text, as the catalogue's message about its field. */
const problemOf = (text: string): MessageDescriptor => (text.includes('\u0000') ? VALIDATION_ERRORS.noNul : VALIDATION_ERRORS.notUnicode);

/** Where the first string (or object key) holding a bad character is and what is wrong with it, or null. */
export function findBadText(value: unknown, path = ''): { at: string; problem: MessageDescriptor } | null {
  // An explicit stack, not recursion: a body may be nested thousands deep.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length) {
    const [item, at] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (BAD_TEXT.test(item)) return { at, problem: problemOf(item) };
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, `${at}.${i}`]));
    } else if (item !== null && typeof item === 'object' && !(item instanceof Uint8Array)) {
      for (const [key, child] of Object.entries(item)) {
        const childAt = `${at}.${key}`;
        if (BAD_TEXT.test(key)) return { at: childAt, problem: problemOf(key) };
        stack.push([child, childAt]);
      }
    }
  }
  return null;
}

/**
 * Whether a bad character is anywhere in `value`, the same places findBadText looks (own enumerable
 * keys and their values), without building a path or a stack for the flat params and query of
 * almost every request: that cost ~2 us a request, for a character that nearly never comes.
 */
export function containsBadText(value: unknown): boolean {
  if (typeof value === 'string') return BAD_TEXT.test(value);
  // An uploaded file's bytes (a zip or CSV body) are not text fields, and a NUL byte is content
  // there: walking a district's 0.5 MB bundle index by index as keys took ~90 ms an upload.
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (BAD_TEXT.test(key)) return true;
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (BAD_TEXT.test(child)) return true;
    } else if (child !== null && typeof child === 'object' && findBadText(child) !== null) return true;
  }
  return false;
}

/**
 * Refuses NUL characters and lone surrogate halves anywhere in path parameters, query and body,
 * before validation and any database work: a 400 naming the field, where they were a 500
 * (PostgreSQL and NUL) or text saved other than sent (a lone half). No field of ours has a use for either.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous with a callback: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const { params, query, body } = request;
    if (containsBadText(params) || containsBadText(query) || containsBadText(body)) {
      const found = findBadText(params) ?? findBadText(query) ?? findBadText(body);
      done(badRequest(localized(found?.problem ?? VALIDATION_ERRORS.notUnicode, { field: found?.at.replace(/^\./, '') || 'request' })));
      return;
    }
    done();
  });
}
