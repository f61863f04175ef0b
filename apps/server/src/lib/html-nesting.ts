/**
 * How deeply the HTML parser could nest the elements of a string, estimated in one pass over its
 * characters, before any parser runs: jsdom's cost and its recursion (cloning, serialising) grow
 * with depth, past ~3,500 levels to a stack overflow. The estimate may be higher than the tree the
 * parser builds, never lower: where the parser's behaviour is certain it is followed, and wherever
 * it is not, every tag counts as opening for good. Quill's own output is well formed and a handful
 * of levels deep, so it is always counted exactly.
 *
 * The rules, each the safe side of the HTML parser's (WHATWG tree construction):
 * - a start tag opens an element, except void ones (only HTML's void elements are, so fewer inside
 *   <svg> or <math>); html/head/body count too (inside SVG they are ordinary elements);
 *   a table counts 3 and a table section 2 (the tbody, tr or colgroup the parser may add inside);
 *   inside a <template>, which may hold table parts with no table, a cell or row counts 3 too (a
 *   caption or colgroup first makes the template read the rest as a table's, adding a tbody and a
 *   tr above a cell) and a <col> 1 (the colgroup added for it);
 * - an end tag closes an element only when it is the innermost one open: a misnested or stray end
 *   tag closes nothing (the parser ignores some of them, e.g. past a special element, in a select,
 *   for a start tag it had ignored), and implied end tags are not guessed, except that a start tag
 *   which certainly closes the innermost open <p>, <li>, <dd> or <dt> does so. While a formatting
 *   element is open above the innermost element, two end tags close nothing, as the parser leaves
 *   that formatting element open inside them: `</form>` (which takes the form off the stack of open
 *   elements without popping what is above it, so what opens next still nests inside the form) and,
 *   inside <svg> or <math>, any end tag (read by HTML's rules then, which never close an SVG or
 *   MathML element: `<svg><desc><a></desc>` leaves the desc open);
 * - formatting elements (<b>, <a>, ...) are counted on their own: the parser reopens them after a
 *   block closes them ("reconstructs the active formatting elements"), so only their own end tag
 *   closes them, and only when no special element (div, p, li, ...) was opened inside since: then
 *   the adoption agency algorithm would move the tree around, and may leave one open;
 * - comments, doctypes and bogus comments end where the tokenizer ends them; the text of raw-text
 *   elements (script, style, textarea, ...) is skipped when it holds no `<`, as it then reads the
 *   same as text or as markup; otherwise (text the parser may or may not read as markup, such as a
 *   script with `<!--` in it, <plaintext>, or CDATA in foreign content) the rest of the string is
 *   counted pessimistically: every `<` followed by a letter opens 3 levels for good.
 *
 * Linear in the length, allocation-light (a tag name string per tag), and it stops as soon as the
 * count passes the limit.
 */

const VOID = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen',
  'link', 'meta', 'param', 'source', 'track', 'wbr',
]);
/** The void elements that leave SVG and MathML content (the others are ordinary elements there, e.g. SVG's <image>). */
const VOID_ANYWHERE = new Set(['br', 'embed', 'hr', 'img', 'meta']);
/** Where foreign content starts. */
const FOREIGN = new Set(['svg', 'math']);

/** Opened again by the parser after a block closes them, until their own end tag. */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);

/** The parser's "special" category (HTML, MathML and SVG): the furthest blocks of the adoption agency algorithm. */
const SPECIAL = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button',
  'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr',
  'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav',
  'noembed', 'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search', 'section',
  'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead',
  'title', 'tr', 'track', 'ul', 'wbr', 'xmp', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc',
]);

/** Start tags that close an open <p> (in button scope) before opening. */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section',
  'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'form', 'li', 'dd', 'dt', 'xmp',
]);

/** Elements whose content the tokenizer reads as text up to their end tag (script data, RAWTEXT, RCDATA). */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'plaintext']);

/**
 * Levels an element may hold open with nothing written for them: a table its tbody and tr (or a
 * colgroup), a table section its tr. Every other element counts 1.
 */
