import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_MSG } from '@lyceum/shared/messages';
import { buildApp } from '../app';
import { helmetHeaders } from './security';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEST_JWT_SECRET } from '../../test/context';

// Rate limits do not depend on the engine: a small in-memory SQLite app with tight limits.
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = createDb({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', API_RATE_LIMIT: '20' });
  app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: null, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

// Sign-in limits: modules/auth/sign-in-limits.test.ts; the API limit per user: api-rate-limit.test.ts.

describe('general API limit', () => {
  it('answers 429 with a message and Retry-After past API_RATE_LIMIT requests a minute per address without a valid token', async () => {
    const headers = { authorization: 'Bearer not-a-real-token' };
    const statuses: number[] = [];
    const first = await app.inject({ method: 'GET', url: '/api/users', headers });
    expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
    statuses.push(first.statusCode);
    for (let i = 1; i < 20; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/users', headers })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const last = await app.inject({ method: 'GET', url: '/api/users', headers });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: API_MSG.tooManyRequests });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Answers let through carry no x-ratelimit-* headers (cost on every response, read by no client); the refusal does.
    expect(last.headers['x-ratelimit-limit']).toBe('20');
  });
  it('counts made-up headers, however long, per address: another made-up header does not start a fresh count', async () => {
    const long = (fill: string) => ({ authorization: `Bearer ${fill.repeat(600)}` });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/users', headers: long('a'), remoteAddress: '10.0.1.1' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: long('b'), remoteAddress: '10.0.1.1' })).statusCode).toBe(429);
    // Another address has a count of its own.
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: long('b'), remoteAddress: '10.0.1.2' })).statusCode).toBe(401);
  });
});

/** The set of an answer that is never a page (the API's, a build file's): not run, framed, sniffed or read cross-origin, HTTPS only. */
function expectNeverAPage(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
}

describe('security headers', () => {
  it('gives every /api answer the API set: never stored, never framed or loaded as a page, no sniffing, same origin only', async () => {
    for (const url of ['/api/openapi.json', '/api/classes', '/api/no-such-route']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '10.1.1.1' });
      expect(res.headers['cache-control']).toBe('no-store');
      expectNeverAPage(res.headers);
      // Headers that only govern documents are left off JSON.
      expect(res.headers['x-xss-protection']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('gives the web app helmet’s page policy: a CSP without inline script, https-only frames, nosniff and a referrer policy', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lyceum-security-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lyceum</title>');
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const web = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: dist, logger: false });
    try {
      const res = await web.inject({ method: 'GET', url: '/classes' });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain('frame-src https:');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives the build’s files the API set less no-store: cached for a year, never sniffed, framed or run as a page, and no page policy', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lyceum-security-assets-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lyceum</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const web = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, webDist: dist, logger: false });
    try {
      const res = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('export {};');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectNeverAPage(res.headers);
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
      // A page's policies govern documents only; a script of the build is never one.
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-xss-protection']).toBeUndefined();

      // A file the build does not have is a 404, not the app's page where a script was expected.
      const missing = await web.inject({ method: 'GET', url: '/assets/gone-5678.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: `${API_MSG.routeNotFound}: GET /assets/gone-5678.js` });
      expectNeverAPage(missing.headers);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the page policy and attachment previews', () => {
  // The material and assignment views show an image's preview in an <img> and a PDF's in an
  // <iframe>, both from /api/files/{id}?inline=1 on our own origin; over plain http 'https:'
  // alone would block the frame.
  it('lets the app show its own images and frame its own files, and nothing more', () => {
    const csp = helmetHeaders()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toContain("'self'");
    expect(directive('frame-src')).toBe("frame-src https: 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    // The app itself still may not be framed, by anyone.
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
