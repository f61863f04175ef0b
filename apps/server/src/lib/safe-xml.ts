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

/**
 * XML refused, in English (a quiz package's and a log's words); `reason` lets a caller word it in
 * its reader's language (an IdP's metadata, sso/saml-metadata-texts.ts). Kept free of the catalogue:
 * the SAML check thread parses XML too, and loads nothing it does not need.
 */
export class XmlRefused extends Error {
  constructor(
    readonly reason: 'doctype' | 'notWellFormed' | 'noRoot',
    message: string,
    readonly detail = '',
  ) {
    super(message);
  }
}

/** Parses XML with @xmldom/xmldom (no DTD, no entities besides XML's five), throwing on any error. */
export function parseXml(xml: string): Document {
  if (declaresDoctype(xml)) throw new XmlRefused('doctype', 'the XML declares a DOCTYPE or entities, which Lyceum does not read');
  const fail = (message: string) => {
    const detail = message.split('\n')[0]?.replace(/^\[xmldom \w+\]\s*/, '') ?? '';
    throw new XmlRefused('notWellFormed', `the XML is not well-formed (${detail})`, detail);
  };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new XmlRefused('noRoot', 'the XML has no root element');
  return doc;
}
