import { createRequire } from 'node:module';

/**
 * Makes xmldom's `cloneNode` cheaper, in the copy node-saml and xml-crypto load. xml-crypto clones
 * the signed element before canonicalising it (three or four clones an answer), and xmldom's clone
 * copies each node's fields with `for (n in node) if (hasOwnProperty(node, n))`: a for-in that also
 * walks the ~70 methods and constants its prototypes define as enumerable, each then thrown away by
 * the own-property test. That loop was the largest single item in the check's profile (~9% of its
 * time). Here those prototype properties are made non-enumerable (still there, still callable, the
 * same values): xmldom's own loops over nodes and node maps keep only own properties anyway, and
 * Object.keys, JSON.stringify and spreading never saw inherited ones, so only a for-in's wasted
 * steps go. xmldom-clone-speedup.test.ts clones a signed response and compares.
 */
const here = createRequire(import.meta.url);
/** One of each kind of node a SAML response can hold, to reach every prototype xmldom gives its nodes. */
const SAMPLE = '<?xml version="1.0"?><?pi x?><a xmlns:p="urn:p" p:b="c"><!--d--><![CDATA[e]]>f<g/></a>';

let done = false;

interface XmldomNode {
  firstChild: XmldomNode | null;
  nextSibling: XmldomNode | null;
  attributes?: { length: number; item(i: number): XmldomNode | null };
}

/** The prototypes of every node in `node`'s tree, up to Object.prototype. */
function prototypesIn(node: XmldomNode, into: Set<object>): Set<object> {
  for (let proto = Object.getPrototypeOf(node) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) into.add(proto);
  for (let child = node.firstChild; child; child = child.nextSibling) prototypesIn(child, into);
  for (let i = 0; i < (node.attributes?.length ?? 0); i++) prototypesIn(node.attributes!.item(i)!, into);
  return into;
}

export function speedUpXmldomClone(): void {
  if (done) return;
  done = true;
  const xmldom = createRequire(here.resolve('@node-saml/node-saml'))('@xmldom/xmldom') as { DOMParser: new () => { parseFromString(xml: string, type: string): XmldomNode } };
  const sample = new xmldom.DOMParser().parseFromString(SAMPLE, 'text/xml');
  for (const proto of prototypesIn(sample, new Set())) {
    for (const name of Object.keys(proto)) Object.defineProperty(proto, name, { enumerable: false });
  }
}