const WEIGHT: Readonly<Record<string, number>> = { table: 3, tbody: 2, thead: 2, tfoot: 2 };
/** Table parts that, inside a template, may get a tbody and a tr added above them, or a colgroup. */
const TABLE_PART = new Set(['td', 'th', 'tr', 'col']);
/** What each tag counts once counting is pessimistic (the most any tag opens). */
const PESSIMISTIC_WEIGHT = 3;

/** What the rules need to know of a tag name, looked up once per tag (one hash, then plain fields). */
interface Tag {
  readonly name: string;
  readonly void: boolean;
  readonly voidAnywhere: boolean;
  readonly formatting: boolean;
  readonly special: boolean;
  readonly closesP: boolean;
  readonly rawText: boolean;
  readonly foreign: boolean;
  readonly weight: number;
  readonly tablePart: boolean;
}

const describe = (name: string): Tag => ({
  name,
  void: VOID.has(name),
  voidAnywhere: VOID_ANYWHERE.has(name),
  formatting: FORMATTING.has(name),
  special: SPECIAL.has(name),
  closesP: CLOSES_P.has(name),
  rawText: RAW_TEXT.has(name),
  foreign: FOREIGN.has(name),
  weight: WEIGHT[name] ?? 1,
  tablePart: TABLE_PART.has(name),
});
const KNOWN = new Map<string, Tag>(
  [...VOID, ...FORMATTING, ...SPECIAL, ...CLOSES_P, ...RAW_TEXT, ...FOREIGN, ...TABLE_PART].map((name) => [name, describe(name)]),
);
const known = (name: string): Tag => KNOWN.get(name) ?? describe(name);
const P = known('p'), LI = known('li'), DD = known('dd'), DT = known('dt'), FORM = known('form'), TEMPLATE = known('template'), COL = known('col'), PLAINTEXT = known('plaintext');

const GT = 0x3e, SLASH = 0x2f, BANG = 0x21, QUESTION = 0x3f, EQUALS = 0x3d, DQUOTE = 0x22, SQUOTE = 0x27;

/** The tokenizer's whitespace (\r counts: the input stream turns it into \n first). */
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** ASCII only, as the tokenizer lowercases: String#toLowerCase would turn the Kelvin sign into a `k`. */
const asciiLower = (name: string) => name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());

const enum Attr { Before, Name, AfterName, BeforeValue, Double, Single, AfterQuoted, Unquoted, SelfClosing }

/**
 * The index of the `>` that ends a tag whose name ends before `from`, following the tokenizer's
 * attribute states (a `>` inside a quoted value does not end it), or -1 when the string ends first.
 */
function tagEnd(html: string, from: number): number {
  let state = Attr.Before;
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    switch (state) {
      case Attr.Before:
      case Attr.AfterQuoted:
      case Attr.SelfClosing:
        if (c === GT) return i;
        if (c === SLASH) state = Attr.SelfClosing;
        else if (isSpace(c)) state = Attr.Before;
        else state = Attr.Name; // any other character (`=` too) starts an attribute name
        break;
      case Attr.Name:
      case Attr.AfterName:
        if (c === GT) return i;
        if (c === SLASH) state = Attr.SelfClosing;
        else if (c === EQUALS) state = Attr.BeforeValue;
        else if (isSpace(c)) state = Attr.AfterName;
        else state = Attr.Name;
        break;
      case Attr.BeforeValue:
        if (c === GT) return i;
        if (c === DQUOTE) state = Attr.Double;
        else if (c === SQUOTE) state = Attr.Single;
        else if (!isSpace(c)) state = Attr.Unquoted;
        break;
      case Attr.Double:
        if (c === DQUOTE) state = Attr.AfterQuoted;
        break;
      case Attr.Single:
        if (c === SQUOTE) state = Attr.AfterQuoted;
        break;
      case Attr.Unquoted:
        if (c === GT) return i;
        if (isSpace(c)) state = Attr.Before;
        break;
    }
  }
  return -1;
}

