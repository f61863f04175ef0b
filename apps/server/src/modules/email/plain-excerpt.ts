/**
 * What an email quotes of a material's or an assignment's rich text: its words as plain text, on
 * one line, cut on a word boundary. The input is the sanitised HTML Lyceum stores (DOMPurify's
 * output, every attribute double-quoted), so a tag is `<` up to the first `>` outside quotes; the
 * output is text, escaped like any other wherever it is put (email-text.ts).
 */

/** Longest quote of a post's text in an email, in characters. */
export const EMAIL_EXCERPT_MAX = 200;

/** Elements whose edges separate words (`<p>One</p><p>Two</p>` is "One Two"); inline ones do not (`<b>W</b>ord`). */
const BLOCK = /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|ol|p|pre|section|table|td|th|tr|ul)$/i;
// A tag cut off by the read's length limit (email.repository.ts) runs to the end, quote and all.
const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*(?:>|$)/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The words of sanitised rich text, on one line: tags gone, entities decoded, whitespace runs one space. */
export function plainTextOf(html: string): string {
  const text = html.replace(TAG, (_tag, name: string | undefined) => (name !== undefined && BLOCK.test(name) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters of `text` (one line already), ending on a word boundary with an
 * ellipsis when cut; a first word longer than that is cut inside it.
 */
export function excerptOf(text: string, max = EMAIL_EXCERPT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  // Cut inside a word (the next character is not a space): back to the last space, if any.
  const midWord = !/\s/.test(chars[max - 1] ?? ' ');
  const boundary = head.lastIndexOf(' ');
  const cut = midWord && boundary > 0 ? head.slice(0, boundary) : head;
  return `${cut.trimEnd()}…`;
}
