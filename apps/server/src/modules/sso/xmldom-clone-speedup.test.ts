import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { speedUpXmldomClone } from './xmldom-clone-speedup';

/**
 * The cheaper clone copies what xmldom's clone copied: every element of a signed SAML response
 * cloned before and after the change serialises the same and carries the same own fields; the
 * methods and constants stay on the prototypes; only a for-in over a node stops visiting them.
 */
let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp?.close();
});

type Node = ReturnType<DOMParser['parseFromString']>['documentElement'] & object;

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
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const elements = elementsOf(doc.documentElement as Node);
    expect(elements.length).toBeGreaterThan(20);
    const serialize = (node: Node) => new XMLSerializer().serializeToString(node);
    const before = elements.map((element) => element.cloneNode(true) as Node);
    const inheritedBefore: string[] = [];
    for (const name in elements[0]!) if (!Object.prototype.hasOwnProperty.call(elements[0], name)) inheritedBefore.push(name);
    expect(inheritedBefore).toEqual(expect.arrayContaining(['cloneNode', 'getAttribute', 'ELEMENT_NODE']));

    speedUpXmldomClone();
    const after = elements.map((element) => element.cloneNode(true) as Node);
    elements.forEach((element, i) => {
      expect(serialize(after[i]!)).toBe(serialize(element));
      expect(serialize(after[i]!)).toBe(serialize(before[i]!));
      expect(scalarFields(after[i]!)).toEqual(scalarFields(before[i]!));
      expect(after[i]!.attributes?.length).toBe(element.attributes?.length);
    });

    const element = elements[0]!;
    const visited: string[] = [];
    for (const name in element) visited.push(name);
    expect(visited).toEqual(Object.keys(element));
    expect(element.ELEMENT_NODE).toBe(1);
    expect(typeof element.getAttribute).toBe('function');
    expect(element.getAttribute('ID')).toBe(/<samlp:Response[^>]* ID="([^"]+)"/.exec(xml)?.[1]);
  });
});