/** The end of a tag name that starts at `from`: the first whitespace, `/` or `>` (or the string's end). */
function nameEnd(html: string, from: number): number {
  let i = from;
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (isSpace(c) || c === SLASH || c === GT) break;
    i++;
  }
  return i;
}

/** The tag name from `from` to `to`, lowercased as the tokenizer does (ASCII only). */
function tagName(html: string, from: number, to: number): string {
  const name = html.slice(from, to);
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return asciiLower(name);
  }
  return name;
}

/** Where a comment opened at `at` (`<!--`) ends (the index of its `>`), or -1 at the string's end. */
function commentEnd(html: string, at: number): number {
  // `<!-->` and `<!--->` end at once; otherwise the first `-->` or `--!>` after the opener does.
  if (html.charCodeAt(at + 4) === GT) return at + 4;
  if (html.startsWith('->', at + 4)) return at + 5;
  const dashes = html.indexOf('-->', at + 4);
  const bang = html.indexOf('--!>', at + 4);
  if (dashes < 0) return bang < 0 ? -1 : bang + 3;
  return bang < 0 || dashes < bang ? dashes + 2 : bang + 3;
}

/** Where the text of a raw-text element ends: its end tag `</name` followed by whitespace, `/` or `>`; -1 if none. */
function rawTextEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    const after = at + 2 + name.length;
    if (after >= html.length) return -1;
    const c = html.charCodeAt(after);
    if ((isSpace(c) || c === SLASH || c === GT) && asciiLower(html.slice(at + 2, after)) === name) return at;
  }
  return -1;
}

interface Formatting {
  tag: Tag;
  /** How many block entries were open below it (lowered when blocks under it close: it may be reopened there). */
  below: number;
}

/**
 * The deepest nesting the HTML parser could build from `html` (elements open at once), counted as
 * the module comment says; it stops counting, and returns a number above `limit`, once past it.
 */
