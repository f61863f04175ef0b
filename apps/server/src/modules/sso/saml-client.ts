import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type CacheProvider, type Profile, type SamlConfig } from '@node-saml/node-saml';
import { deflateRawSync } from 'node:zlib';
import { SAML_NAME_ID_FORMATS, type SamlIdp, type SamlProviderSettings } from '@lyceum/shared/sso';
import { declaresDoctype, parseXml } from '../../lib/safe-xml';
import { rootStartTagOf } from './saml-response-head';
import { parseSignatureKeysOnce } from './signature-keys';
import { speedUpXmldomClone } from './xmldom-clone-speedup';
import { speedUpXPath } from './xpath-speedups';

speedUpXPath();
parseSignatureKeysOnce();
speedUpXmldomClone();

/**
 * Lyceum as a SAML 2.0 service provider for one identity provider, through @node-saml/node-saml:
 * the AuthnRequest (HTTP-Redirect binding), the check of the answer POSTed to the Assertion
 * Consumer Service, and Lyceum's metadata. node-saml checks the signatures (xml-crypto, only what
 * the signature covers is read), audience, times and InResponseTo; this file adds what it leaves
 * to its caller: no DOCTYPE, no comment, the issuer, the recipient and destination, an expiry.
 */
export interface SamlProvider {
  id: string;
  settings: SamlProviderSettings;
  idp: SamlIdp;
}

/** Where the IdP sends people back, and the name Lyceum goes by there: one of each per provider. */
export const acsUrlOf = (base: string, providerId: string): string => `${base}/api/auth/sso/${providerId}/acs`;
/** The entity ID is the address of Lyceum's metadata, as most IdPs expect of a service provider. */
export const spEntityIdOf = (base: string, providerId: string): string => `${base}/api/auth/sso/${providerId}/metadata`;

/** How far the IdP's clock may be from ours, either way, for NotBefore and NotOnOrAfter. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** node-saml set up for this provider and this site (exported for the test of authnRequestUrl). */
export function samlOf(provider: SamlProvider, base: string, extra: Partial<SamlConfig>): SAML {
  const { settings, idp } = provider;
  const spEntityId = spEntityIdOf(base, provider.id);
  return new SAML({
    issuer: spEntityId,
    audience: spEntityId,
    callbackUrl: acsUrlOf(base, provider.id),
    entryPoint: idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.certificates.map((certificate) => certificate.der),
    identifierFormat: SAML_NAME_ID_FORMATS[settings.nameIdFormat],
    // ADFS and Entra ID refuse a sign-in whose method is not the one asked for (Kerberos, MFA): ask none.
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: settings.signedPart !== 'response',
    wantAuthnResponseSigned: settings.signedPart !== 'assertion',
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    ...extra,
  });
}

/**
 * The IdP's sign-in address carrying an AuthnRequest with the given ID (the flow's key) and
 * RelayState: the HTTP-Redirect binding's URL, as node-saml's getAuthorizeUrlAsync writes it for an
 * unsigned request. node-saml writes the request; only its DEFLATE is done here, at once, instead
 * of with zlib's asynchronous deflateRaw: a ~700-byte request is ~0.05 ms of compressing, but the
 * trip to libuv's thread pool and back to a busy event loop was most of a start's p99 (at 50
 * sign-ins at a time, the start's p99 5.8–6.4 ms this way against 9.6–12.1 ms). With
 * `skipRequestCompression` node-saml hands the request over uncompressed; saml-client.test.ts
 * checks the URL against getAuthorizeUrlAsync's, byte for byte.
 */
export async function authnRequestUrl(provider: SamlProvider, base: string, requestId: string, relayState: string): Promise<string> {
  const saml = samlOf(provider, base, { generateUniqueId: () => requestId, validateInResponseTo: ValidateInResponseTo.never, skipRequestCompression: true });
  const message = await saml.getAuthorizeMessageAsync(relayState, undefined, {});
  const target = new URL(provider.idp.ssoUrl);
  for (const [name, value] of Object.entries(message)) {
    target.searchParams.set(name, name === 'SAMLRequest' ? deflateRawSync(Buffer.from(String(value), 'base64')).toString('base64') : String(value));
  }
  return target.toString();
}

/** Lyceum's SP metadata for this provider, to hand to the IdP (its address is the entity ID). */
export function spMetadata(provider: SamlProvider, base: string): string {
  return generateServiceProviderMetadata({
    issuer: spEntityIdOf(base, provider.id),
    callbackUrl: acsUrlOf(base, provider.id),
    identifierFormat: SAML_NAME_ID_FORMATS[provider.settings.nameIdFormat],
    wantAssertionsSigned: provider.settings.signedPart !== 'response',
    // The same document at every read.
    generateUniqueId: () => `_lyceum-${provider.id}`,
  });
}

