/**
 * What @xmldom/xmldom (0.8) found wrong with XML, and where. It gives no error codes: each fault is
 * one of its fixed message templates ("entity not found:&nbsp;"), which name the kind here; the
 * position is the one its locator appends ("@#[line:3,col:5]": where the tag it was reading
 * starts). Kept free of the catalogue, as safe-xml.ts is; lib/xml-refusal-text.ts words each kind.
 * xml-faults.test.ts feeds xmldom real broken XML for every kind, so a reworded template fails there.
 */
export type XmlFaultKind =
  | 'empty'
  | 'unknownEntity'
  | 'commentNotClosed'
  | 'attributeTwice'
  | 'attributeValueNotClosed'
  | 'attributeWithoutValue'
  | 'badAttributeName'
  | 'badElementName'
  | 'tagNotClosed'
  | 'endTagNotClosed'
  | 'endTagExtra'
  | 'outsideRoot'
  | 'slashNotClosing'
  | 'unexpectedEnd';

export interface XmlFault {
  kind: XmlFaultKind;
  /** 1-based; 0 when xmldom gave none. */
  line: number;
  column: number;
  /** The element, attribute or entity it names ('' for kinds that name none). */
  name: string;
}

/** xmldom's templates, after its "[xmldom error]\t" prefix; "element parse error: Error: …" wraps what its tag reader threw. */
const TEMPLATES: readonly [RegExp, XmlFaultKind][] = [
  [/^invalid doc source$/, 'empty'],
  [/^entity not found:(.*)$/, 'unknownEntity'],
  [/^Unclosed comment$/, 'commentNotClosed'],
  [/^Attribute (.*) redefined$/, 'attributeTwice'],
  [/^end tag name: (\S*) (?:is not complete:|maybe not complete)/, 'endTagNotClosed'],
  [/^end tag name is followed by whitespace and trailing content: "([^\s"]*)/, 'endTagExtra'],
  [/^unexpected end of input$/, 'unexpectedEnd'],
  [/^element parse error: Error: attribute value no end '.' match$/, 'attributeValueNotClosed'],
  [/^element parse error: Error: attribute (?:value missed|value must after "="|equal must after attrName)/, 'attributeWithoutValue'],
  [/^element parse error: Error: invalid attribute:(.*)$/, 'badAttributeName'],
  [/^element parse error: Error: invalid tagName:(.*)$/, 'badElementName'],
  [/^element parse error: Error: unexpected < in tag name: (.*)$/, 'tagNotClosed'],
  [/^element parse error: Error: Hierarchy request error/, 'outsideRoot'],
  [/^element parse error: Error: (?:elements closed character '\/' and '>' must be connected to|attribute invalid close char\('\/'\))/, 'slashNotClosing'],
];

/** The fault an xmldom error message names, or null for a message of no known template (its words are then shown as they are). */
export function xmlFaultOf(message: string): XmlFault | null {
  const [first = '', ...rest] = message.replace(/^\[xmldom \w+\]\s*/, '').split('\n');
  const at = /@#\[line:(\d+),col:(\d+)\]/.exec(rest.join('\n'));
  for (const [template, kind] of TEMPLATES) {
    const match = template.exec(first);
    if (match) return { kind, line: Number(at?.[1] ?? 0), column: Number(at?.[2] ?? 0), name: match[1] ?? '' };
  }
  return null;
}
