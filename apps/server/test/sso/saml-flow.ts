import { expect } from 'vitest';
import type { SamlProviderInput, SamlSsoProvider } from '@lyceum/shared/sso';
import type { TestContext } from '../context';
import { startAt } from './flow';
import type { ResponseOptions, TestIdp } from './saml-idp';

/** Adds a SAML provider through the admin API, reading the test IdP's metadata from its address. */
export async function addSamlProvider(ctx: TestContext, token: string, idp: TestIdp, overrides: Partial<SamlProviderInput> = {}): Promise<SamlSsoProvider> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/admin/sso/providers',
    token,
    payload: { kind: 'saml', label: 'School Directory', idpMetadataUrl: idp.metadataUrl, domains: ['school.test'], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SamlSsoProvider;
}

/** POSTs a SAMLResponse to the ACS as the IdP's page would; the handoff code of the redirect to /sso. */
export async function postToAcs(ctx: TestContext, providerId: string, form: Record<string, string>): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/auth/sso/${providerId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/sso#code=/);
  return decodeURIComponent(location.slice('/sso#code='.length));
}

/** Trades the handoff code as the web app does, from the browser holding `cookie`. */
export async function exchangeFrom(ctx: TestContext, code: string, cookie: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code }, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as { token?: string; message?: string; _id?: string; role?: string; returnTo?: string; provider?: string } };
}

/**
 * The round trip: start at Lyceum, the IdP answers the AuthnRequest (the test shapes the answer:
 * `craft` gets the defaults a good IdP would use), the answer POSTed to the ACS, the code traded.
 */
export async function samlSignIn(
  ctx: TestContext,
  idp: TestIdp,
  provider: SamlSsoProvider,
  answer: Partial<ResponseOptions> & { nameId: string },
  options: { query?: string; relayState?: string; rawResponse?: (defaults: ResponseOptions) => string } = {},
) {
  const { location, cookie } = await startAt(ctx, provider._id, options.query ?? '');
  if (location.startsWith('/sso#code=')) return exchangeFrom(ctx, decodeURIComponent(location.slice('/sso#code='.length)), cookie);
  const request = idp.readRequest(location);
  expect(request.acsUrl).toBe(provider.acsUrl);
  expect(request.issuer).toBe(provider.spEntityId);
  const defaults: ResponseOptions = { inResponseTo: request.id, acsUrl: provider.acsUrl, audience: provider.spEntityId, sign: 'assertion', ...answer };
  const samlResponse = options.rawResponse ? options.rawResponse(defaults) : idp.response(defaults);
  const code = await postToAcs(ctx, provider._id, { SAMLResponse: samlResponse, RelayState: options.relayState ?? request.relayState ?? '' });
  return exchangeFrom(ctx, code, cookie);
}