/** Why an answer was refused: the request it names is not one of ours (or was used), or it cannot be trusted. */
export class SamlRejection extends Error {
  constructor(
    readonly kind: 'unknownRequest' | 'untrusted',
    message: string,
  ) {
    super(message);
  }
}

/** What a checked answer says: the NameID, the attributes, and the assertion's ID and expiry for the replay cache. */
export interface SamlAnswer {
  nameId: string;
  attributes: Record<string, string | string[]>;
  assertionId: string;
  expiresAt: Date;
}

/**
 * Finds the flow an InResponseTo names, once: it returns the time the request was made, or null
 * when this server issued no such request (or its answer already came).
 */
export type TakeRequest = (requestId: string) => Promise<Date | null>;

type Xml2Js = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const children = (node: Xml2Js | undefined, name: string): Xml2Js[] => (Array.isArray(node?.[name]) ? (node[name] as Xml2Js[]) : []);

/**
 * Checks a SAMLResponse (base64, from the HTTP-POST binding) and returns what it says. Throws a
 * SamlRejection with the reason for the sign-in log (never the XML itself).
 */
export async function checkAnswer(provider: SamlProvider, base: string, samlResponse: string, takeRequest: TakeRequest, requestTtlMs: number): Promise<SamlAnswer> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (declaresDoctype(xml)) throw new SamlRejection('untrusted', 'the response declares a DOCTYPE or entities (XXE, entity expansion)');
  // Signatures are computed over canonical XML without comments: a comment is never signed, and one
  // inside a NameID (user@school.org<!---->.evil.com) is how a value is cut where a reader stops.
  if (xml.includes('<!--')) throw new SamlRejection('untrusted', 'the response carries an XML comment, which no signature covers');
  let destination: string | null;
  try {
    destination = parseXml(rootStartTagOf(xml) ?? xml).documentElement!.getAttribute('Destination');
  } catch (error) {
    throw new SamlRejection('untrusted', `the response is not XML: ${messageOf(error)}`);
  }

  let known: boolean | undefined;
  const taken = new Map<string, string>();
  const cacheProvider: CacheProvider = {
    saveAsync: async () => null,
    async getAsync(key) {
      if (taken.has(key)) return taken.get(key)!;
      const at = await takeRequest(key);
      known = at !== null;
      if (at === null) return null;
      taken.set(key, at.toISOString());
      return at.toISOString();
    },
    removeAsync: async () => null,
  };
  const saml = samlOf(provider, base, { validateInResponseTo: ValidateInResponseTo.always, cacheProvider, requestIdExpirationPeriodMs: requestTtlMs });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    const message = messageOf(error);
    if (known !== true && /InResponseTo/.test(message)) throw new SamlRejection('unknownRequest', `InResponseTo names no sign-in this server started, or one already answered (${message})`);
    throw new SamlRejection('untrusted', message);
  }
  if (!profile) throw new SamlRejection('untrusted', 'the response holds no assertion');

  const acsUrl = acsUrlOf(base, provider.id);
  if (destination !== null && destination !== acsUrl) throw new SamlRejection('untrusted', `the response's Destination ${destination} is not this provider's ACS URL`);
  const assertion = (profile.getAssertion?.() as { Assertion?: Xml2Js } | undefined)?.Assertion;
  const issuer = children(assertion, 'Issuer')[0]?._?.trim();
  if (issuer !== provider.idp.entityId) throw new SamlRejection('untrusted', `the assertion's Issuer ${issuer ?? '(none)'} is not the IdP's entity ID`);
  const assertionId = assertion?.$?.ID;
  if (!assertionId) throw new SamlRejection('untrusted', 'the assertion has no ID');
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation')
    .filter((confirmation) => confirmation.$?.Method === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
    .map((confirmation) => children(confirmation, 'SubjectConfirmationData')[0]?.$ ?? {});
  const forUs = confirmations.find((data) => data.Recipient === acsUrl);
  if (!forUs) {
    const named = confirmations.map((data) => data.Recipient ?? '(none)').join(', ') || '(no bearer confirmation)';
    throw new SamlRejection('untrusted', `the assertion's Recipient ${named} is not this provider's ACS URL`);
  }
  const notOnOrAfter = Date.parse(forUs.NotOnOrAfter ?? '');
  if (Number.isNaN(notOnOrAfter)) throw new SamlRejection('untrusted', 'the assertion\'s SubjectConfirmationData has no NotOnOrAfter');
  if (!profile.nameID) throw new SamlRejection('untrusted', 'the assertion has no NameID');

  const attributes: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((profile.attributes ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') attributes[name] = value;
    else if (Array.isArray(value)) attributes[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return { nameId: profile.nameID, attributes, assertionId, expiresAt: new Date(notOnOrAfter + CLOCK_SKEW_MS) };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
