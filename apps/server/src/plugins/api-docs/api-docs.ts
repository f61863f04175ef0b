import type { FastifyInstance } from 'fastify';
import { API_DOCS_CSP, API_DOCS_HTML, START_SCRIPT, START_SCRIPT_SOURCE, VIEWER_SCRIPT } from './api-docs-page';
import { pickEncoding, viewerBundle } from './viewer-bundle';

/** The scripts' URLs carry the viewer's version, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const route = { config: { public: true }, schema: { hide: true } } as const;

/**
 * The OpenAPI document as a browsable reference at /api/docs, public like the document itself.
 * Under /api the security hook gives every answer `default-src 'none'` and `no-store`; the page
 * replaces them with its own policy (api-docs-page.ts), and the scripts with a long cache.
 */
export function registerApiDocs(app: FastifyInstance): void {
  app.get('/api/docs', route, async (_request, reply) =>
    reply.header('content-security-policy', API_DOCS_CSP).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(API_DOCS_HTML),
  );

  app.get(START_SCRIPT, route, async (_request, reply) =>
    reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(START_SCRIPT_SOURCE),
  );

  app.get(VIEWER_SCRIPT, route, async (request, reply) => {
    const bundle = await viewerBundle();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type('text/javascript; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bundle[encoding]);
  });
}
