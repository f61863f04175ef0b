// A SAML identity provider for `npm run bench:sso`, in a worker thread so its signing does not
// queue behind the bench's clients: metadata, and a sign-in address that reads the AuthnRequest
// (HTTP-Redirect binding) and answers, at once, with the Response the IdP's page would POST to the
// ACS (its assertion signed, RSA-SHA256, exclusive canonicalisation, under a key made at start),
// as JSON for the bench to post. What the IdP spends is thus out of Lyceum's timings; but on a
// 2-core machine its CPU is taken from the server's, so it signs cheaply: the assertion is written
// in its canonical form already, so its digest and the signature are a hash and an RSA signature
// (~1.5 ms of CPU) instead of xml-crypto's parse, XPath and canonicalisation (~5 ms). At start it
// checks that both give the same signature; the server checks each one with node-saml as usual.
import { createHash, createPrivateKey, createSign, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

const NS = 'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Exclusive XML canonicalisation's escaping: text escapes & < >, attribute values & < " and whitespace.
const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const newId = () => `_${randomBytes(16).toString('hex')}`;
const pems = await generate([{ name: 'commonName', value: 'Bench IdP' }], { keySize: 2048, algorithm: 'sha256' });
const privateKey = createPrivateKey(pems.private);
const der = pems.cert.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
let url = '';

/** The reference implementation: xml-crypto signing the assertion with the ID `id` inside `xml`. */
function signWithXmlCrypto(xml, id) {
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

/**
 * The assertion's parts in exclusive canonical form (the only namespace it uses declared on it,
 * attributes in order, no empty-element tags): the text that is digested, and, with the
 * signature after the Issuer, what is sent.
 */
function assertionParts({ id, now, issuer, inResponseTo, acsUrl, audience, nameId, email }) {
  const notBefore = new Date(now.getTime() - 30_000).toISOString();
  const notOnOrAfter = new Date(now.getTime() + 5 * 60_000).toISOString();
  const head = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${attr(id)}" IssueInstant="${now.toISOString()}" Version="2.0"><saml:Issuer>${text(issuer)}</saml:Issuer>`;
  const tail =
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${text(nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${attr(inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${attr(acsUrl)}"></saml:SubjectConfirmationData></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${text(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${text(email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  return { head, tail };
}

/** The enveloped signature of a canonical assertion: its SHA-256 digest in SignedInfo (canonical too), signed RSA-SHA256. */
function signatureOf(id, canonicalAssertion) {
  const digest = createHash('sha256').update(canonicalAssertion).digest('base64');
  const signedInfo =
    `<SignedInfo xmlns="${DSIG}"><CanonicalizationMethod Algorithm="${C14N}"></CanonicalizationMethod><SignatureMethod Algorithm="${RSA_SHA256}"></SignatureMethod>` +
    `<Reference URI="#${attr(id)}"><Transforms><Transform Algorithm="${ENVELOPED}"></Transform><Transform Algorithm="${C14N}"></Transform></Transforms>` +
    `<DigestMethod Algorithm="${SHA256}"></DigestMethod><DigestValue>${digest}</DigestValue></Reference></SignedInfo>`;
  const value = createSign('RSA-SHA256').update(signedInfo).sign(privateKey, 'base64');
  return `<Signature xmlns="${DSIG}">${signedInfo.replace(` xmlns="${DSIG}"`, '')}<SignatureValue>${value}</SignatureValue><KeyInfo><X509Data><X509Certificate>${der}</X509Certificate></X509Data></KeyInfo></Signature>`;
}

function response({ inResponseTo, acsUrl, audience, nameId, email }) {
  const now = new Date();
  const assertionId = newId();
  const issuer = `${url}/idp`;
  const { head, tail } = assertionParts({ id: assertionId, now, issuer, inResponseTo, acsUrl, audience, nameId, email });
  // The assertion signed, as ADFS and Entra ID do by default (Lyceum's default requirement too).
  const assertion = `${head}${signatureOf(assertionId, head + tail)}${tail}`;
  return (
    `<samlp:Response ${NS} ID="${newId()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(acsUrl)}" InResponseTo="${escape(inResponseTo)}">` +
    `<saml:Issuer>${escape(issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`
  );
}

/** At start: the cheap signature must be xml-crypto's, byte for byte (RSA PKCS#1 v1.5 signatures are deterministic). */
function checkSigningAgainstXmlCrypto() {
  const parts = assertionParts({ id: '_check', now: new Date(), issuer: 'https://idp.test/a?b=1&c="d"', inResponseTo: '_r&<>', acsUrl: 'https://sp.test/acs?x=1&y=>', audience: 'https://sp.test/md', nameId: 'a&b<c>@bench.test', email: 'a&b@bench.test' });
  const wrap = (assertion) => `<samlp:Response ${NS} ID="_outer" Version="2.0"><saml:Issuer>x</saml:Issuer>${assertion}</samlp:Response>`;
  const valueOf = (xml, name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  const ours = wrap(`${parts.head}${signatureOf('_check', parts.head + parts.tail)}${parts.tail}`);
  const theirs = signWithXmlCrypto(wrap(parts.head + parts.tail), '_check');
  for (const name of ['DigestValue', 'SignatureValue']) {
    if (!valueOf(ours, name) || valueOf(ours, name) !== valueOf(theirs, name)) throw new Error(`the bench IdP's ${name} differs from xml-crypto's: its canonical form is wrong`);
  }
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
checkSigningAgainstXmlCrypto();
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  url = `http://127.0.0.1:${server.address().port}`;
  parentPort.postMessage({ metadataUrl: `${url}/metadata` });
});
