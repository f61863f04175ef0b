/**
 * The question bank's limits, messages and tag rule, without zod: the web imports these as values,
 * and a value import of question-bank.ts would put zod in the build (npm run check:bundle).
 */
export const BANK_LIMITS = {
  /** Tags on one item, and the length of one. */
  tags: 10,
  tagLength: 40,
  /** Items saved in one request ("save all the quiz's items"), and copied at once. */
  batch: 100,
  /** Words of a search. */
  query: 200,
  page: 50,
  pageDefault: 20,
} as const;

/** What the server answers when it refuses a bank call; the catalogue holds the same English. */
export const BANK_MSG = {
  notFound: 'Question not found in the bank',
  teachersOnly: 'Only teachers and admins have a question bank',
  saved: (count: number) => (count === 1 ? 'Question saved to the bank' : `${count} questions saved to the bank`),
  deleted: 'Question deleted from the bank',
} as const;

/** A tag as stored: trimmed, inner spaces folded, lower-cased, so "Fractions " and "fractions" are one. */
export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();
