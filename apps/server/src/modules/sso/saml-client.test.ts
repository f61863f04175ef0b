import { inflateRawSync } from 'node:zlib';
import { ValidateInResponseTo } from '@node-saml/node-saml';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { testSamlProvider } from '../../../test/sso/saml-test-provider';
import { authnRequestUrl, samlOf, type SamlProvider } from './saml-client';

/**
 * The AuthnRequest's address, its DEFLATE done at once by Lyceum, is the one node-saml's own
 * getAuthorizeUrlAsync writes (asynchronous DEFLATE) for the same request: byte for byte, with and
 * without RelayState, and on an IdP address that has a query of its own.
 */
const BASE = 'https://lyceum.school.test';
let idp: TestIdp;
let provider: SamlProvider;

beforeAll(async () => {
  idp = await startTestIdp();
  provider = testSamlProvider(idp);
});
afterAll(async () => {
  await idp?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** node-saml's own URL for the same request ID (its IssueInstant is the clock's, frozen by the test). */
const nodeSamlUrl = (of: SamlProvider, requestId: string, relayState: string) =>
  samlOf(of, BASE, { generateUniqueId: () => requestId, validateInResponseTo: ValidateInResponseTo.never }).getAuthorizeUrlAsync(relayState, undefined, {});

describe('authnRequestUrl', () => {
  it("is node-saml's HTTP-Redirect address for the same request, byte for byte", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T10:00:00.000Z') });
    const onQuery = { ...provider, idp: { ...provider.idp, ssoUrl: `${provider.idp.ssoUrl}?tenant=school&lang=en` } };
    for (const [of, relayState] of [[provider, '/classes/c-1?tab=classwork'], [provider, ''], [onQuery, '/dashboard']] as const) {
      const url = await authnRequestUrl(of, BASE, '_request-1', relayState);
      expect(url).toBe(await nodeSamlUrl(of, '_request-1', relayState));
      const params = new URL(url).searchParams;
      expect(params.get('RelayState')).toBe(relayState === '' ? null : relayState);
      const request = inflateRawSync(Buffer.from(params.get('SAMLRequest')!, 'base64')).toString('utf8');
      expect(request).toContain('ID="_request-1"');
      expect(request).toContain('IssueInstant="2026-11-30T10:00:00.000Z"');
    }
  });
});
