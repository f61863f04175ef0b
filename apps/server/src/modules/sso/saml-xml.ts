import { X509Certificate } from 'node:crypto';
import { parseXml } from '../../lib/safe-xml';
import { isLoopbackHost, type SamlIdp } from '@lyceum/shared/sso';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The most bytes of metadata read from the IdP's address. */
const METADATA_MAX_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

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
  const doc = parseXml(xml);
  const root = doc.documentElement!;
  const entities = root.localName === 'EntityDescriptor' && root.namespaceURI === MD ? [root] : elements(doc, MD, 'EntityDescriptor');
  const entity = entities.find((candidate) => elements(candidate, MD, 'IDPSSODescriptor').length > 0);
  if (!entity) throw new Error('it describes no identity provider (no EntityDescriptor with an IDPSSODescriptor)');
  const entityId = entity.getAttribute('entityID')?.trim();
  if (!entityId) throw new Error('its EntityDescriptor has no entityID');
  const idp = elements(entity, MD, 'IDPSSODescriptor')[0]!;
  const service = elements(idp, MD, 'SingleSignOnService').find((element) => element.getAttribute('Binding') === REDIRECT);
  const ssoUrl = service?.getAttribute('Location')?.trim();
  if (!ssoUrl) throw new Error('it offers no SingleSignOnService with the HTTP-Redirect binding');
  if (!allowedAddress(ssoUrl)) throw new Error(`its SingleSignOnService ${ssoUrl} is not an https:// address`);
  const certificates = elements(idp, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing' || key.getAttribute('use') === '')
    .flatMap((key) => elements(key, DS, 'X509Certificate'))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''))
    .filter((der, index, all) => der !== '' && all.indexOf(der) === index)
    .map((der) => ({ der, notAfter: notAfterOf(der) }));
  if (certificates.length === 0) throw new Error('it lists no signing certificate');
  return { entityId, ssoUrl, certificates };
}

function notAfterOf(der: string): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(der, 'base64'));
  } catch {
    throw new Error('one of its signing certificates is not an X.509 certificate');
  }
  const at = Date.parse(certificate.validTo);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Reads the IdP's metadata from its address: https (http on this machine only), 10 s, 1 MB at most. */
export async function fetchIdpMetadata(url: string): Promise<SamlIdp> {
  if (!allowedAddress(url)) throw new Error('the address is not https://');
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } });
  if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > METADATA_MAX_BYTES) throw new Error('it is larger than 1 MB');
  const text = await response.text();
  if (text.length > METADATA_MAX_BYTES) throw new Error('it is larger than 1 MB');
  return parseIdpMetadata(text);
}
