import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

/** Where the first string (or object key) holding a NUL character is, or null. */
export function findNul(value: unknown, path = ''): string | null {
  // An explicit stack, not recursion: a body may be nested thousands deep.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length) {
    const [item, at] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, `${at}.${i}`]));
    } else if (item !== null && typeof item === 'object' && !(item instanceof Uint8Array)) {
      for (const [key, child] of Object.entries(item)) {
        const childAt = `${at}.${key}`;
        if (key.includes('\u0000')) return childAt;
        stack.push([child, childAt]);
      }
    }
  }
  return null;
}

/**
 * Whether a NUL is anywhere in `value`, the same places findNul looks (own enumerable keys and
 * their values), without building a path or a stack for the flat params and query of almost every
 * request: that cost ~2 us a request, for a character that nearly never comes.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // An uploaded file's bytes (a zip or CSV body) are not text fields, and a NUL byte is content
  // there: walking a district's 0.5 MB bundle index by index as keys took ~90 ms an upload.
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return true;
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (child.includes('\u0000')) return true;
    } else if (child !== null && typeof child === 'object' && findNul(child) !== null) return true;
  }
  return false;
}

/**
 * Refuses NUL characters anywhere in path parameters, query and body, before validation and
 * any database work. PostgreSQL cannot store or even compare a text with NUL in it (the query
 * fails, which was a 500); SQLite would store it. No field of ours has a use for one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous with a callback: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const { params, query, body } = request;
    if (containsNul(params) || containsNul(query) || containsNul(body)) {
      const at = findNul(params) ?? findNul(query) ?? findNul(body) ?? '';
      done(badRequest(`${at.replace(/^\./, '') || 'request'}: must not contain NUL characters`));
      return;
    }
    done();
  });
}
