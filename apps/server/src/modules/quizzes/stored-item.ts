import { quizItemSchema, type QuizItem } from '@lyceum/shared/quiz-items';

/**
 * A stored item (its JSON in quiz_items) read through the schema, once per process and text: every
 * answer saved checks its item, every turn-in scores all of them, and parsing 20 items with zod
 * cost more than the statements that read them (issue 36's bench, 500 students at once). Keyed by
 * the text itself, so an edited item is a new key and nothing needs invalidating; items from before
 * a schema change still get its defaults. The items are frozen: callers share them.
 */
const parsed = new Map<string, QuizItem>();
const KEPT = 4_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

export function storedItem(json: string): QuizItem {
  const known = parsed.get(json);
  if (known) return known;
  const item = deepFreeze(quizItemSchema.parse(JSON.parse(json)));
  // The oldest out first (a Map keeps its insertion order): a bound, not an LRU; a miss is one parse.
  if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(json, item);
  return item;
}
