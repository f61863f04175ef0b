import { createHmac } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { TEST_JWT_SECRET } from '../context';
import { createInventoriedContext, type Inventory, type RouteKey } from './route-inventory';
import { START_SCRIPT, VIEWER_SCRIPT } from '../../src/plugins/api-docs/api-docs-page';

/** Public routes answer without a token; every other route must refuse each token below. */
const PUBLIC: RouteKey[] = [
  'POST /api/auth/login',
  'POST /api/auth/accept-invite',
  // The calendar feed: its token is in the path; an Authorization header is not looked at.
  'GET /api/calendar/:token.ics',
  // An email's one-click unsubscribe address (RFC 8058): its signed token is in the query.
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
  // Single sign-on: the sign-in page's buttons, the round trip through the provider (state, a
  // browser cookie and the provider's code are the credentials) and the one-time handoff code.
  'GET /api/auth/sso',
  'GET /api/auth/sso/:id/start',
  'GET /api/auth/sso/:id/callback',
  'POST /api/auth/sso/exchange',
  // SAML: Lyceum's metadata (public by nature) and the ACS the IdP's page POSTs the answer to.
  'GET /api/auth/sso/:id/metadata',
  'POST /api/auth/sso/:id/acs',
  'GET /api/openapi.json',
  'GET /api/docs',
  `GET ${START_SCRIPT}`,
  `GET ${VIEWER_SCRIPT}`,
];

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HMAC token signed by hand (SHA-256 unless told), so the header and the key can be anything. */
function handSigned(header: object, payload: object, secret: string, hmac: 'sha256' | 'sha384' | 'sha512' = 'sha256'): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac(hmac, secret).update(body).digest('base64url')}`;
}

let inventory: Inventory;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  inventory = await createInventoriedContext();
  const { ctx } = inventory;
  const admin = await ctx.factories.user('admin');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.id, ver: 0, iat: now, exp: now + 3600 };
  tokens['signed with another secret'] = handSigned({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-also-long-enough!!');
  tokens['alg none, no signature'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  tokens['right key, no ver claim'] = handSigned({ alg: 'HS256', typ: 'JWT' }, { sub: admin.id, iat: now, exp: now + 3600 }, TEST_JWT_SECRET);
  tokens['right key, unknown user'] = handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: 'no-such-user' }, TEST_JWT_SECRET);
  // We sign HS256 with an expiry only: the same secret under another algorithm, or no expiry, is not ours.
  tokens['right key, no exp claim'] = handSigned({ alg: 'HS256', typ: 'JWT' }, { sub: admin.id, ver: 0, iat: now }, TEST_JWT_SECRET);
  tokens['right key, HS384'] = handSigned({ alg: 'HS384', typ: 'JWT' }, claims, TEST_JWT_SECRET, 'sha384');
  tokens['right key, HS512'] = handSigned({ alg: 'HS512', typ: 'JWT' }, claims, TEST_JWT_SECRET, 'sha512');
  tokens['alg none with the right claims, signature of the right key'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${admin.token.split('.')[2] ?? ''}`;
  tokens['right key, tampered payload'] = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, sub: 'someone-else' })}.${admin.token.split('.')[2] ?? ''}`;

  // A user whose password an admin has since changed, and one an admin has deleted.
  const changed = await ctx.factories.user('teacher');
  const deleted = await ctx.factories.user('student');
  const put = await ctx.request({ method: 'PUT', url: `/api/users/${changed.id}`, token: admin.token, payload: { password: 'a-new-password' } });
  const del = await ctx.request({ method: 'DELETE', url: `/api/users/${deleted.id}`, token: admin.token });
  expect([put.statusCode, del.statusCode]).toEqual([200, 200]);
  tokens['issued before a password change'] = changed.token;
  tokens['of a deleted user'] = deleted.token;
});
afterAll(() => inventory.ctx.close());

describe('forged and revoked tokens', () => {
  it('are refused by every protected route with 401, before anything else happens', async () => {
    const protectedRoutes = inventory.routes.filter((route) => !PUBLIC.includes(route));
    expect(protectedRoutes.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of protectedRoutes) {
      const [method, template] = route.split(' ') as [HTTPMethods, string];
      const url = template.replace(/:targetType/, 'material').replace(/:role/, 'teachers').replace(/:\w+/g, 'some-id');
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await inventory.ctx.request({ method, url, token });
        const body = res.body;
        if (res.statusCode !== 401 || body !== JSON.stringify({ message: API_MSG.invalidToken })) wrong.push(`${route} ${kind}: ${res.statusCode} ${body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