export function htmlNestingDepth(html: string, limit: number): number {
  /** Open non-formatting elements, innermost last, with the special ones counted up to each. */
  const blocks: Tag[] = [];
  /** What each open block counts (its weight, or more inside a template). */
  const weights: number[] = [];
  const specialsUpTo: number[] = [];
  let blockDepth = 0;
  /** Open <template> elements: while any is, table parts count as the module comment says. */
  let templates = 0;
  /** Open <svg> and <math> elements: while any is, only VOID_ANYWHERE are surely void. */
  let foreign = 0;
  const formatting: Formatting[] = [];
  let deepest = 0;
  /** Names no rule knows (custom elements, typos): one Tag each, so an end tag closes only its own name. */
  const unknown = new Map<string, Tag>();

  const tagAt = (from: number, to: number): Tag => {
    const name = tagName(html, from, to);
    const tag = KNOWN.get(name) ?? unknown.get(name);
    if (tag) return tag;
    const plain = describe(name);
    unknown.set(name, plain);
    return plain;
  };

  const specialsAbove = (below: number) =>
    (specialsUpTo[blocks.length - 1] ?? 0) - (below === 0 ? 0 : (specialsUpTo[below - 1] ?? 0));

  const open = (tag: Tag) => {
    const weight = templates > 0 && tag.tablePart ? (tag === COL ? 1 : PESSIMISTIC_WEIGHT) : tag.weight;
    blocks.push(tag);
    weights.push(weight);
    specialsUpTo.push((specialsUpTo[specialsUpTo.length - 1] ?? 0) + (tag.special ? 1 : 0));
    blockDepth += weight;
    if (tag.foreign) foreign++;
    if (tag === TEMPLATE) templates++;
    deepest = Math.max(deepest, blockDepth + formatting.length);
  };
  const closeInnermost = () => {
    const tag = blocks.pop();
    const weight = weights.pop() ?? 0;
    specialsUpTo.pop();
    if (!tag) return;
    blockDepth -= weight;
    if (tag.foreign) foreign--;
    if (tag === TEMPLATE) templates--;
    // `below` never decreases along `formatting` (each entry's is lowered with every close), so
    // only the last few can be above the new length.
    for (let at = formatting.length - 1; at >= 0; at--) {
      const entry = formatting[at]!;
      if (entry.below <= blocks.length) break;
      entry.below = blocks.length;
    }
  };
  /** A formatting element opened (or reopened) inside the innermost block: `below` is highest last. */
  const formattingOnTop = () => formatting[formatting.length - 1]?.below === blocks.length;
  const closeIfInnermost = (tag: Tag) => {
    if (blocks[blocks.length - 1] === tag) closeInnermost();
  };

  /** Every later tag opens for good: the rest cannot be read for sure (see the module comment). */
  const pessimistic = (from: number): number => {
    let depth = blockDepth + formatting.length;
    for (let at = html.indexOf('<', from); at >= 0 && depth <= limit; at = html.indexOf('<', at + 1)) {
      if (isAsciiLetter(html.charCodeAt(at + 1))) depth += PESSIMISTIC_WEIGHT;
    }
    return Math.max(deepest, depth);
  };

  let i = html.indexOf('<');
  while (i >= 0 && i < html.length && deepest <= limit) {
    const next = html.charCodeAt(i + 1);
    if (isAsciiLetter(next)) {
      // A start tag.
      const end = nameEnd(html, i + 1);
      const tag = tagAt(i + 1, end);
      const close = tagEnd(html, end);
      if (close < 0) break; // cut off by the string's end: the parser drops it
      i = close + 1;
      if ((foreign === 0 ? tag.void : tag.voidAnywhere) && !(tag === COL && templates > 0)) {
        i = html.indexOf('<', i);
        continue;
      }
      if (tag.closesP) closeIfInnermost(P);
      if (tag === LI) closeIfInnermost(LI);
      if (tag === DD || tag === DT) {
        closeIfInnermost(DD);
        closeIfInnermost(DT);
      }
      if (tag.formatting) {
        formatting.push({ tag, below: blocks.length });
        deepest = Math.max(deepest, blockDepth + formatting.length);
      } else open(tag);
      if (tag.rawText) {
        const textEnd = tag === PLAINTEXT ? -1 : rawTextEnd(html, tag.name, i);
        const firstTag = html.indexOf('<', i);
        if (firstTag >= 0 && (textEnd < 0 || firstTag < textEnd)) return pessimistic(i);
        if (textEnd < 0) break;
        i = textEnd;
        continue;
      }
    } else if (next === SLASH && isAsciiLetter(html.charCodeAt(i + 2))) {
      // An end tag (it may carry attributes, which are tokenized as a start tag's).
      const end = nameEnd(html, i + 2);
      const tag = tagAt(i + 2, end);
      const close = tagEnd(html, end);
      if (close < 0) break;
      i = close + 1;
      if (tag.formatting) {
        const at = formatting.findLastIndex((entry) => entry.tag === tag);
        const entry = formatting[at];
        if (entry && specialsAbove(entry.below) === 0) formatting.splice(at, 1);
      } else if (!((foreign > 0 || tag === FORM) && formattingOnTop())) closeIfInnermost(tag);
    } else if (next === BANG && html.startsWith('--', i + 2)) {
      const end = commentEnd(html, i);
      if (end < 0) break;
      i = end + 1;
    } else if (next === BANG || next === QUESTION || next === SLASH) {
      // A doctype or a bogus comment (`<!x`, `<?x`, `</1`) runs to the next `>`; `</>` is dropped.
      const end = html.indexOf('>', i + 2);
      if (end < 0) break;
      // CDATA in SVG or MathML runs to `]]>` instead: where the two ends differ, nothing after is certain.
      if (html.startsWith('[CDATA[', i + 2) && !(end >= i + 11 && html.startsWith(']]', end - 2))) return pessimistic(i);
      i = end + 1;
    } else {
      i++; // a `<` that is only text
    }
    i = html.indexOf('<', i);
  }
  return deepest;
}
