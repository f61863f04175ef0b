import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser policy for the API and the web app. The built client runs no inline script, so
 * scripts come from our origin only. Styles allow 'unsafe-inline' because Radix, sonner and
 * Quill set element styles at run time. Rich text may show images from anywhere (http(s) or
 * data:) and embed frames from https origins only, matching the server's sanitiser. Frames of our
 * own origin are allowed too, for the PDF preview of an attachment (/api/files/{id}?inline=1,
 * itself sandboxed by its own CSP): over https, 'https:' already covers them; 'self' keeps them
 * working on a plain-http install. object-src stays 'none' (the preview is an <iframe>).
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https:', "'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Embedded https videos and remote images in materials must keep loading.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets for our options, worked out once. Our policy is the same for every
 * response (no per-request nonces), so running helmet's middleware on every request, as
 * @fastify/helmet does (it even rebuilds the middleware and re-parses the CSP each time), only
 * spends CPU: about 8% of a single-record read. Helmet still decides every header and value.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of every /api answer: JSON read by our own client with fetch, never a page. These
 * are the ones OWASP's REST Security Cheat Sheet asks of an API: nothing stored by a browser or a
 * proxy (a school's shared computers: a signed-in page must not come back from a cache after
 * sign-out), nothing framed or loaded even if someone opens an answer as a document, no MIME
 * sniffing, HTTPS only, and no reads from other origins. helmet's others (XSS filter, DNS
 * prefetch, download options, origin agent cluster, a page's CSP...) govern documents, which an
 * answer of ours never is; each header costs every response its bytes and Node's checks of its
 * name and value, and a single-record read is mostly such per-response work.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = (name: string): Record<string, string> => (page[name] === undefined ? {} : { [name]: page[name] });
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...kept('cross-origin-resource-policy'),
    ...kept('strict-transport-security'),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * The headers of the web build's files under /assets/ (fingerprinted scripts and stylesheets,
 * cached for a year: web.ts): the API's set, less its no-store. Like an API answer, such a file is
 * never a page, so a page's policy (its CSP, referrer and opener policies...) governs nothing there,
 * while over HTTP/1.1, which sends headers uncompressed, it cost each of the ~15 files a signed-in
 * page opens with ~440 bytes (1,070 bytes of headers against 630): on a phone's slow connection,
 * ~6 kB more to download before the page shows. Should a document ever be answered there, `default-src 'none'` runs nothing in it.
 */
function assetHeaders(api: Record<string, string>): Record<string, string> {
  const { 'cache-control': _stored, ...rest } = api;
  return rest;
}

let headerSets: { page: Record<string, string>; api: Record<string, string>; asset: Record<string, string> } | undefined;

/**
 * The security headers of an answer to `url`: /api answers get apiHeaders, the build's /assets/
 * assetHeaders, everything else helmet's. Worked out once, on first use. The one source for the
 * hook below and for the answers Fastify's router gives without running hooks (errors.ts
 * frameworkErrorHandler).
 */
export function securityHeadersFor(url: string): Record<string, string> {
  if (!headerSets) {
    const page = helmetHeaders();
    const api = apiHeaders(page);
    headerSets = { page, api, asset: assetHeaders(api) };
  }
  if (url.startsWith('/api/')) return headerSets.api;
  return url.startsWith('/assets/') ? headerSets.asset : headerSets.page;
}

/** The request id and the security headers, in one hook. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A synchronous hook with a callback: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    reply.header('x-request-id', request.id);
    done();
  });
}
