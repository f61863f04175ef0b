import { DOMParser } from '@xmldom/xmldom';
import { xmlFaultOf, type XmlFault } from './xml-faults';

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
 * XML refused, in English (a log's words, and xmldom's own in `detail`); `reason` and `fault` let a
 * caller word it in its reader's language (lib/xml-refusal-text.ts). Kept free of the catalogue:
 * the SAML check thread parses XML too, and loads nothing it does not need.
 */
export class XmlRefused extends Error {
  constructor(
    readonly reason: 'doctype' | 'notWellFormed' | 'noRoot',
    message: string,
    readonly detail = '',
    readonly fault: XmlFault | null = null,
  ) {
    super(message);
  }
}

/** xmldom's first complaint: thrown from its error handler, and again when it wraps the first in its own. */
class Complaint extends Error {}

function domOf(xml: string, locate: boolean): Document {
  let first: Complaint | undefined;
  const fail = (message: string): never => {
    first ??= new Complaint(message);
    throw first;
  };
  try {
    return new DOMParser({ ...(locate ? { locator: {} } : {}), errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
  } catch (error) {
    throw first ?? error;
  }
}

/** Parses XML with @xmldom/xmldom (no DTD, no entities besides XML's five), throwing XmlRefused on any error. */
export function parseXml(xml: string): Document {
  if (declaresDoctype(xml)) throw new XmlRefused('doctype', 'the XML declares a DOCTYPE or entities, which Lyceum does not read');
  let doc: Document;
  try {
    doc = domOf(xml, false);
  } catch (error) {
    if (!(error instanceof Complaint)) throw error;
    throw notWellFormed(xml, error.message);
  }
  if (!doc.documentElement) throw new XmlRefused('noRoot', 'the XML has no root element');
  return doc;
}

/**
 * The refusal, with where the fault is: the XML is read again with xmldom's locator only now, as
 * keeping every node's line and column costs each parse a fifth more (16 against 13 ms of CPU for
 * 140 kB), and nearly every parse succeeds.
 */
function notWellFormed(xml: string, message: string): XmlRefused {
  let located = message;
  try {
    domOf(xml, true);
  } catch (error) {
    if (error instanceof Complaint) located = error.message;
  }
  const detail = located.split('\n')[0]?.replace(/^\[xmldom \w+\]\s*/, '') ?? '';
  return new XmlRefused('notWellFormed', `the XML is not well-formed (${detail})`, detail, xmlFaultOf(located));
}
