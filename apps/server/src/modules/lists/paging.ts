import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Compilable, Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { encodeCursor, type Cursor } from './cursor';
import { sendJson } from './json-page';
import { memberClassIds, type ClassIds, type ClassScope } from './visible-classes';

/**
 * Keyset paging shared by every long list (all assignments, all materials, the class list):
 * sorted by (key desc, id desc), each page starting strictly after the last row of the one before,
 * so a deep page costs what the first does.
 */

export interface Page<Items> {
  /** The rows as objects, or as the response body already written (json-page.ts). */
  items: Items;
  /** Where the next page starts; null on the last page. */
  next: Cursor | null;
}

/**
 * Reads one row more than asked: its presence is what says a next page exists, without a count.
 * The cursor is the last row sent, so the next page starts strictly after it.
 */
export function toPage<R extends { id: string }, T>(rows: R[], limit: number, keyOf: (row: R) => string, present: (row: R) => T): Page<T[]> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const next = rows.length > limit && last ? { key: keyOf(last), id: last.id } : null;
  return { items: items.map(present), next };
}

/**
 * Points at the next page (RFC 8288) with the same limit; no header on the last page.
 * The URL is relative to the server, so it stays right behind any proxy.
 */
function linkNext(request: FastifyRequest, reply: FastifyReply, limit: number, next: Cursor | null): void {
  if (!next) return;
  // The path as asked (a route with parameters, /api/classes/:id/classwork, names its own class), without its query.
  const path = request.url.split('?', 1)[0] ?? '';
  reply.header('link', `<${path}?limit=${limit}&cursor=${encodeCursor(next)}>; rel="next"`);
}

/**
 * Answers with a page, the `Link` to the next one first: objects go through the route's serializer,
 * SQLite's bytes (json-page.ts) as they are.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, limit: number, page: Page<T[] | Uint8Array>): T[] | FastifyReply {
  linkNext(request, reply, limit, page.next);
  return page.items instanceof Uint8Array ? sendJson(reply, page.items) : page.items;
}

/**
 * `viewer`: the caller's id when the page has columns of the caller's own (a student's work on each
 * assignment, lists/work-summary.ts), else null. Only builders made with `perStudent` get one.
 */
export type PageBuilder<Row> = (db: Kysely<Database>, classIds: ClassIds | null, after: Cursor | null, limit: number, viewer: string | null) => Compilable<Row>;
export type PageQuery<Row> = (db: Kysely<Database>, scope: ClassScope, after: Cursor | null, limit: number) => Promise<Row[]>;

/**
 * The prepared shapes of one list: every class or a member's, first page or after a cursor. With
 * `perStudent`, a student's pages are shapes of their own, built with their id as `viewer`.
 */
export function pageShapes<Row>(build: PageBuilder<Row>, { perStudent = false }: { perStudent?: boolean } = {}): PageQuery<Row> {
  // Every page is a list read: off the event loop where SQLite has reader threads.
  const heavy = { offMainThread: true };
  const all = preparedQuery((db, limit: number) => build(db, null, null, limit, null), heavy);
  const allAfter = preparedQuery((db, key: string, id: string, limit: number) => build(db, null, { key, id }, limit, null), heavy);
  const member = preparedQuery((db, userId: string, role: string, limit: number) => build(db, memberClassIds(db, userId, role), null, limit, null), heavy);
  const memberAfter = preparedQuery(
    (db, userId: string, role: string, key: string, id: string, limit: number) => build(db, memberClassIds(db, userId, role), { key, id }, limit, null),
    heavy,
  );
  const student = preparedQuery((db, userId: string, limit: number) => build(db, memberClassIds(db, userId, 'student'), null, limit, userId), heavy);
  const studentAfter = preparedQuery(
    (db, userId: string, key: string, id: string, limit: number) => build(db, memberClassIds(db, userId, 'student'), { key, id }, limit, userId),
    heavy,
  );
  return (db, scope, after, limit) => {
    if (scope.all) return after ? allAfter(db, after.key, after.id, limit) : all(db, limit);
    if (perStudent && scope.role === 'student') return after ? studentAfter(db, scope.userId, after.key, after.id, limit) : student(db, scope.userId, limit);
    return after ? memberAfter(db, scope.userId, scope.role, after.key, after.id, limit) : member(db, scope.userId, scope.role, limit);
  };
}
