import { createRequire } from 'node:module';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { speedUpXPathContexts } from './xpath-contexts';

/**
 * The faster contexts change no answer: the queries node-saml and xml-crypto run on a signed SAML
 * response find the same nodes through the patched copies of `xpath` as through a fresh, unpatched
 * one; custom functions still resolve, and stay with the evaluation that named them.
 */
type Select = (expression: string, node: Node) => unknown;
type Resolver = { addFunction(ns: string, name: string, f: unknown): void; getFunction(name: string, ns: string): unknown };
type XPath = { select: Select; FunctionResolver: new () => Resolver; parse(expression: string): { select(options: { node: Node; functions?: Record<string, unknown> }): Node[] } };

const here = createRequire(import.meta.url);
const copyOf = (library: string): XPath => createRequire(here.resolve(library))('xpath') as XPath;

/** A copy of `xpath` loaded anew, which the speed-up never touched. */
function unpatchedXPath(): XPath {
  const path = createRequire(here.resolve('@node-saml/node-saml')).resolve('xpath');
  const cached = here.cache[path];
  delete here.cache[path];
  try {
    return here(path) as XPath;
  } finally {
    if (cached) here.cache[path] = cached;
    else delete here.cache[path];
  }
}

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp?.close();
});

describe('xpath with cheaper contexts', () => {
  it('finds what the unpatched library finds, in the copies node-saml and xml-crypto load', async () => {
    const reference = unpatchedXPath();
    speedUpXPathContexts();
    const patched = [copyOf('@node-saml/node-saml'), copyOf('xml-crypto')];
    for (const copy of patched) expect(copy).not.toBe(reference);

    const xml = Buffer.from(
      await idp.response({ inResponseTo: '_req-1', acsUrl: 'https://lyceum.test/acs', audience: 'https://lyceum.test/md', nameId: 'nia@school.test', attributes: { email: 'nia@school.test' }, sign: 'both' }),
      'base64',
    ).toString('utf8');
    const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
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
    for (const query of queries) {
      const expected = reference.select(query, doc) as Node[];
      // Only the lookup of an `Id` attribute (xml-crypto tries Id, ID and id) finds nothing in SAML.
      expect(expected.length > 0, query).toBe(!query.includes("'Id'"));
      for (const copy of patched) {
        const found = copy.select(query, doc) as Node[];
        expect(found.length, query).toBe(expected.length);
        found.forEach((node, i) => expect(node, query).toBe(expected[i]));
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
});
