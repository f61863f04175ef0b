import { createRequire } from 'node:module';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedApart } from '../../../test/sso/loaded-apart';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { EXPRESSIONS_KEPT, speedUpXPath } from './xpath-speedups';

/**
 * The speed-ups change no answer: the queries node-saml and xml-crypto run on a signed SAML
 * response find the same nodes through the patched copies of `xpath` as through a fresh, unpatched
 * one, parsed the first time or kept from before; custom functions still resolve, and stay with the
 * evaluation that named them.
 */
type Select = (expression: string, node: Node) => unknown;
type Resolver = { addFunction(ns: string, name: string, f: unknown): void; getFunction(name: string, ns: string): unknown };
type XPath = { select: Select; FunctionResolver: new () => Resolver; parse(expression: string): { select(options: { node: Node; functions?: Record<string, unknown> }): Node[] } };

const here = createRequire(import.meta.url);
const copyOf = (library: string): XPath => createRequire(here.resolve(library))('xpath') as XPath;

/** A copy of `xpath` loaded anew, which the speed-up never touched. */
const unpatchedXPath = () => loadedApart<XPath>(createRequire(here.resolve('@node-saml/node-saml')).resolve('xpath'));

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp?.close();
});

async function signedResponse(): Promise<{ xml: string; doc: Document }> {
  const xml = Buffer.from(
    await idp.response({ inResponseTo: '_req-1', acsUrl: 'https://lyceum.test/acs', audience: 'https://lyceum.test/md', nameId: 'nia@school.test', attributes: { email: 'nia@school.test' }, sign: 'both' }),
    'base64',
  ).toString('utf8');
  return { xml, doc: new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document };
}

/** Each copy finds the nodes the reference finds, in the same order. */
function expectSameNodes(reference: XPath, patched: XPath[], query: string, doc: Document): Node[] {
  const expected = reference.select(query, doc) as Node[];
  for (const copy of patched) {
    const found = copy.select(query, doc) as Node[];
    expect(found.length, query).toBe(expected.length);
    found.forEach((node, i) => expect(node, query).toBe(expected[i]));
  }
  return expected;
}

describe('xpath made cheaper', () => {
  it('finds what the unpatched library finds, in the copies node-saml and xml-crypto load', async () => {
    const reference = unpatchedXPath();
    speedUpXPath();
    const patched = [copyOf('@node-saml/node-saml'), copyOf('xml-crypto')];
    for (const copy of patched) expect(copy).not.toBe(reference);

    const { xml, doc } = await signedResponse();
    const assertionId = /<saml:Assertion[^>]* ID="([^"]+)"/.exec(xml)?.[1];
    expect(assertionId).toBeDefined();
    // The shapes of node-saml's and xml-crypto's queries: ID lookups over every attribute, local
    // names with namespaces, nested predicates, ancestors, counts and positions.
    const queries = [
      `//*[@*[local-name(.)='ID']='${assertionId}']`,
      `//*[@*[local-name(.)='Id']='${assertionId}']`,
      `//*[@ID="${assertionId}"]`,
      "/*[local-name()='Response']/@InResponseTo",
      "/*[local-name()='Response']/*[local-name()='Assertion']",
      ".//*[local-name(.)='Signature' and namespace-uri(.)='http://www.w3.org/2000/09/xmldsig#']",
      "//*[local-name(.)='Transform' and ancestor::*[local-name(.)='Reference']]",
      "//*[local-name(.)='SignedInfo']/ancestor::*",
      '//*[count(*)=2]',
      "//*[local-name(.)='Attribute'][1]/*[position()=last()]",
    ];
    // Twice: parsed, then kept.
    for (const round of [1, 2]) {
      for (const query of queries) {
        const expected = expectSameNodes(reference, patched, query, doc);
        // Only the lookup of an `Id` attribute (xml-crypto tries Id, ID and id) finds nothing in SAML.
        expect(expected.length > 0, `${query} (round ${round})`).toBe(!query.includes("'Id'"));
      }
    }

    const [nodeSaml] = patched;
    const shout = { shout: (context: { contextNode: Node }) => String(context.contextNode.nodeName).toUpperCase() === 'SAMLP:RESPONSE' };
    expect(nodeSaml!.parse('/*[shout()]').select({ node: doc, functions: shout })).toHaveLength(1);
    // Another evaluation does not see it, nor another resolver one added to its own.
    expect(() => nodeSaml!.parse('/*[shout()]').select({ node: doc })).toThrow(/shout/);
    const resolver = new nodeSaml!.FunctionResolver();
    resolver.addFunction('', 'shout', shout.shout);
    expect(resolver.getFunction('shout', '')).toBe(shout.shout);
    expect(new nodeSaml!.FunctionResolver().getFunction('shout', '')).toBeUndefined();
    expect(typeof new nodeSaml!.FunctionResolver().getFunction('count', '')).toBe('function');
  });

  it('answers expressions past the ones it keeps, and refuses a malformed one every time', async () => {
    const reference = unpatchedXPath();
    speedUpXPath();
    const patched = [copyOf('@node-saml/node-saml'), copyOf('xml-crypto')];
    const { xml, doc } = await signedResponse();
    const assertionId = /<saml:Assertion[^>]* ID="([^"]+)"/.exec(xml)?.[1];
    // More one-off expressions than are kept, each an ID written into the query (as xml-crypto
    // writes the reference's): each answered on its own, the real ID's only by the assertion.
    for (let i = 0; i <= EXPRESSIONS_KEPT + 10; i++) {
      const id = i % 50 === 0 ? assertionId : `_other-${i}`;
      const found = expectSameNodes(reference, patched, `//*[@*[local-name(.)='ID']='${id}']`, doc);
      expect(found.length).toBe(id === assertionId ? 1 : 0);
    }
    for (const copy of patched) {
      for (const round of [1, 2]) expect(() => copy.select("//*[local-name(.)='Assertion'", doc), `round ${round}`).toThrow();
    }
  });
});
