import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { testSamlProvider } from '../../../test/sso/saml-test-provider';
import { parseXml } from '../../lib/safe-xml';
import { acsUrlOf, checkAnswer, SamlRejection, spEntityIdOf, type SamlProvider } from './saml-client';
import { rootStartTagOf } from './saml-response-head';

/**
 * The response's Destination is read from its root start tag alone (rootStartTagOf), not from a
 * parse of the whole response: the same value as the whole would give, the whole parsed when the
 * start tag cannot be cut out plainly, and a foreign Destination refused however it is written.
 */
const BASE = 'https://lyceum.school.test';
const NS = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"';
let idp: TestIdp;
let provider: SamlProvider;

beforeAll(async () => {
  idp = await startTestIdp();
  provider = testSamlProvider(idp);
});
afterAll(() => idp?.close());

const destinationOf = (xml: string) => parseXml(xml).documentElement!.getAttribute('Destination');

describe("a SAML response's root start tag", () => {
  it('is cut out closed, and its Destination reads as the whole response would give it', () => {
    const responses = [
      `<samlp:Response ${NS} ID="_1" Destination="https://a.test/acs"><samlp:Status/></samlp:Response>`,
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<samlp:Response ${NS}\n  ID='_2' Note="a > b" Destination = 'https://a.test/acs?x=1&amp;y=&quot;2&quot;'><x/></samlp:Response>`,
      `<Response xmlns="urn:oasis:names:tc:SAML:2.0:protocol" Destination="https://a.test/acs"/>`,
    ];
    for (const xml of responses) {
      const head = rootStartTagOf(xml);
      expect(head).not.toBeNull();
      // The start tag as written (no child), closed unless it closes itself.
      expect(xml.startsWith(head!.replace(/<\/[\w:]+>$/, ''))).toBe(true);
      expect(head).not.toMatch(/<(samlp:Status|x)\b/);
      expect(destinationOf(head!)).toBe(destinationOf(xml));
    }
    expect(destinationOf(rootStartTagOf(responses[1]!)!)).toBe('https://a.test/acs?x=1&y="2"');
  });

  it('is not cut out when it is not written plainly: then the whole response is parsed', () => {
    for (const xml of [
      `<!-- c --><samlp:Response ${NS} Destination="https://a.test/acs"/>`,
      `<?other x?><samlp:Response ${NS} Destination="https://a.test/acs"/>`,
      `<samlp:Response ${NS} Destination=https://a.test/acs/>`,
      `<samlp:Response ${NS} Destination="https://a.test/<acs"/>`,
      `<samlp:Réponse ${NS} Destination="https://a.test/acs"/>`,
      'not XML',
    ]) {
      expect(rootStartTagOf(xml)).toBeNull();
    }
  });

  it('carries a foreign Destination to the check, which refuses it however it is written', async () => {
    const destination = 'https://other-app.example.org/acs?a=1&b=>';
    const response = idp.response({ inResponseTo: '_req-1', acsUrl: acsUrlOf(BASE, provider.id), audience: spEntityIdOf(BASE, provider.id), nameId: 'nia@school.test', attributes: { email: 'nia@school.test' }, sign: 'assertion', destination });
    const refusal = await checkAnswer(provider, BASE, response, async () => new Date(Date.now() - 60_000), 10 * 60_000).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SamlRejection);
    expect((refusal as SamlRejection).message).toBe(`the response's Destination ${destination} is not this provider's ACS URL`);
  });
});
