import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/context';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { patchViewer } from './viewer-patches';

// The page does not depend on the engine: a small in-memory SQLite app.
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** `script-src 'self'; ...` -> { 'script-src': ["'self'"], ... } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const scriptSources = (html: string): string[] => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => {
  expect(match[2]?.trim(), 'an inline script').toBe('');
  const src = /\bsrc="([^"]+)"/.exec(match[1] ?? '')?.[1];
  expect(src, 'a script without src').toBeDefined();
  return src ?? '';
});

describe('GET /api/docs', () => {
  it('answers the reference page without a token, under a policy of its own that allows no inline script and no eval', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(String(response.headers['content-security-policy']))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      // Scalar's components inject <style> elements: the one allowance, for styles only.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.body).toContain('<title>Lyceum API reference</title>');
  });

  it('loads only scripts of its own origin, each served as JavaScript, and they point the viewer at the document', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const sources = scriptSources(page.body);
    expect(sources).toHaveLength(2);
    const bodies: string[] = [];
    for (const src of sources) {
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await app.inject({ method: 'GET', url: src, headers: { 'accept-encoding': 'identity' } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      bodies.push(script.body);
    }
    const start = bodies[1] ?? '';
    expect(start).toContain("Scalar.createApiReference('#reference'");
    expect(start).toContain('"url":"/api/openapi.json"');
    // Scalar's default fonts come from its CDN, which the policy does not allow.
    expect(start).toContain('"withDefaultFonts":false');
  });

  it('sends the viewer bundle compressed as the browser asks, the package with its three patches', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const viewer = scriptSources(page.body)[0] ?? '';
    const packaged = readFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    const original = Buffer.from(patchViewer(packaged));
    // What the policy would report: the eval probe, the CDN fonts on by default, the assistant.
    expect(packaged).toContain('new Function("")');
    expect(original.toString()).not.toContain('new Function("")');
    expect(original.toString()).toMatch(/withDefaultFonts:\w+\(\)\.optional\(\)\.default\(!1\)/);
    expect(original.toString()).not.toContain('!e?.agent?.disabled');
    const br = await app.inject({ method: 'GET', url: viewer, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 3);
    const gzip = await app.inject({ method: 'GET', url: viewer, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    const plain = await app.inject({ method: 'GET', url: viewer, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('refuses to patch a bundle it does not recognise (an upgraded Scalar needs its patches checked)', () => {
    expect(() => patchViewer('console.log("another version")')).toThrow(/matched 0 times/);
  });

  it('is left out of the OpenAPI document, which describes the API only', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
