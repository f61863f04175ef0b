import { createRequire } from 'node:module';

/**
 * Makes the `xpath` package cheaper where a SAML check spends most, in the copies node-saml and
 * xml-crypto load: its evaluation contexts, and the parsing of the same expressions again and again.
 *
 * Contexts. A SAML answer's check runs a dozen XPath queries whose predicates are tested on
 * every element and attribute (`//*[@*[local-name(.)='ID']='…']`), and for each test `xpath` builds
 * a new context: a FunctionResolver filled with its 27 standard functions, thrown away at once
 * (`assign(new XPathContext(), …)`, a for-in copy). That was a third of the check's CPU. This is
 * the change proposed upstream (goto100/xpath pull request 146, open, no release since 0.0.34),
 * done from the outside: a context made by `extend` or by a path's evaluation copies its parent's
 * own fields with Object.assign, and a FunctionResolver's standard functions are inherited from
 * one shared table instead of copied in. Lookups are the same (`functions['{}count']` is found on
 * the table); a function added with addFunction is still the resolver's own. The answers of
 * `npm run bench:sso`, checked one after another: 4.4 ms of CPU each before, 2.9–3.4 ms after.
 *
 * Parsed expressions. `select` builds a new parser and parses its expression on every call, and a
 * check makes about thirty calls, nearly all with the same dozen constant expressions. A parsed
 * expression is a tree its evaluation only reads (no `evaluate` assigns to it), so each copy keeps
 * the trees of the first EXPRESSIONS_KEPT distinct expressions it parses: the constant ones are
 * among them from the first answer on; later one-off expressions (an ID written into the query)
 * are parsed as before. An expression that does not parse throws each time, as before.
 *
 * xpath-speedups.test.ts runs node-saml's and xml-crypto's queries against an unpatched copy.
 */
interface XPathModule {
  XPathParser: { prototype: { parse(this: object, expression: string): unknown } };
  FunctionResolver: { new (): { functions: object }; prototype: { addStandardFunctions(this: { functions: object }): void } };
  XPathContext: { new (): object; prototype: { extend(this: object, newProps: object): object } };
  XNodeSet: new () => { addArray(nodes: unknown[]): void };
  PathExpr: {
    applyLocationPath(locationPath: unknown, context: object, nodes: unknown[]): unknown[];
    prototype: { locationPath: unknown; applyFilter(context: object, copy: object): { nonNodes?: unknown; nodes: unknown[] }; evaluate(this: XPathModule['PathExpr']['prototype'], context: object): unknown };
  };
}

const patched = new WeakSet<XPathModule>();
/** Enough for every constant expression node-saml and xml-crypto use (about twenty), with room to spare. */
export const EXPRESSIONS_KEPT = 256;

function speedUp(xpath: XPathModule): void {
  if (patched.has(xpath)) return;
  patched.add(xpath);
  const standard = new xpath.FunctionResolver().functions;
  xpath.FunctionResolver.prototype.addStandardFunctions = function () {
    this.functions = Object.create(standard) as object;
  };
  const context = xpath.XPathContext.prototype;
  context.extend = function (newProps) {
    return Object.assign(Object.create(context) as object, this, newProps);
  };
  // The library's own body, with Object.assign for its for-in copy of the context's own fields.
  const { PathExpr, XNodeSet, XPathContext } = xpath;
  PathExpr.prototype.evaluate = function (c) {
    const xpc = Object.assign(new XPathContext(), c);
    const filterResult = this.applyFilter(c, xpc);
    if ('nonNodes' in filterResult) return filterResult.nonNodes;
    const ns = new XNodeSet();
    ns.addArray(PathExpr.applyLocationPath(this.locationPath, xpc, filterResult.nodes));
    return ns;
  };

  const parse = xpath.XPathParser.prototype.parse;
  const parsed = new Map<string, unknown>();
  xpath.XPathParser.prototype.parse = function (expression) {
    let tree = parsed.get(expression);
    if (tree === undefined) {
      tree = parse.call(this, expression);
      if (parsed.size < EXPRESSIONS_KEPT) parsed.set(expression, tree);
    }
    return tree;
  };
}

const here = createRequire(import.meta.url);
/** The `xpath` each library loads (xml-crypto pins its own version), patched once each. */
export function speedUpXPath(): void {
  for (const library of ['@node-saml/node-saml', 'xml-crypto']) speedUp(createRequire(here.resolve(library))('xpath') as XPathModule);
}
