import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * How deeply the elements of `html` nest in the tree the sanitiser's parser builds: the deepest
 * element, counted in levels below <html>'s own children (an element in <body> is at 1, one inside
 * it at 2, ...), with a <template>'s content counted inside the template.
 *
 * Measured, not estimated: DOMPurify hands the string to jsdom's DOMParser, which builds the
 * document with parse5 (the WHATWG HTML parser) as a whole document with scripting disabled. The
 * same parse5, with the same options, builds the same tree here, and parse5 builds it without
 * recursion, however deep. What grows with depth, and overflowed the stack past ~3,500 levels, is
 * what jsdom and DOMPurify then do on that tree (cloning, walking, serialising): the sanitiser
 * thread refuses a document deeper than LIMITS.richTextDepth before any of that runs.
 *
 * Counted with an explicit stack, so no depth is too deep to count. parse5 is linear on every
 * shape of markup it was tried with (a megabyte of nested tags parses in under a second here); a
 * document within the depth limit that is nonetheless costly to build (formatting elements reopened
 * after every block) is stopped by the thread's time and memory budget, as before.
 */
export function htmlNestingDepth(html: string): number {
  // jsdom's DOMParser parses with scripting disabled: <noscript> content is markup, not text.
  const document = parse(html, { scriptingEnabled: false });
  let deepest = 0;
  // <html> is at -1, so its children (<head>, <body>, a <frameset>) are at 0.
  const pending: [ParentNode, number][] = [[document, -2]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    const content = defaultTreeAdapter.isElementNode(node) ? (node as Partial<DefaultTreeAdapterMap['template']>).content : undefined;
    for (const child of (content ?? node).childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      if (depth + 1 > deepest) deepest = depth + 1;
      pending.push([child, depth + 1]);
    }
  }
  return deepest;
}
