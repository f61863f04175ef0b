import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Highlighted } from '@lyceum/shared/search';
import { searchTerms } from '@lyceum/shared/search';
import { highlight, snippet } from './highlight';

/**
 * The rule, spelled as plainly as it reads: every word of the text (a run of letters, digits and
 * marks) taken out and lower-cased, marked when it is a term or starts with the last one.
 */
function oracle(text: string, terms: string[]): Highlighted {
  const prefix = terms[terms.length - 1] ?? '';
  const out: Highlighted = [];
  const plain = (part: string) => {
    if (part === '') return;
    const last = out[out.length - 1];
    if (last && !last.match) last.text += part;
    else out.push({ text: part, match: false });
  };
  let at = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const lower = found[0].toLowerCase();
    if (!terms.includes(lower) && !(prefix !== '' && lower.startsWith(prefix))) continue;
    plain(text.slice(at, found.index));
    out.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  plain(text.slice(at));
  return out;
}

// Letters that lower-case unusually (İ to two characters, Σ by its place), marks, digits, punctuation.
const pieces = ['Exercise', 'exercises', 'EXERCISED', 'ex', 'İstanbul', 'istanbul', 'ΟΔΟΣ', 'οδος', 'café', 'cafe\u0301', 'Straße', '42', '4x', 'a.b', "l'été", '—', ' ', '  ', ', ', '.', 'x*y', '(', '$1', '\\'];
const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join(''));

describe('highlighting the words a search matched', () => {
  it('marks exactly the words the rule marks, in any text, for terms read from any search', () => {
    fc.assert(
      fc.property(texts, texts, (text, query) => {
        const terms = searchTerms(query);
        expect(highlight(text, terms)).toEqual(oracle(text, terms));
      }),
      { numRuns: 2_000 },
    );
  });

  it('marks whole words, the last term also as a word\'s start, and no regular-expression text as such', () => {
    expect(highlight('Exercise 3: exercises, an exercised ex-Exercise', ['exercis'])).toEqual([
      { text: 'Exercise', match: true },
      { text: ' 3: ', match: false },
      { text: 'exercises', match: true },
      { text: ', an ', match: false },
      { text: 'exercised', match: true },
      { text: ' ex-', match: false },
      { text: 'Exercise', match: true },
    ]);
    expect(highlight('The sum of a and ab', ['a', 'b'])).toEqual([
      { text: 'The sum of ', match: false },
      { text: 'a', match: true },
      { text: ' and ab', match: false },
    ]);
    // Not a word, so never one of the text's words (searchTerms makes none such).
    expect(highlight('x*y and x', ['x*y'])).toEqual([{ text: 'x*y and x', match: false }]);
    expect(highlight('a.b and ab', ['a.b'])).toEqual([{ text: 'a.b and ab', match: false }]);
    expect(highlight('İstanbul, istanbul', searchTerms('İstanbul'))).toEqual(oracle('İstanbul, istanbul', searchTerms('İstanbul')));
    // The whole text lower-cases the sigma before ".E" as "σ", the word alone as "ς": still found.
    expect(highlight('ΟΔΟΣ.Exercise', searchTerms('ΟΔΟΣ'))).toEqual([{ text: 'ΟΔΟΣ', match: true }, { text: '.Exercise', match: false }]);
  });

  it('cuts a snippet around the first matched word of a long text', () => {
    const body = `${'Words before it. '.repeat(40)}Now the Exercise itself, and more.${' Words after it.'.repeat(40)}`;
    const marked = snippet(body, ['exercis']);
    expect(marked[0]?.text.startsWith('…')).toBe(true);
    expect(marked.filter((s) => s.match)).toEqual([{ text: 'Exercise', match: true }]);
    expect(snippet('No match here at all', ['zebra'])).toEqual([{ text: 'No match here at all', match: false }]);
  });
});
