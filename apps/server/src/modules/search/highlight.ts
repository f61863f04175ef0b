import { SEARCH_WORD_CHAR, type Highlighted } from '@lyceum/shared/search';

/**
 * A word, as the search reads text (searchTerms). One global expression walked with exec(): a
 * request highlights some forty texts, and matchAll() copies the expression on every call.
 * Each walk sets lastIndex first, so none depends on where another stopped.
 */
const WORD = new RegExp(`${SEARCH_WORD_CHAR}+`, 'gu');
const A_WORD = new RegExp(`^${SEARCH_WORD_CHAR}+$`, 'u');
const SNIPPET_CHARS = 160;

type Matcher = (word: string) => boolean;

/** A request's terms, ready: which words are a match, and where in lower-cased text one may be. */
interface Terms {
  isMatch: Matcher;
  /**
   * The words of lower-cased text that start with a term, whole (a term's letters after a letter
   * are inside a word, not its start). A superset of the matches: each is checked with isMatch.
   * Found by the expression engine in one pass, instead of every word of the text taken out and
   * lower-cased in JavaScript (a snippet's body is read up to its first match).
   */
  candidates: RegExp;
}

/** The terms arrays in use: a request's results all share one array. */
const compiled = new WeakMap<string[], Terms>();

/** The terms ready: a word is a match when it is a term, or starts with the last term. */
function termsOf(terms: string[]): Terms {
  let ready = compiled.get(terms);
  if (ready) return ready;
  const exact = new Set(terms);
  const prefix = terms[terms.length - 1] ?? '';
  const isMatch = (word: string) => {
    const lower = word.toLowerCase();
    return exact.has(lower) || (prefix !== '' && lower.startsWith(prefix));
  };
  // Terms are words (searchTerms), so none needs escaping; anything else could never be one of the text's words.
  const starts = terms.filter((term) => A_WORD.test(term)).map(oneSigma);
  // No term: an expression that finds nothing.
  const candidates = new RegExp(starts.length > 0 ? `(?<!${SEARCH_WORD_CHAR})(?:${starts.join('|')})${SEARCH_WORD_CHAR}*` : '(?!)', 'gu');
  ready = { isMatch, candidates };
  compiled.set(terms, ready);
  return ready;
}

/**
 * Lower-casing depends on what follows in one case only: a capital sigma ends a word as "ς", else
 * is "σ", and a text lower-cased whole can read "ΟΔΟΣ.Α" as "οδοσ.α" where the word alone is
 * "οδος". Both spelled "σ", the candidates stay a superset of the matches.
 */
const oneSigma = (text: string) => text.replaceAll('ς', 'σ');

/**
 * Calls `visit` with each matched word of the text and where it starts, until it answers false.
 * Lower-casing keeps the text's length nearly always, and so its positions: then the candidates of
 * the lower-cased text are checked; else (an "İ", which lower-cases to two characters) every word.
 */
function eachMatch(text: string, terms: Terms, visit: (word: string, index: number) => boolean): void {
  const lower = oneSigma(text.toLowerCase());
  const words = lower.length === text.length ? terms.candidates : WORD;
  const source = words === WORD ? text : lower;
  words.lastIndex = 0;
  for (let found = words.exec(source); found; found = words.exec(source)) {
    const word = text.slice(found.index, found.index + found[0].length);
    if (terms.isMatch(word) && !visit(word, found.index)) return;
  }
}

/** The text as segments, the matched words marked (adjacent plain text merged). */
export function highlight(text: string, terms: string[]): Highlighted {
  const segments: Highlighted = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  };
  let at = 0;
  eachMatch(text, termsOf(terms), (word, index) => {
    push(text.slice(at, index), false);
    push(word, true);
    at = index + word.length;
    return true;
  });
  push(text.slice(at), false);
  return segments;
}

/** Where the first matched word of the text starts (0 when none matched). */
function firstMatch(text: string, terms: Terms): number {
  let first = 0;
  eachMatch(text, terms, (_word, index) => {
    first = index;
    return false;
  });
  return first;
}

/**
 * About SNIPPET_CHARS of the text around its first matched word (its start when none matched),
 * cut at word boundaries, with an ellipsis where text was left out; highlighted.
 */
export function snippet(text: string, terms: string[]): Highlighted {
  if (text === '') return [];
  const first = firstMatch(text, termsOf(terms));
  let start = Math.max(0, first - SNIPPET_CHARS / 4);
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const part = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(part, terms);
}
