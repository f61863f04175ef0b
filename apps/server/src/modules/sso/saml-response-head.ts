// What Lyceum reads of a SAMLResponse's root start tag before, or instead of, parsing the whole:
// the cheap parts of the SAML check (saml-client.ts, saml-check-thread.ts).

/**
 * The InResponseTo of a SAMLResponse's root element as it is written, read without parsing, so the
 * flow it names can be looked up before the check (saml-check-thread.ts). Only a guess for that
 * look-up: node-saml reads InResponseTo from the parsed document and checks it; a value written
 * with entities or anything unusual reads differently here, and then the check asks for the one
 * it read. Null when the start of the response names none.
 */
export function inResponseToOf(samlResponse: string): string | null {
  // The root element's start tag is within the first bytes (after an XML declaration); 8 KB of base64 is 6 KB of XML.
  const head = Buffer.from(samlResponse.slice(0, 8192), 'base64').toString('utf8');
  const start = /^\s*(?:<\?xml[^>]*\?>\s*)?<(?:[A-Za-z_][\w.-]*:)?Response(\s[^<>]*)>/.exec(head);
  return (start && /\sInResponseTo\s*=\s*(?:"([^"&]*)"|'([^'&]*)')/.exec(start[1]!)?.slice(1).find((value) => value !== undefined)) ?? null;
}

/**
 * The response's root element alone (its start tag, closed), for reading its Destination with the
 * parser without parsing the whole response a fourth time (node-saml parses it, xml-crypto and
 * xml2js the signed parts; ~0.3 ms of CPU for a 7 KB response). The start tag is cut out only when
 * it is plainly written (an XML declaration at most before it, quoted attributes without `<`); its
 * attributes are then read by the same parser as the whole response's would be, and node-saml's
 * parse refuses a response that is not well-formed after it. Null otherwise: the whole is parsed.
 */
export function rootStartTagOf(xml: string): string | null {
  const start = /^\uFEFF?(?:<\?xml\s[^<>]*\?>)?\s*<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(xml);
  if (!start) return null;
  return start[3] === '/' ? start[0] : `${start[0]}</${start[1]}>`;
}
