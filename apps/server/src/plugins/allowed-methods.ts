import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { API_MSG } from '@lyceum/shared/messages';

/** One API path as registered, `/api/classes/:id`, matched against concrete paths. */
interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/classes/:id` -> /^\/api\/classes\/[^/]+$/ (a parameter is one non-empty segment). */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Records the methods of every /api path as routes are added, so a request for a path that
 * exists with a method it does not have gets 405 and an Allow header (RFC 9110 15.5.6) instead of
 * a 404 that reads as if the path were wrong. `app.allowedMethods(path)` lists them (empty for an
 * unknown path); the not-found handler answers with `methodNotAllowed`.
 */
export function registerAllowedMethods(app: FastifyInstance): void {
  const paths = new Map<string, PathMethods>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const entry = paths.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    paths.set(route.url, entry);
  });
  app.decorate('allowedMethods', (path: string): string[] => {
    const methods = new Set<string>();
    for (const entry of paths.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    return [...methods].sort();
  });
}

/** The 405 for a method `path` lacks: `{ message }` naming the call, and Allow listing what it has. */
export function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, path: string, allowed: readonly string[]): FastifyReply {
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send({ message: `${API_MSG.methodNotAllowed}: ${request.method} ${path}` });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an /api path has (e.g. ['DELETE', 'GET', 'HEAD', 'PUT']); empty when no route has the path. */
    allowedMethods(path: string): string[];
  }
}
