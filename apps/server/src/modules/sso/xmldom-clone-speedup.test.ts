import { createRequire } from 'node:module';
import type * as Xmldom from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedApart } from '../../../test/sso/loaded-apart';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { speedUpXmldomClone } from './xmldom-clone-speedup';

/**
 * The cheaper clone copies what xmldom's clone copies: every element of a signed SAML response
 * cloned by the patched copy and by a fresh, unpatched one serialises the same and carries the same
 * own fields; the methods and constants stay on the prototypes; only a for-in over a node stops
 * visiting them. (Other test files in the same worker may have patched the copy already.)
 */
const here = createRequire(import.meta.url);
const xmldomPath = createRequire(here.resolve('@node-saml/node-saml')).resolve('@xmldom/xmldom');
const patchedXmldom = () => here(xmldomPath) as typeof Xmldom;

/** A copy of xmldom loaded anew, its modules and prototypes apart from the one the speed-up touched. */
const unpatchedXmldom = () => loadedApart<typeof Xmldom>(xmldomPath);

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp?.close();
});

type Node = ReturnType<Xmldom.DOMParser['parseFromString']>['documentElement'] & object;

function elementsOf(node: Node, into: Node[] = []): Node[] {
  if (node.nodeType === node.ELEMENT_NODE) into.push(node);
  for (let child = node.firstChild as Node | null; child; child = child.nextSibling as Node | null) elementsOf(child, into);
  return into;
}

/** A clone's own fields with a scalar value, as xmldom's clone copies them. */
function scalarFields(node: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => typeof value !== 'object'));
}

describe("xmldom's clone without the prototypes' enumerable properties", () => {
  it('clones every element of a signed response as before', async () => {
    const xml = Buffer.from(
      await idp.response({ inResponseTo: '_req-1', acsUrl: 'https://lyceum.test/acs', audience: 'https://lyceum.test/md', nameId: 'nia@school.test', attributes: { email: 'nia@school.test', groups: ['staff', 'science'] }, sign: 'both' }),
      'base64',
    ).toString('utf8');
    const reference = unpatchedXmldom();
    speedUpXmldomClone();
    const patched = patchedXmldom();
    expect(patched.DOMParser).not.toBe(reference.DOMParser);

    const elements = elementsOf(new patched.DOMParser().parseFromString(xml, 'text/xml').documentElement as Node);
    const referenceElements = elementsOf(new reference.DOMParser().parseFromString(xml, 'text/xml').documentElement as Node);
    expect(elements.length).toBeGreaterThan(20);
    expect(referenceElements.length).toBe(elements.length);
    const serialize = (node: Node) => new patched.XMLSerializer().serializeToString(node);
    elements.forEach((element, i) => {
      const clone = element.cloneNode(true) as Node;
      const referenceClone = referenceElements[i]!.cloneNode(true) as Node;
      expect(serialize(clone)).toBe(serialize(element));
      expect(serialize(clone)).toBe(new reference.XMLSerializer().serializeToString(referenceClone));
      expect(scalarFields(clone)).toEqual(scalarFields(referenceClone));
      expect(clone.attributes?.length).toBe(element.attributes?.length);
    });

    const forIn = (node: object) => {
      const names: string[] = [];
      for (const name in node) names.push(name);
      return names;
    };
    // Unpatched, a for-in walks the prototypes' methods and constants; patched, the node's own fields only.
    expect(forIn(referenceElements[0]!)).toEqual(expect.arrayContaining(['cloneNode', 'getAttribute', 'ELEMENT_NODE']));
    const element = elements[0]!;
    expect(forIn(element)).toEqual(Object.keys(element));
    expect(element.ELEMENT_NODE).toBe(1);
    expect(typeof element.getAttribute).toBe('function');
    expect(element.getAttribute('ID')).toBe(/<samlp:Response[^>]* ID="([^"]+)"/.exec(xml)?.[1]);
  });
});
