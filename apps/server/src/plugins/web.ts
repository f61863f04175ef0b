import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import { API_ERRORS } from '../lib/api-errors.messages';
import { HttpError, localized } from '../lib/http-errors';
import { requestLocale } from '../lib/request-locale';
import { methodNotAllowed } from './allowed-methods';
import { catalogueFiles, cataloguePreload, startingLocale } from './catalogue-preload';

/**
 * Serves the built web app. Unknown /api/* paths, and paths naming a file that is not there, are a
 * JSON 404 (405 with Allow when the path exists with other methods); every other GET falls back
 * to index.html so deep links into the client's routes work.
 *
 * The web build writes brotli and gzip copies beside its text files (apps/web/vite-plugin-precompress.ts);
 * `preCompressed` sends the best one the browser accepts (`Content-Encoding`, `Vary: Accept-Encoding`),
 * else the file itself. Nothing is compressed per request.
 *
 * index.html is the same file for everyone, but its `Link` header is not: it preloads the catalogue
 * of the language the app will start in (catalogue-preload.ts), so it varies with the Cookie and
 * Accept-Language headers that language is read from.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  const catalogues = hasWeb ? catalogueFiles(distDir) : {};
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A build file that is not there (a page of an older build asking for a chunk a newer one
    // replaced) is a 404 like an unknown API path, not the app's page where a script was expected.
    const notAPage = path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/') || namesAFile(path);
    if (notAPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      // Known methods come from registerAllowedMethods (absent when the web app is served alone).
      const allowed = app.hasDecorator('allowedMethods') ? app.allowedMethods(path) : [];
      if (allowed.length > 0) return methodNotAllowed(request, reply, path, allowed);
      const text = new HttpError(404, localized(API_ERRORS.noSuchRoute, { method: request.method, path }));
      return reply.code(404).send({ message: text.messageIn(await requestLocale(request).catch(() => DEFAULT_LOCALE)) });
    }
    if (!hasWeb) {
      return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build` or `npm start`.');
    }
    const preload = cataloguePreload(catalogues, startingLocale(request.headers));
    if (preload) reply.header('Link', preload);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').sendFile('index.html');
  });
}

/**
 * A path naming a file rather than a page: its last segment has an extension, or a segment starts
 * with a dot. /robots.txt, /.env, /.git/config or /wp-login.php got the app's page with a 200,
 * which security scanners report as exposed files and crawlers take for content; they are 404s
 * like any file that is not there. No route of the app has a dot in it (ids are hex, invitation
 * tokens base64url), and the app's own files (/favicon.svg) are served before this is asked.
 */
const namesAFile = (path: string): boolean => /(^|\/)\.|\.[^/]*$/.test(path);
