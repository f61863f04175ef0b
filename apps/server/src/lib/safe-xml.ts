import { DOMParser } from '@xmldom/xmldom';

/**
 * XML from outside (an IdP's metadata, a SAML answer, an imported quiz) is refused before any
 * parser sees it when it declares a DOCTYPE: that is where external entities (XXE: reading the
 * server's files or addresses) and entity expansion ("billion laughs") live, and none of these
 * formats has a use for one.
 */
export function declaresDoctype(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

/** Parses XML with @xmldom/xmldom (no DTD, no entities besides XML's five), throwing on any error. */
export function parseXml(xml: string): Document {
  if (declaresDoctype(xml)) throw new Error('the XML declares a DOCTYPE or entities, which Lyceum does not read');
  const fail = (message: string) => {
    throw new Error(`the XML is not well-formed (${message.split('\n')[0]?.replace(/^\[xmldom \w+\]\s*/, '')})`);
  };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new Error('the XML has no root element');
  return doc;
}
