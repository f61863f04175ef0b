import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../test/context';

// The general limit (API_RATE_LIMIT a minute): per signed-in user, else per address.
let ctx: TestContext;
/** A web build in miniature, served beside the API. */
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lyceum-rate-limit-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lyceum</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'start-1a2b3c.js'), 'export {};\n');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ env: { API_RATE_LIMIT: '20' }, webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, remoteAddress: string, authorization?: string, method: InjectOptions['method'] = 'GET') =>
  ctx.app.inject({ method, url, remoteAddress, headers: authorization === undefined ? {} : { authorization } });

/** The first use of a token in a process is counted for its address (the signature is checked after the limiter) and then for its user; this gets it over with. */
async function firstUse(token: string): Promise<void> {
  expect((await get('/api/auth/me', `10.99.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`, `Bearer ${token}`)).statusCode).toBe(200);
}

function expectLimited(res: Awaited<ReturnType<typeof get>>): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: API_MSG.tooManyRequests });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the API limit', () => {
  it('counts one user once, however the Authorization header is spelled and wherever it comes from', async () => {
    const teacher = await ctx.factories.user('teacher');
    await firstUse(teacher.token);
    const spellings = [`Bearer ${teacher.token}`, `bearer ${teacher.token}`, `Bearer  ${teacher.token}`, `Bearer\t${teacher.token}`, `BEARER ${teacher.token}`];
    const statuses: number[] = [];
    // The first use was the user's first request: 19 more make the 20 they are allowed.
    for (let i = 0; i < 19; i += 1) statuses.push((await get('/api/auth/me', '10.7.0.2', spellings[i % spellings.length])).statusCode);
    expect(statuses).toEqual(Array<number>(19).fill(200));
    expectLimited(await get('/api/auth/me', '10.7.0.2', `bearer  ${teacher.token}`));
    // The user's own counter, not the address's: another address is refused too...
    expectLimited(await get('/api/auth/me', '10.7.0.3', `Bearer ${teacher.token}`));
    // ...and another user at the same address is not.
    const student = await ctx.factories.user('student');
    expect((await get('/api/auth/me', '10.7.0.2', `Bearer ${student.token}`)).statusCode).toBe(200);
  });

  it('answers a user exactly API_RATE_LIMIT requests, their token’s first in this process included', async () => {
    // Each from its own address, so only the user's count can refuse: N answered, N + 1 refused.
    const student = await ctx.factories.user('student');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await get('/api/auth/me', `10.7.5.${i}`, `Bearer ${student.token}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    expectLimited(await get('/api/classes', '10.7.5.99', `Bearer ${student.token}`));
  });

  it('answers an address exactly API_RATE_LIMIT requests before and after signing in', async () => {
    const teacher = await ctx.factories.user('teacher');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.7.6.1', payload: { email: teacher.email, password: 'password123' } });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { token: string }).token;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await get('/api/auth/me', '10.7.6.2', `Bearer ${token}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });

  it('counts requests with made-up tokens per address, so a 401 flood is refused with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const madeUp = i % 2 === 0 ? `Bearer ${randomBytes(24).toString('base64url')}` : `Bearer eyJhbGciOiJIUzI1NiJ9.${randomBytes(600).toString('base64url')}.x`;
      statuses.push((await get('/api/classes', '10.7.1.1', madeUp)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(20).fill(401));
    expectLimited(await get('/api/classes', '10.7.1.1', `Bearer ${randomBytes(24).toString('base64url')}`));
    expectLimited(await get('/api/classes', '10.7.1.1'));
    // Another address has its own count.
    expect((await get('/api/classes', '10.7.1.2', 'Bearer made-up')).statusCode).toBe(401);
  });

  it('counts public routes per address, even with a valid token', async () => {
    const admin = await ctx.factories.user('admin');
    await firstUse(admin.token);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await get('/api/openapi.json', '10.7.2.1', `Bearer ${admin.token}`)).statusCode);
    expect(statuses).toEqual(Array<number>(20).fill(200));
    expectLimited(await get('/api/openapi.json', '10.7.2.1', `Bearer ${admin.token}`));
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.7.2.1', payload: { email: admin.email, password: 'x' } });
    expectLimited(login);
    // The user's own count was not touched.
    expect((await get('/api/auth/me', '10.7.2.2', `Bearer ${admin.token}`)).statusCode).toBe(200);
  });

  it('counts a revoked token per address, so replaying it cannot use up its user’s allowance', async () => {
    const admin = await ctx.factories.user('admin');
    const teacher = await ctx.factories.user('teacher');
    await firstUse(teacher.token);
    const changed = await ctx.request({ method: 'PUT', url: `/api/users/${teacher.id}`, token: admin.token, remoteAddress: '10.7.3.9', payload: { password: 'a-new-password' } });
    expect(changed.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await get('/api/auth/me', '10.7.3.1', `Bearer ${teacher.token}`)).statusCode);
    // The first replay may still count for the user: this process learns of the change by re-reading them.
    expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(401));
    expect(statuses[21]).toBe(429);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.7.3.2', payload: { email: teacher.email, password: 'a-new-password' } });
    expect(login.statusCode).toBe(200);
    const fresh = (login.json() as { token: string }).token;
    expect((await get('/api/auth/me', '10.7.3.3', `Bearer ${fresh}`)).statusCode).toBe(200);
    expect((await get('/api/auth/me', '10.7.3.3', `Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it('does not count the web app’s files and page: pupils sharing one address all open the app, and its API is still limited', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      for (const url of ['/assets/start-1a2b3c.js', '/favicon.svg', '/dashboard/classes']) statuses.add((await get(url, '10.7.8.1')).statusCode);
    }
    expect([...statuses]).toEqual([200]);
    const api: number[] = [];
    for (let i = 0; i < 20; i += 1) api.push((await get('/api/openapi.json', '10.7.8.1')).statusCode);
    expect(api).toEqual(Array<number>(20).fill(200));
    expectLimited(await get('/api/openapi.json', '10.7.8.1'));
    expect((await get('/assets/start-1a2b3c.js', '10.7.8.1')).statusCode).toBe(200);
  });
});
