import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MSG, type OidcProviderInput, type OidcSsoProvider } from '@lyceum/shared/sso';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { PUBLIC_URL, signInThrough } from '../../../test/sso/flow';
import { startForgingOp, unsignedToken, type ForgingOp } from '../../../test/sso/forging-op';

/**
 * ID tokens as an attacker or a broken provider would send them, each crafted by the test and
 * handed over by a provider of the test's own at its token endpoint. openid-client's validation
 * and Lyceum's own checks (azp, hd, tid, email_verified) must refuse each one with the message
 * the person reads, keep the reason in the sign-in log, and sign no one in.
 */
let ctx: TestContext;
let op: ForgingOp;
let admin: TestUser;
let victim: TestUser;
const CONTACT = 'the IT desk';
const providers: Record<string, OidcSsoProvider> = {};

async function addProvider(label: string, overrides: Partial<OidcProviderInput> = {}): Promise<OidcSsoProvider> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/admin/sso/providers',
    token: admin.token,
    payload: { kind: 'oidc', label, issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret, domains: ['school.test'], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OidcSsoProvider;
}

beforeAll(async () => {
  op = await startForgingOp();
  ctx = await createTestContext({ env: { PUBLIC_URL, API_RATE_LIMIT: '100000' } });
  admin = await ctx.factories.user('admin');
  victim = await ctx.factories.user('teacher', { email: 'victim@school.test' });
  await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
  providers.generic = await addProvider('School ID');
  providers.google = await addProvider('Google', { preset: 'google', hostedDomain: 'school.test' });
  providers.entra = await addProvider('Microsoft', { preset: 'entra', tenantId: '11111111-2222-3333-4444-555555555555' });
});
afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

const victimClaims = { sub: 'victim', email: 'victim@school.test', email_verified: true };
const now = () => Math.floor(Date.now() / 1000);

/** Signs in with the crafted token; asserts the refusal, that it is logged with a reason, and that no session was made. */
async function expectRefused(provider: string, craft: ForgingOp['craft'], message: string, reason: RegExp) {
  op.craft = craft;
  const before = await ctx.db.kysely.selectFrom('sign_in_events').select((eb) => eb.fn.countAll<number>().as('n')).where('outcome', '=', 'success').executeTakeFirstOrThrow();
  const { status, body } = await signInThrough(ctx, providers[provider]!._id);
  expect(body).toEqual({ message });
  expect(status).toBeGreaterThanOrEqual(400);
  const last = await ctx.db.kysely.selectFrom('sign_in_events').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  expect(last.outcome).toBe('refused');
  expect(last.reason).toMatch(reason);
  const after = await ctx.db.kysely.selectFrom('sign_in_events').select((eb) => eb.fn.countAll<number>().as('n')).where('outcome', '=', 'success').executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
}

const untrusted = (label = 'School ID') => SSO_MSG.untrusted(label, CONTACT);

describe('a well-formed ID token', () => {
  it('signs the victim in (so each refusal below is the forgery, not the set-up)', async () => {
    op.craft = ({ nonce }) => op.sign({ ...victimClaims, nonce });
    const { status, body } = await signInThrough(ctx, providers.generic!._id);
    expect(status).toBe(200);
    expect(body._id).toBe(victim.id);
  });
});

describe('forged or broken ID tokens are refused', () => {
  it('a wrong nonce', () => expectRefused('generic', () => op.sign({ ...victimClaims, nonce: 'not-the-one-sent' }), untrusted(), /nonce/));

  it('alg: none (unsigned)', () =>
    expectRefused('generic', ({ nonce }) => Promise.resolve(unsignedToken({ iss: op.issuer, aud: op.clientId, iat: now(), exp: now() + 300, nonce, ...victimClaims })), untrusted(), /alg/));

  it("HS256 with the provider's public key as the secret", async () => {
    const publicKeyAsSecret = new TextEncoder().encode(JSON.stringify(op.publicJwk));
    await expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce }, { alg: 'HS256' }, publicKeyAsSecret), untrusted(), /alg/);
  });

  it('an unknown kid (signed with a key the provider never published)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce }, { kid: 'attacker' }, privateKey), untrusted(), /key/i);
  });

  it("the published kid over another key's signature", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce }, {}, privateKey), untrusted(), /signature/i);
  });

  it('expired', () => expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, iat: now() - 3600, exp: now() - 600 }), untrusted(), /exp/));

  it('not yet valid (nbf in the future)', () => expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, nbf: now() + 600 }), untrusted(), /nbf/));

  it('a wrong iss', () => expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, iss: 'https://attacker.example' }), untrusted(), /iss/));

  it('a wrong aud', () => expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, aud: 'another-client' }), untrusted(), /aud/));

  it('an azp that is not this client (one audience)', () => expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, azp: 'another-client' }), untrusted(), /azp/));

  it('an azp that is not this client (several audiences)', () =>
    expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, aud: [op.clientId, 'another-client'], azp: 'another-client' }), untrusted(), /azp/));

  it('email_verified: false', () =>
    expectRefused('generic', ({ nonce }) => op.sign({ ...victimClaims, nonce, email_verified: false }), SSO_MSG.emailNotVerified('School ID', CONTACT), /not verified/));

  it('email_verified missing', () =>
    expectRefused('generic', ({ nonce }) => op.sign({ sub: 'victim', email: 'victim@school.test', nonce }), SSO_MSG.emailNotVerified('School ID', CONTACT), /not verified/));

  it('Google: an account of another Workspace (hd), or a personal one (no hd)', async () => {
    await expectRefused('google', ({ nonce }) => op.sign({ ...victimClaims, nonce, hd: 'attacker.test' }), SSO_MSG.wrongOrganisation('Google'), /hd attacker.test/);
    await expectRefused('google', ({ nonce }) => op.sign({ ...victimClaims, nonce }), SSO_MSG.wrongOrganisation('Google'), /hd \(none\)/);
  });

  it('Microsoft Entra ID: an account of another tenant (tid)', () =>
    expectRefused('entra', ({ nonce }) => op.sign({ ...victimClaims, nonce, tid: '99999999-2222-3333-4444-555555555555' }), SSO_MSG.wrongOrganisation('Microsoft'), /tid/));
});

describe('the recipes let the right accounts in', () => {
  it("Google: the school's Workspace domain", async () => {
    op.craft = ({ nonce }) => op.sign({ ...victimClaims, nonce, hd: 'school.test' });
    expect((await signInThrough(ctx, providers.google!._id)).body._id).toBe(victim.id);
  });

  it("Microsoft Entra ID: the school's tenant, with the domain owner's verification (xms_edov) standing for email_verified", async () => {
    op.craft = ({ nonce }) => op.sign({ sub: 'victim', email: 'victim@school.test', xms_edov: true, nonce, tid: '11111111-2222-3333-4444-555555555555' });
    expect((await signInThrough(ctx, providers.entra!._id)).body._id).toBe(victim.id);
  });
});
