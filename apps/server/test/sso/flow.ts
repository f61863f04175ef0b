import { expect } from 'vitest';
import type { TestContext } from '../context';

/** The redirect URI base the test apps run under (PUBLIC_URL). */
export const PUBLIC_URL = 'http://lyceum.test';

/** A browser's cookies for one host, as fetch hands them back (set-cookie headers). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Starts a sign-in at Lyceum: the provider's authorization URL and the browser cookie it set. */
export async function startAt(ctx: TestContext, providerId: string, query = ''): Promise<{ location: string; cookie: string }> {
  const res = await ctx.request({ method: 'GET', url: `/api/auth/sso/${providerId}/start${query}` });
  expect(res.statusCode).toBe(303);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { location: String(res.headers.location), cookie: setCookie.split(';')[0] ?? '' };
}

/** Follows the provider's redirects (GET, cookies kept) until one leaves for Lyceum. */
export async function followAtProvider(url: string, jar = new CookieJar(), form?: { login: string }): Promise<{ callback: string | null; status: number; body: string }> {
  let next = url;
  for (let hops = 0; hops < 10; hops++) {
    if (next.startsWith(PUBLIC_URL)) return { callback: next, status: 303, body: '' };
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res.headers);
    const location = res.headers.get('location');
    if (location) {
      next = new URL(location, next).href;
      continue;
    }
    const body = await res.text();
    // oidc-provider's development login page: sign in as the given login (any password).
    const action = body.includes('name="login"') ? /<form[^>]*action="([^"]+)"/.exec(body)?.[1] : undefined;
    if (action && form) {
      const post = await fetch(new URL(action, next), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: form.login, password: 'any' }).toString(),
      });
      jar.take(post.headers);
      const after = post.headers.get('location');
      if (!after) return { callback: null, status: post.status, body: await post.text() };
      next = new URL(after, next).href;
      continue;
    }
    return { callback: null, status: res.status, body };
  }
  throw new Error('too many redirects at the provider');
}

/** Hands the provider's answer to Lyceum's callback; the handoff code of the redirect to /sso. */
export async function callbackAt(ctx: TestContext, callback: string, cookie: string): Promise<string> {
  const url = new URL(callback);
  const res = await ctx.request({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/sso#code=/);
  return decodeURIComponent(location.slice('/sso#code='.length));
}

export async function exchange(ctx: TestContext, code: string, headers: Record<string, string> = {}) {
  const res = await ctx.request({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code }, headers });
  return { status: res.statusCode, body: res.json() as { token?: string; message?: string; _id?: string; role?: string; returnTo?: string; provider?: string } };
}

/** The whole round trip: start, the provider (signing in as `login` where it asks), callback, exchange. */
export async function signInThrough(ctx: TestContext, providerId: string, login?: string, query = '') {
  const { location, cookie } = await startAt(ctx, providerId, query);
  // Refused before the provider was asked (an unknown provider, a used invitation): straight to the web app.
  if (location.startsWith('/sso#code=')) return exchange(ctx, decodeURIComponent(location.slice('/sso#code='.length)));
  const at = await followAtProvider(location, new CookieJar(), login === undefined ? undefined : { login });
  if (at.callback === null) throw new Error(`the provider did not send the browser back (${at.status}): ${at.body.slice(0, 300)}`);
  return exchange(ctx, await callbackAt(ctx, at.callback, cookie));
}
