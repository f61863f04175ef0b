import { X509Certificate } from 'node:crypto';
import { localized, WordedError } from '../../lib/http-errors';
import type { MessageValues } from '../../lib/i18n';
import { parseXml, XmlRefused } from '../../lib/safe-xml';
import { xmlRefusalText } from '../../lib/xml-refusal-text';
import { isLoopbackHost, type SamlIdp } from '@lyceum/shared/sso';
import { METADATA_REASONS } from './sso-check.messages';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The most bytes of metadata read from the IdP's address. */
const METADATA_MAX_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** Metadata refused: the reason, in English for logs and in the admin's language on the screen. */
const refused = (reason: keyof typeof METADATA_REASONS, values?: MessageValues) => new WordedError(localized(METADATA_REASONS[reason], values));

/** The XML parser's refusal, worded as the catalogue words it (what is wrong and where). */
function parsed(xml: string): Document {
  try {
    return parseXml(xml);
  } catch (error) {
    throw error instanceof XmlRefused ? new WordedError(xmlRefusalText(error)) : error;
  }
}

const elements = (parent: Document | Element, ns: string, name: string): Element[] => Array.from(parent.getElementsByTagNameNS(ns, name));

const allowedAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
};

/**
 * What Lyceum needs of an IdP's metadata: its entity ID, its SingleSignOnService for the
 * HTTP-Redirect binding, and its signing certificates. A federation's EntitiesDescriptor is read
 * too: its first entity with an IDPSSODescriptor.
 */
export function parseIdpMetadata(xml: string): SamlIdp {
  const doc = parsed(xml);
  const root = doc.documentElement!;
  const entities = root.localName === 'EntityDescriptor' && root.namespaceURI === MD ? [root] : elements(doc, MD, 'EntityDescriptor');
  const entity = entities.find((candidate) => elements(candidate, MD, 'IDPSSODescriptor').length > 0);
  if (!entity) throw refused('noIdp');
  const entityId = entity.getAttribute('entityID')?.trim();
  if (!entityId) throw refused('noEntityId');
  const idp = elements(entity, MD, 'IDPSSODescriptor')[0]!;
  const service = elements(idp, MD, 'SingleSignOnService').find((element) => element.getAttribute('Binding') === REDIRECT);
  const ssoUrl = service?.getAttribute('Location')?.trim();
  if (!ssoUrl) throw refused('noRedirect');
  if (!allowedAddress(ssoUrl)) throw refused('ssoNotHttps', { url: ssoUrl });
  const certificates = elements(idp, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing' || key.getAttribute('use') === '')
    .flatMap((key) => elements(key, DS, 'X509Certificate'))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''))
    .filter((der, index, all) => der !== '' && all.indexOf(der) === index)
    .map((der) => ({ der, notAfter: notAfterOf(der) }));
  if (certificates.length === 0) throw refused('noCertificate');
  return { entityId, ssoUrl, certificates };
}

function notAfterOf(der: string): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(der, 'base64'));
  } catch {
    throw refused('badCertificate');
  }
  const at = Date.parse(certificate.validTo);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Reads the IdP's metadata from its address: https (http on this machine only), 10 s, 1 MB at most. */
export async function fetchIdpMetadata(url: string): Promise<SamlIdp> {
  if (!allowedAddress(url)) throw refused('addressNotHttps');
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } });
  if (!response.ok) throw refused('httpStatus', { status: String(response.status) });
  if (Number(response.headers.get('content-length') ?? 0) > METADATA_MAX_BYTES) throw refused('tooLarge');
  const text = await response.text();
  if (text.length > METADATA_MAX_BYTES) throw refused('tooLarge');
  return parseIdpMetadata(text);
}
