import { semanticLists } from '@lyceum/shared/rich-text-lists';

/**
 * Quill's flat lists under `body` rewritten as semantic ones, by the shared semanticLists (the web
 * client's renderer runs the same) on each top-level block apart. jsdom finds a node's place among
 * its siblings by counting from the first, so rewriting each list where it stands, in a body of
 * thousands of blocks, was quadratic (4,000 lists: 5 s, nearly all of it counting). Blocks are
 * taken from the front instead (place 0, nothing to count), a block holding a list is rewritten in
 * a holder of its own, and all go back in one append.
 */
export function semanticListsOfBody(body: Element): void {
  const doc = body.ownerDocument;
  const holder = doc.createElement('div');
  const rewritten = doc.createDocumentFragment();
  for (let block = body.firstChild; block; block = body.firstChild) {
    const element = block.nodeType === block.ELEMENT_NODE ? (block as Element) : null;
    if (!element || !(element.matches('ol, ul') || element.querySelector('ol, ul'))) {
      rewritten.append(block);
      continue;
    }
    holder.append(block);
    semanticLists(holder);
    for (let node = holder.firstChild; node; node = holder.firstChild) rewritten.append(node);
  }
  body.append(rewritten);
}
