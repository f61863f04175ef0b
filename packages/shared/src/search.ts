import { z } from 'zod';

/** The longest search text taken, and the most results one search answers. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 20;

export const SEARCH_KINDS = ['class', 'topic', 'material', 'assignment', 'comment', 'person'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`)
    .default('')
    .meta({ description: 'Words to find (none: no results); any punctuation or query syntax is read as a space. The last word also matches as a prefix.' }),
});

/**
 * Text with the words that matched marked, as data: the client renders `match` segments as
 * highlights (never HTML from the server). Joined, the segments are the plain text.
 */
export const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  _id: z.string(),
  /** The name of the thing (for a comment: the title of what it is on). */
  title: highlightedSchema,
  /** Where in its text the words were found (its start when only the title matched); empty when there is none to show. */
  snippet: highlightedSchema,
  /** The class it belongs to (for a person: null). */
  class: z.object({ _id: z.string(), name: z.string(), archived: z.boolean() }).nullable(),
  /** The web app's screen for it; null when there is none for the caller. */
  link: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  /** The words searched for, as the server read them. */
  terms: z.array(z.string()),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The words of a search text, as both engines' tokenizers read text: runs of letters, digits and
 * combining marks, lower-cased; everything else (quotes, `*`, `-`, `NEAR(`, `%`, lone surrogates)
 * is a space. At most 12 words are used.
 */
export function searchTerms(text: string): string[] {
  return searchWords(text).slice(0, 12);
}

/** A character of a word, as search reads text: a letter, a digit or a combining mark (a RegExp source, for the `u` flag). */
export const SEARCH_WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';
const SEARCH_WORD = new RegExp(`${SEARCH_WORD_CHAR}+`, 'gu');

/** Every word of a text as search reads it, lower-cased: what the index keeps of it, and a search's words before the limit. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(SEARCH_WORD) ?? [];
}
