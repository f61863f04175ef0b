import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import { API_ERRORS } from '../lib/api-errors.messages';
import { HttpError, localized } from '../lib/http-errors';
import { requestLocale } from '../lib/request-locale';

/**
 * One API path as registered, `/api/classes/:id`: a pattern for concrete paths, and per segment
 * how specific it is (2 a literal, 1 a parameter with a literal part such as `:token.ics`, 0 a
 * parameter), as the router ranks them: a literal segment wins over a parameter.
 */
interface PathMethods {
  url: string;
  pattern: RegExp;
  rank: number[];
  methods: Set<string>;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A parameter's name ends where find-my-way ends it: at `-` or `.` (the rest of the segment is literal). */
const PARAM = /^:[^-.]+/;

function pathOf(url: string): PathMethods {
  const segments = url.split('/');
  const source = segments
    .map((segment) => {
      const param = PARAM.exec(segment);
      return param ? `[^/]+${escape(segment.slice(param[0].length))}` : escape(segment);
    })
    .join('/');
  const rank = segments.map((segment) => (!segment.startsWith(':') ? 2 : PARAM.exec(segment)?.[0] === segment ? 0 : 1));
  return { url, pattern: new RegExp(`^${source}$`), rank, methods: new Set<string>() };
}

/** Which of two ranks the router prefers: the first segment where they differ decides. */
function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Records the methods of every /api path as routes are added, so a path is answered only by the
 * routes that are its own, and any other method gets 405 with an Allow header (RFC 9110 15.5.6):
 * - a method no route has for the path (PATCH, or QUERY and PROPFIND that Fastify would otherwise
 *   ask a Content-Type of first) is answered here, before any body is read or type checked;
 * - a path of a literal route is that route's alone: `DELETE /api/users/invitations.csv` fell into
 *   `DELETE /api/users/:id` ("User not found"), `POST /api/classes/members/teachers` into
 *   `POST /api/classes/:id/teachers`. A request routed to a parameter route that a more literal
 *   route shares paths with is answered only if the path is not the other route's.
 * `app.allowedMethods(path)` lists a path's methods (empty for an unknown path).
 */
export function registerAllowedMethods(app: FastifyInstance): void {
  const paths = new Map<string, PathMethods>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    let entry = paths.get(route.url);
    if (!entry) {
      entry = pathOf(route.url);
      paths.set(route.url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method);
  });

  /** The routes a concrete path is answered by: the most literal of those matching it. */
  const ownersOf = (path: string): PathMethods[] => {
    let owners: PathMethods[] = [];
    for (const entry of paths.values()) {
      if (!entry.pattern.test(path)) continue;
      const order = owners[0] ? compareRanks(entry.rank, owners[0].rank) : 1;
      if (order > 0) owners = [entry];
      else if (order === 0) owners.push(entry);
    }
    return owners;
  };
  const allowedMethods = (path: string): string[] => [...new Set(ownersOf(path).flatMap((entry) => [...entry.methods]))].sort();
  app.decorate('allowedMethods', allowedMethods);
  app.decorate('apiRoutes', () => [...paths.values()].map((entry) => ({ url: entry.url, methods: [...entry.methods].sort() })));

  // Which parameter routes share paths with a more literal route: worked out once every route is in.
  let shadowed: Set<string> | null = null;

  // Before any other hook of a request (registered first), so before the body's type or encoding
  // is looked at: Fastify asked a QUERY without a Content-Type for one with a 400.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined) {
      // Routed: only a parameter route a more literal route shares paths with has anything to check.
      shadowed ??= shadowedRoutes([...paths.values()]);
      if (!shadowed.has(route)) return;
      const path = pathPart(request.url);
      const owners = ownersOf(path);
      // No owner: an empty parameter (`/api/users/`), which the route's own validation refuses.
      if (owners.length === 0 || owners.some((entry) => entry.url === route)) return;
      return methodNotAllowed(request, reply, path, allowedMethods(path));
    }
    // Not routed (the not-found route): a path that exists with other methods.
    const path = pathPart(request.url);
    const allowed = path.startsWith('/api/') ? allowedMethods(path) : [];
    if (allowed.length === 0) return;
    return methodNotAllowed(request, reply, path, allowed);
  });
}

const pathPart = (url: string): string => url.split('?')[0] ?? '/';

/** Whether one concrete segment can match both: two literals alike, or a parameter (with its literal tail) and anything ending so. */
function segmentsOverlap(a: string, b: string): boolean {
  const tailOf = (segment: string): string | null => {
    const param = PARAM.exec(segment);
    return param ? segment.slice(param[0].length) : null;
  };
  const [tailA, tailB] = [tailOf(a), tailOf(b)];
  if (tailA === null && tailB === null) return a === b;
  if (tailA !== null && tailB !== null) return tailA.endsWith(tailB) || tailB.endsWith(tailA);
  const [literal, tail] = tailA === null ? [a, tailB ?? ''] : [b, tailA];
  return literal.length > tail.length && literal.endsWith(tail);
}

/** Parameter routes some concrete path of which a more literal route takes (`/api/users/:id` beside `/api/users/invitations`). */
function shadowedRoutes(entries: readonly PathMethods[]): Set<string> {
  const out = new Set<string>();
  for (const entry of entries) {
    const mine = entry.url.split('/');
    for (const other of entries) {
      if (other === entry || other.rank.length !== entry.rank.length || compareRanks(other.rank, entry.rank) <= 0) continue;
      const theirs = other.url.split('/');
      if (mine.every((segment, i) => segmentsOverlap(segment, theirs[i] ?? ''))) out.add(entry.url);
    }
  }
  return out;
}

/** The 405 for a method `path` lacks: `{ message }` naming the call in the caller's language, and Allow listing what it has. */
export async function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, path: string, allowed: readonly string[]): Promise<FastifyReply> {
  const text = new HttpError(405, localized(API_ERRORS.methodMissing, { method: request.method, path }));
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send({ message: text.messageIn(await requestLocale(request).catch(() => DEFAULT_LOCALE)) });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an /api path has (e.g. ['DELETE', 'GET', 'HEAD', 'PUT']); empty when no route has the path. */
    allowedMethods(path: string): string[];
    /** Every /api route's path as registered (`/api/classes/:id`) with its methods: for the tests that walk them. */
    apiRoutes(): { url: string; methods: string[] }[];
  }
}
