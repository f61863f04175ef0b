// A SAML identity provider for `npm run bench:sso`, in a worker thread so its signing does not
// queue behind the bench's clients: metadata, and a sign-in address that reads the AuthnRequest
// (HTTP-Redirect binding) and answers, at once, with the Response the IdP's page would POST to the
// ACS (its assertion signed, RSA-SHA256 by xml-crypto under a key made at start), as JSON
// for the bench to post. What the IdP spends is thus out of Lyceum's timings.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

const NS = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const newId = () => `_${randomBytes(16).toString('hex')}`;
const pems = await generate([{ name: 'commonName', value: 'Bench IdP' }], { keySize: 2048, algorithm: 'sha256' });
const der = pems.cert.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
let url = '';

function sign(xml, id) {
  const sig = new SignedXml({
    privateKey: pems.private,
    publicCert: pems.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const element = `//*[@ID='${id}']`;
  sig.addReference({ xpath: element, transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'], digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  sig.computeSignature(xml, { location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' } });
  return sig.getSignedXml();
}

function response({ inResponseTo, acsUrl, audience, nameId, email }) {
  const now = new Date();
  const notBefore = new Date(now.getTime() - 30_000).toISOString();
  const notOnOrAfter = new Date(now.getTime() + 5 * 60_000).toISOString();
  const responseId = newId();
  const assertionId = newId();
  const issuer = escape(`${url}/idp`);
  const assertion =
    `<saml:Assertion ${NS} ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escape(nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escape(email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  const xml =
    `<samlp:Response ${NS} ID="${responseId}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(acsUrl)}" InResponseTo="${escape(inResponseTo)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  // The assertion signed, as ADFS and Entra ID do by default (Lyceum's default requirement too).
  return sign(xml, assertionId);
}

const server = createServer((req, res) => {
  const at = new URL(req.url ?? '/', url);
  if (at.pathname === '/metadata') {
    res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(`<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${url}/idp">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${der}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`);
    return;
  }
  if (at.pathname === '/sso') {
    const xml = inflateRawSync(Buffer.from(at.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
    const acsUrl = attr('AssertionConsumerServiceURL');
    const audience = /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '';
    const login = at.searchParams.get('login_hint') ?? 'nobody';
    const saml = Buffer.from(response({ inResponseTo: attr('ID'), acsUrl, audience, nameId: login, email: `${login}@bench.test` })).toString('base64');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ acsUrl, SAMLResponse: saml, RelayState: at.searchParams.get('RelayState') ?? '' }));
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  url = `http://127.0.0.1:${server.address().port}`;
  parentPort.postMessage({ metadataUrl: `${url}/metadata` });
});
