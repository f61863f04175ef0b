/**
 * Quill 2 keeps every list as one flat <ol>: each item says what it is in `data-list` (bullet,
 * ordered, checked, unchecked), nesting is a `ql-indent-N` class, and an empty
 * `<span class="ql-ui">` holds the marker its stylesheet draws. Read as HTML, a bulleted list is
 * then a numbered one, and a nested item is a sibling. This rewrites such lists the way Quill's
 * own getSemanticHTML does: bullets in <ul>, numbers in <ol>, an indented item in a list inside
 * the item before it. Check lists keep `data-list` and their marker span, inside a <ul>.
 *
 * Plain DOM, no parser of its own: the web client runs it in the browser, and it works as well
 * on a jsdom tree. Lists already semantic (no `data-list`, no indent class) are left alone, so it
 * can run on content old and new, any number of times.
 */

type ListType = 'bullet' | 'ordered' | 'checked' | 'unchecked';
const LIST_TYPES: readonly string[] = ['bullet', 'ordered', 'checked', 'unchecked'];
const INDENT = /^ql-indent-([1-8])$/;
// Collections go through Array.from, not spread: this package's DOM types come without DOM.Iterable.

interface Item {
  li: Element;
  type: ListType;
  indent: number;
}

/** Whether `list` is in Quill's flat form: some item carries `data-list` or an indent class. */
function isQuillList(list: Element): boolean {
  return Array.from(list.children).some(
    (child) => child.tagName === 'LI' && (child.hasAttribute('data-list') || Array.from(child.classList).some((name) => INDENT.test(name))),
  );
}

/** Reads one item's type and depth, and strips what only Quill's flat form needs. */
function readItem(li: Element, listTag: string): Item {
  const stated = li.getAttribute('data-list');
  const type = (stated && LIST_TYPES.includes(stated) ? stated : listTag === 'OL' ? 'ordered' : 'bullet') as ListType;
  let indent = 0;
  for (const name of Array.from(li.classList)) {
    const match = INDENT.exec(name);
    if (!match) continue;
    indent = Number(match[1]);
    li.classList.remove(name);
  }
  if (li.getAttribute('class') === '') li.removeAttribute('class');
  // Bullets and numbers get the browser's own markers; check lists keep Quill's drawn ones.
  if (type === 'bullet' || type === 'ordered') {
    li.removeAttribute('data-list');
    for (const child of Array.from(li.children)) if (child.tagName === 'SPAN' && child.classList.contains('ql-ui')) child.remove();
  }
  return { li, type, indent };
}

const tagOf = (type: ListType) => (type === 'ordered' ? 'ol' : 'ul');

/** The items of one flat list as nested semantic lists, in a fragment that replaces it. */
function nest(doc: Document, items: readonly Item[]): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  // The open list at each depth, and the item new deeper lists go into.
  const open: { list: Element; type: ListType; last: Element | null }[] = [];
  for (const item of items) {
    open.length = Math.min(open.length, item.indent + 1);
    const same = open[item.indent];
    if (same && tagOf(same.type) !== tagOf(item.type)) open.length = item.indent;
    while (open.length <= item.indent) {
      const list = doc.createElement(tagOf(item.type));
      const parent = open[open.length - 1];
      if (!parent) fragment.append(list);
      else {
        // Indented twice with nothing between: an empty item holds the deeper list, as in Quill's HTML.
        parent.last ??= parent.list.appendChild(doc.createElement('li'));
        parent.last.append(list);
      }
      open.push({ list, type: item.type, last: null });
    }
    const level = open[item.indent]!;
    level.list.append(item.li);
    level.last = item.li;
  }
  return fragment;
}

/** Rewrites every Quill list under `root` (a document, element or fragment) as semantic lists. */
export function semanticLists(root: ParentNode & Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  for (const list of Array.from(root.querySelectorAll('ol, ul'))) {
    // querySelectorAll is a snapshot: lists made here are not visited again (Quill never nests its own).
    if (!isQuillList(list)) continue;
    const items = Array.from(list.children).filter((child) => child.tagName === 'LI').map((li) => readItem(li, list.tagName));
    list.replaceWith(nest(doc, items));
  }
}
