import type { Highlighted } from '@lyceum/shared/search';

/**
 * A word, as the search reads text (searchTerms). One global expression walked with exec(): a
 * request highlights some forty texts, and matchAll() copies the expression on every call.
 * Each walk sets lastIndex first, so none depends on where another stopped.
 */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SNIPPET_CHARS = 160;

type Matcher = (word: string) => boolean;

/** The matchers of the terms arrays in use: a request's results all share one array. */
const matchers = new WeakMap<string[], Matcher>();

/** Whether a word of the text is one the search matched: a term, or the last term's prefix. */
function matcher(terms: string[]): Matcher {
  let isMatch = matchers.get(terms);
  if (isMatch) return isMatch;
  const exact = new Set(terms);
  const prefix = terms[terms.length - 1] ?? '';
  isMatch = (word) => {
    const lower = word.toLowerCase();
    return exact.has(lower) || (prefix !== '' && lower.startsWith(prefix));
  };
  matchers.set(terms, isMatch);
  return isMatch;
}

/** The text as segments, the matched words marked (adjacent plain text merged). */
export function highlight(text: string, terms: string[]): Highlighted {
  const isMatch = matcher(terms);
  const segments: Highlighted = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  };
  let at = 0;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found; found = WORD.exec(text)) {
    if (!isMatch(found[0])) continue;
    push(text.slice(at, found.index), false);
    push(found[0], true);
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

/** Where the first matched word of the text starts (0 when none matched). */
function firstMatch(text: string, isMatch: Matcher): number {
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found; found = WORD.exec(text)) if (isMatch(found[0])) return found.index;
  return 0;
}

/**
 * About SNIPPET_CHARS of the text around its first matched word (its start when none matched),
 * cut at word boundaries, with an ellipsis where text was left out; highlighted.
 */
export function snippet(text: string, terms: string[]): Highlighted {
  if (text === '') return [];
  const first = firstMatch(text, matcher(terms));
  let start = Math.max(0, first - SNIPPET_CHARS / 4);
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const part = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(part, terms);
}
