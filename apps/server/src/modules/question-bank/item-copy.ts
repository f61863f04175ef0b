import type { QuizItem } from '@lyceum/shared/quiz-items';

/**
 * A bank item as a quiz's new item: a deep copy under an id not in `taken` (`id`, else `id_2`,
 * `id_3`, ...), still a QTI identifier of at most 64 characters.
 */
export function copiedItem(item: QuizItem, taken: ReadonlySet<string>): QuizItem {
  const copy = structuredClone(item);
  if (!taken.has(copy.id)) return copy;
  const base = copy.id.slice(0, 56);
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return { ...copy, id: `${base}_${n}` };
}
