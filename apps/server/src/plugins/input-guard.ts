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
    } else if (item !== null && typeof item === 'object') {
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
 * Refuses NUL characters anywhere in path parameters, query and body, before validation and
 * any database work. PostgreSQL cannot store or even compare a text with NUL in it (the query
 * fails, which was a 500); SQLite would store it. No field of ours has a use for one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous with a callback: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = findNul(part);
      if (at !== null) {
        done(badRequest(`${at.replace(/^\./, '') || 'request'}: must not contain NUL characters`));
        return;
      }
    }
    done();
  });
}
