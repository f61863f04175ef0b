import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** HTML's elements that have no end tag: XML writes them closed (`<br/>`). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function write(node: Node): string {
  if (node.nodeName === '#text') return escapeText((node as DefaultTreeAdapterMap['textNode']).value);
  if (!('tagName' in node)) return ''; // comments and the like carry nothing a reader sees
  const attributes = node.attrs.filter((a) => /^[A-Za-z_][\w.-]*$/.test(a.name)).map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join('');
  if (VOID.has(node.tagName)) return `<${node.tagName}${attributes}/>`;
  const children = ('content' in node ? node.content.childNodes : node.childNodes).map(write).join('');
  return `<${node.tagName}${attributes}>${children}</${node.tagName}>`;
}

/**
 * Rich text (HTML, already sanitised) as well-formed XHTML for an XML document such as a QTI
 * item's body: parsed as a browser would (parse5), then written with every element closed and
 * every text and attribute escaped. An attribute name XML cannot hold is left out.
 */
export function xhtmlOf(html: string): string {
  return parseFragment(html).childNodes.map(write).join('');
}
