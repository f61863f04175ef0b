import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider for the tests, on 127.0.0.1: its own RSA key and self-signed
 * certificate (made at start), metadata at /metadata, a sign-in page at /sso (HTTP-Redirect
 * binding) that POSTs a signed response to the service provider's ACS (HTTP-POST binding), and
 * the response builder the tests use to craft good and bad answers. Signatures are real XML
 * signatures (xml-crypto, RSA-SHA256, exclusive canonicalisation), as ADFS or Shibboleth make them.
 */
export interface ResponseOptions {
  /** The AuthnRequest answered (the Response's InResponseTo); null: none (IdP-initiated). */
  inResponseTo: string | null;
  acsUrl: string;
  audience: string;
  nameId: string;
  /** The NameID's content as raw XML (a comment inside, say) instead of the escaped nameId. */
  nameIdXml?: string;
  attributes?: Record<string, string | string[]>;
  /** Which part carries the IdP's signature. */
  sign: 'assertion' | 'response' | 'both' | 'none';
  assertionId?: string;
  issuer?: string;
  /** Default: the ACS URL. null: no Destination. */
  destination?: string | null;
  recipient?: string;
  /** SubjectConfirmationData's InResponseTo; default the Response's, null: none. */
  subjectInResponseTo?: string | null;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Signs with another key than the one in the metadata. */
  foreignKey?: boolean;
}

export interface AuthnRequestSeen {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string | null;
}

export interface TestIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  /** The people it signs in at its page, by login: NameID and attributes. */
  accounts: Map<string, { nameId: string; attributes: Record<string, string | string[]> }>;
  /** What an AuthnRequest in a redirect to the IdP asked (the redirect's full URL). */
  readRequest(location: string): AuthnRequestSeen;
  /** A signed (or not) Response as XML. */
  responseXml(options: ResponseOptions): string;
  /** The same, base64, as the HTTP-POST binding carries it. */
  response(options: ResponseOptions): string;
  /** Signs the element with this ID in `xml` (enveloped, after its Issuer). */
  signElement(xml: string, id: string, foreign?: boolean): string;
  close(): Promise<void>;
}

const NS = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const newId = (): string => `_${randomBytes(16).toString('hex')}`;
const derOf = (pem: string): string => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

async function keyPair() {
  const pems = await generate([{ name: 'commonName', value: 'Test IdP' }], { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}

export async function startTestIdp(): Promise<TestIdp> {
  const [own, foreign] = await Promise.all([keyPair(), keyPair()]);
  const accounts = new Map<string, { nameId: string; attributes: Record<string, string | string[]> }>();
  const handler: { serve?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server: Server = await new Promise((resolve) => {
    const s = createServer((req, res) => handler.serve?.(req, res)).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/idp`;
  const metadataXml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${derOf(own.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${url}/sso"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  function signElement(xml: string, id: string, useForeign = false): string {
    const { key, cert } = useForeign ? foreign : own;
    const sig = new SignedXml({
      privateKey: key,
      publicCert: cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    const element = `//*[@ID='${id}']`;
    sig.addReference({ xpath: element, transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'], digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
    sig.computeSignature(xml, { location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' } });
    return sig.getSignedXml();
  }

  function responseXml(o: ResponseOptions): string {
    const now = new Date();
    const notBefore = (o.notBefore ?? new Date(now.getTime() - 30_000)).toISOString();
    const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const responseId = newId();
    const assertionId = o.assertionId ?? newId();
    const issuer = escape(o.issuer ?? entityId);
    const destination = o.destination === undefined ? o.acsUrl : o.destination;
    const subjectInResponseTo = o.subjectInResponseTo === undefined ? o.inResponseTo : o.subjectInResponseTo;
    const attributes = Object.entries(o.attributes ?? {})
      .map(([name, value]) => `<saml:Attribute Name="${escape(name)}">${[value].flat().map((v) => `<saml:AttributeValue>${escape(v)}</saml:AttributeValue>`).join('')}</saml:Attribute>`)
      .join('');
    const assertion =
      `<saml:Assertion ${NS} ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${o.nameIdXml ?? escape(o.nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${subjectInResponseTo ? ` InResponseTo="${escape(subjectInResponseTo)}"` : ''} NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(o.recipient ?? o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
      `</saml:Assertion>`;
    let xml =
      `<samlp:Response ${NS} ID="${responseId}" Version="2.0" IssueInstant="${now.toISOString()}"${destination ? ` Destination="${escape(destination)}"` : ''}${o.inResponseTo ? ` InResponseTo="${escape(o.inResponseTo)}"` : ''}>` +
      `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    if (o.sign === 'assertion' || o.sign === 'both') xml = signElement(xml, assertionId, o.foreignKey);
    if (o.sign === 'response' || o.sign === 'both') xml = signElement(xml, responseId, o.foreignKey);
    return xml;
  }

  function readRequest(location: string): AuthnRequestSeen {
    const at = new URL(location);
    const xml = inflateRawSync(Buffer.from(at.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
    return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer: /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '', relayState: at.searchParams.get('RelayState') };
  }

  const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`;
  handler.serve = (req, res) => {
    const at = new URL(req.url ?? '/', url);
    if (req.method === 'GET' && at.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadataXml);
      return;
    }
    if (req.method === 'GET' && at.pathname === '/sso') {
      const request = readRequest(at.href);
      // The sign-in page: a login field, and the request carried on in hidden fields.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        page(
          `<h1>School directory</h1><form method="post" action="/login"><label>Username <input name="login" autocomplete="off"></label>` +
            `<input type="hidden" name="id" value="${escape(request.id)}"><input type="hidden" name="acs" value="${escape(request.acsUrl)}">` +
            `<input type="hidden" name="audience" value="${escape(request.issuer)}"><input type="hidden" name="relay" value="${escape(request.relayState ?? '')}">` +
            `<button type="submit">Sign in to the directory</button></form>`,
        ),
      );
      return;
    }
    if (req.method === 'POST' && at.pathname === '/login') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const account = accounts.get(form.get('login') ?? '');
        if (!account) {
          res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' }).end(page('<p>Unknown user</p>'));
          return;
        }
        const acs = form.get('acs') ?? '';
        const samlResponse = Buffer.from(responseXml({ inResponseTo: form.get('id'), acsUrl: acs, audience: form.get('audience') ?? '', nameId: account.nameId, attributes: account.attributes, sign: 'both' })).toString('base64');
        // The HTTP-POST binding: a form the browser submits to the service provider at once.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          page(
            `<form id="saml" method="post" action="${escape(acs)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
              `<input type="hidden" name="RelayState" value="${escape(form.get('relay') ?? '')}"><noscript><button type="submit">Continue</button></noscript></form>` +
              `<script>document.getElementById('saml').submit()</script>`,
          ),
        );
      });
      return;
    }
    res.writeHead(404).end();
  };

  return {
    url,
    entityId,
    metadataUrl: `${url}/metadata`,
    metadataXml,
    accounts,
    readRequest,
    responseXml,
    response: (options) => Buffer.from(responseXml(options)).toString('base64'),
    signElement,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
