import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web';

// A web build in miniature, as apps/web/vite-plugin-precompress.ts leaves it: text files from
// 1 kB up with .br and .gz copies beside them, smaller ones alone.
const script = `export const lesson = ${JSON.stringify('Kinematics '.repeat(200))};\n`;
const page = `<!doctype html><html><head><title>Lyceum</title></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lyceum-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = { 'assets/app-1a2b3c.js': script, 'index.html': page };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'favicon.svg'), favicon);
  // The manifest's entries for the catalogues (apps/web/src/lib/i18n/locale.ts imports them by URL).
  mkdirSync(join(dist, '.vite'));
  const catalogue = (locale: string) => ({ file: `assets/${locale}-9z8y7x.json`, src: `src/lib/i18n/compiled/${locale}.json` });
  const manifest = Object.fromEntries(['es', 'ja', 'ar', 'en-XA'].map((locale) => [`src/lib/i18n/compiled/${locale}.json`, catalogue(locale)]));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = Fastify({ logger: false });
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('pre-compressed web assets', () => {
  it('sends the brotli copy of an asset to a browser that accepts br, cacheable for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when br is not accepted', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself, still marked Vary: Accept-Encoding, to a client that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-1a2b3c.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(favicon);
  });

  it('falls back to index.html for a client route, compressed and never cached stale', async () => {
    const res = await get('/dashboard/classes/c1', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  // Regression: every one of these got the app's page with a 200 (what scanners report as exposed).
  it('answers a path naming a file that is not there with a JSON 404, not the page', async () => {
    for (const url of ['/robots.txt', '/favicon.ico', '/.env', '/.git/config', '/wp-login.php', '/dashboard/backup.zip']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.stringContaining(`GET ${url}`) });
    }
    // The app's own files are still served, and its routes still get the page.
    expect((await get('/favicon.svg')).body).toBe(favicon);
    for (const url of ['/invite/Ab-_9xYz', '/dashboard/classes/6a96860000000000000154c4/topics/t1/materials/m1', '/login?next=%2Fdashboard']) {
      expect((await get(url)).headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ message: expect.stringContaining('GET /api/nothing-here') });
  });
});

describe("the reader's catalogue, preloaded with the page", () => {
  const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br', ...headers } });
  const preloadOf = (locale: string) => `</assets/${locale}-9z8y7x.json>; rel=preload; as=fetch; crossorigin`;

  it("preloads the browser's language on a first visit, and says the page varies with it", async () => {
    const res = await page({ 'accept-language': 'fr-FR,ja;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(preloadOf('ja'));
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'accept-language', 'cookie']);
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });

  it('preloads the language the app last showed (its cookie) over the browser\'s, and nothing for English', async () => {
    expect((await page({ cookie: 'theme=dark; lyceum-locale=ar', 'accept-language': 'es' })).headers.link).toBe(preloadOf('ar'));
    // The reader switched to English in Settings: the app starts in English, which needs no catalogue.
    expect((await page({ cookie: 'lyceum-locale=en', 'accept-language': 'es' })).headers.link).toBeUndefined();
    // A cookie that names no shipped language is ignored, as the app ignores such a stored value.
    expect((await page({ cookie: 'lyceum-locale=xx', 'accept-language': 'es-MX,es;q=0.9' })).headers.link).toBe(preloadOf('es'));
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'fr, de;q=0.5' }] as Record<string, string>[]) {
      expect((await page(headers)).headers.link).toBeUndefined();
    }
  });

  it('never preloads a development-only catalogue, and sends the build files without a Link', async () => {
    expect((await page({ cookie: 'lyceum-locale=en-XA' })).headers.link).toBeUndefined();
    expect((await get('/assets/app-1a2b3c.js', 'br')).headers.link).toBeUndefined();
  });
});
