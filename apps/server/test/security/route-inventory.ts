import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext, type TestContextOptions } from '../context';

/** One API route as Fastify registered it: `GET /api/classes/:id`. */
export type RouteKey = `${string} ${string}`;

export interface Inventory {
  ctx: TestContext;
  routes: RouteKey[];
  /** The route that served the latest request (null for a 404 of no route). */
  lastRoute(): RouteKey | null;
}

const INIT_CHANNEL = 'fastify.initialization';

/**
 * A test context plus every /api route the app registered. Fastify announces each new instance on
 * the `fastify.initialization` diagnostics channel before any plugin runs, so an `onRoute` hook
 * added there sees every route buildApp registers, without the app knowing about tests.
 * HEAD twins that Fastify adds for GET routes are left out: they run the GET handler.
 */
export async function createInventoriedContext(options: TestContextOptions = {}): Promise<Inventory> {
  const seen: { method: string; url: string }[] = [];
  let lastRoute: RouteKey | null = null;
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url });
    });
    // Runs first on every request: records which route a test URL really reached.
    fastify.addHook('onRequest', async (request) => {
      lastRoute = request.routeOptions.url === undefined ? null : `${request.method} ${request.routeOptions.url}`;
    });
  };
  subscribe(INIT_CHANNEL, onInit);
  let ctx: TestContext;
  try {
    ctx = await createTestContext(options);
  } finally {
    unsubscribe(INIT_CHANNEL, onInit);
  }
  const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url));
  const routes = seen
    .filter((r) => r.url.startsWith('/api/') || r.url === '/api')
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
    .map((r): RouteKey => `${r.method} ${r.url}`);
  return { ctx, routes: [...new Set(routes)].sort(), lastRoute: () => lastRoute };
}
