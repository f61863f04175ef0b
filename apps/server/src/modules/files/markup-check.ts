/**
 * Web page code in an upload: what a browser would run or render as a document (HTML, SVG, XML,
 * a script). Downloads are served with their detected type, nosniff and a sandbox, so none of it
 * could run as Lyceum; refusing it as well means a file shared as notes, a picture or a PDF is
 * never also a page (a reader's old browser, a desktop viewer, a mail client). docs/files.md lists
 * exactly what is refused; keep the two together.
 */

/** Elements that run script, load other content, or make a fragment a document. */
const ELEMENTS = 'html|head|body|script|noscript|style|iframe|frame|frameset|object|embed|applet|svg|math|meta|link|base|form|template|portal|xml';

/**
 * A start tag with an event handler attribute, read as a browser reads attributes (so a quoted
 * value such as alt="onions = 3" is a value, not a handler): attributes apart by white space or
 * `/`, or none after a quoted value; values quoted, or unquoted up to white space. Tag names are
 * letters, digits, `-` and `:` (elements, custom elements, prefixed XML), so `x<y, only=3` is text.
 */
const SEPARATOR = `(?:[\\s/]+|(?<=["']))`;
const ATTRIBUTE = `[^\\s/<>="']+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'<>/][^\\s<>/]*))?`;
const HANDLER = `<[a-z][\\w:-]*(?:${SEPARATOR}${ATTRIBUTE})*?${SEPARATOR}on[a-z]+\\s*=`;

/**
 * In a text file (.txt, .csv, .md), anywhere: a doctype; an XML declaration or processing
 * instruction (`<?xml`, `<?php`); a start tag of one of ELEMENTS, namespace prefix or not
 * (`<x:script>` runs in XHTML); any start tag with an event handler (`<img onerror=`,
 * `<details ontoggle=`); a `javascript:`/`vbscript:` URL in a Markdown link or an attribute.
 * Ordinary text keeps `a<b`, `<br>`, `<sup>`, `<img src=…>` and "JavaScript: an introduction".
 */
const TEXT_MARKUP = new RegExp(
  [
    '<!doctype\\b',
    '<\\?[a-z]',
    `<(?:[a-z][\\w.-]*:)?(?:${ELEMENTS})(?=[\\s/>])`,
    HANDLER,
    '(?:\\]\\(|\\]:|=|<)\\s*["\']?\\s*(?:java|vb)script:',
  ].join('|'),
  'i',
);

/**
 * In the sniffed head of an image, a PDF, audio or video: a doctype or a start tag of one of
 * ELEMENTS, as a browser sniffing the bytes would take them (no prefixes, no attributes: metadata
 * such as XMP is XML too, and compressed bytes must not be mistaken for markup).
 */
const BINARY_MARKUP = new RegExp(`<!doctype\\b|<(?:${ELEMENTS})(?=[\\s/>])`, 'i');

/** How much of the previous text a chunk is read with: a marker cut in two by a chunk boundary. */
const OVERLAP = 256;
/** An unclosed tag is carried into the next chunk up to this length (its handler may follow). */
const LONGEST_TAG = 64 * 1024;

/** True when the first bytes of a signed (non-text) file hold web page markup. */
export const headHoldsMarkup = (head: Uint8Array): boolean => BINARY_MARKUP.test(Buffer.from(head).toString('latin1'));

/** Checks decoded text, chunk by chunk, for web page code (TEXT_MARKUP). */
export class MarkupCheck {
  private carry = '';

  /** False once the text so far holds web page code. */
  push(text: string): boolean {
    const window = this.carry + text;
    if (TEXT_MARKUP.test(window)) return false;
    const open = window.lastIndexOf('<');
    const unclosedTag = open >= 0 && !window.includes('>', open) && window.length - open <= LONGEST_TAG;
    this.carry = window.slice(Math.max(0, Math.min(unclosedTag ? open : window.length, window.length - OVERLAP)));
    return true;
  }
}
