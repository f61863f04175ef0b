import { SSO_MSG } from '@lyceum/shared/sso';
import { newId } from '../../src/lib/ids';
import { adminOnly, anySignedIn, publicAnswer, refuse, type MatrixRow, type Outcome } from './matrix-types';
import type { Scene } from './scene';

/** A provider of the cell's own (edited or deleted by it), at an address nothing answers on. */
async function freshProvider(s: Scene): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  const settings = { kind: 'oidc', label: 'Matrix ID', preset: 'generic', issuer: 'http://127.0.0.1:9', clientId: 'matrix', matchBy: 'email', domains: ['school.test'], createUnknown: false, roleMap: [], enabled: true };
  await s.ctx.db.kysely.insertInto('sso_providers').values({ id, kind: 'oidc', label: 'Matrix ID', enabled: 1, settings: JSON.stringify(settings), secret: null, created_at: now, updated_at: now }).execute();
  return id;
}

const providerBody = { kind: 'oidc', label: 'Matrix ID', issuer: 'https://idp.example.org', clientId: 'matrix', clientSecret: 'matrix-secret', domains: ['school.test'] };
const seeOther: Outcome = { status: 303 };

/**
 * Single sign-on: the sign-in page's options, the round trip through the provider and the handoff
 * are public (the browser carries no token yet: the state, cookie and one-time code are the
 * credentials); the provider's logout address is for anyone signed in; the set-up and the
 * sign-in log are the admins'.
 */
export const SSO_ROWS: MatrixRow[] = [
  { route: 'GET /api/auth/sso', call: async () => ({ url: '/api/auth/sso' }), expect: publicAnswer({ status: 200 }) },
  { route: 'GET /api/auth/sso/:id/start', call: async () => ({ url: `/api/auth/sso/${newId()}/start` }), expect: publicAnswer(seeOther) },
  { route: 'GET /api/auth/sso/:id/callback', call: async () => ({ url: `/api/auth/sso/${newId()}/callback?code=c&state=s` }), expect: publicAnswer(seeOther) },
  { route: 'GET /api/auth/sso/:id/metadata', variant: 'not a SAML provider', call: async () => ({ url: `/api/auth/sso/${newId()}/metadata` }), expect: publicAnswer(refuse(404, SSO_MSG.providerNotFound)) },
  {
    route: 'POST /api/auth/sso/:id/acs',
    call: async () => ({ url: `/api/auth/sso/${newId()}/acs`, payload: Buffer.from('SAMLResponse=PHNhbWxwOlJlc3BvbnNlLz4%3D&RelayState=%2F'), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    expect: publicAnswer(seeOther),
  },
  { route: 'POST /api/auth/sso/exchange', variant: 'an unknown code', call: async () => ({ url: '/api/auth/sso/exchange', payload: { code: 'no-such-code' } }), expect: publicAnswer(refuse(404, SSO_MSG.startAgain)) },
  { route: 'POST /api/auth/sso/:id/logout', call: async () => ({ url: `/api/auth/sso/${newId()}/logout`, payload: {} }), expect: anySignedIn(200) },
  { route: 'GET /api/admin/sso/providers', call: async () => ({ url: '/api/admin/sso/providers' }), expect: adminOnly(200) },
  { route: 'POST /api/admin/sso/providers', call: async () => ({ url: '/api/admin/sso/providers', payload: providerBody }), expect: adminOnly(201) },
  { route: 'PUT /api/admin/sso/providers/:id', call: async (s) => ({ url: `/api/admin/sso/providers/${await freshProvider(s)}`, payload: providerBody }), expect: adminOnly(200) },
  { route: 'DELETE /api/admin/sso/providers/:id', call: async (s) => ({ url: `/api/admin/sso/providers/${await freshProvider(s)}` }), expect: adminOnly(200) },
  { route: 'POST /api/admin/sso/providers/:id/check', call: async (s) => ({ url: `/api/admin/sso/providers/${await freshProvider(s)}/check` }), expect: adminOnly(200) },
  { route: 'GET /api/admin/sso/settings', call: async () => ({ url: '/api/admin/sso/settings' }), expect: adminOnly(200) },
  { route: 'PUT /api/admin/sso/settings', call: async () => ({ url: '/api/admin/sso/settings', payload: { passwordsOffFor: [], helpContact: '' } }), expect: adminOnly(200) },
  { route: 'GET /api/admin/sign-in-events', call: async () => ({ url: '/api/admin/sign-in-events' }), expect: adminOnly(200) },
];
