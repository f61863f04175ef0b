import { parseNumericAnswer, type ItemResponse, type QuizItem } from '@lyceum/shared/quiz-items';
import { isEmptyResponse } from '@lyceum/shared/quiz-responses';
import { STATISTICS_TOP_ANSWERS } from '@lyceum/shared/quizzes';
import { normalText } from './item-scoring';

/** A response and how many turned-in attempts gave it (the statistics read identical answers as one). */
export interface CountedResponse {
  response: ItemResponse;
  count: number;
}

/**
 * A typed answer as the item compares it, so answers that score alike count as one: a text by the
 * item's case and whitespace rules, a number as the number read (3.10 and 3.1 are one). Null for
 * no answer, or another kind's.
 */
function comparedAnswer(item: QuizItem, response: ItemResponse): string | null {
  if (isEmptyResponse(response)) return null;
  if (item.kind === 'text_entry' && response.kind === 'text_entry') return normalText(response.text, item);
  if (item.kind === 'numeric' && response.kind === 'numeric') {
    const parsed = parseNumericAnswer(response.text);
    return parsed.ok ? String(parsed.value) : response.text.trim();
  }
  return null;
}

/** Text entry and numeric: the most frequent answers, most first (ties in text order), capped. */
export function topAnswers(item: QuizItem, responses: CountedResponse[]): { answer: string; count: number }[] {
  if (item.kind !== 'text_entry' && item.kind !== 'numeric') return [];
  const counts = new Map<string, number>();
  for (const { response, count } of responses) {
    const answer = comparedAnswer(item, response);
    if (answer !== null) counts.set(answer, (counts.get(answer) ?? 0) + count);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, STATISTICS_TOP_ANSWERS)
    .map(([answer, count]) => ({ answer, count }));
}

/** The parts an answer has right, by the item's own parts (the same counting as scoreItem's). */
function rightParts(item: QuizItem, response: ItemResponse): string[] {
  if (item.kind === 'ordering' && response.kind === 'ordering') return item.choices.filter((choice, index) => response.order[index] === choice.id).map((choice) => choice.id);
  if (item.kind === 'matching' && response.kind === 'matching')
    return item.pairs.filter((key) => response.pairs.some((pair) => pair.source === key.source && pair.target === key.target)).map((key) => key.source);
  if (item.kind === 'inline_choice' && response.kind === 'inline_choice')
    return item.gaps.filter((gap) => response.gaps.some((answer) => answer.gap === gap.id && answer.choice === gap.correct)).map((gap) => gap.id);
  return [];
}

/**
 * Ordering (each choice in its place), matching (each source to its target) and inline choice
 * (each gap): the share of the turned-in attempts with that part right, in the item's order.
 */
export function partShares(item: QuizItem, responses: CountedResponse[], attempts: number): { part: string; shareCorrect: number }[] {
  const parts = item.kind === 'ordering' ? item.choices.map((c) => c.id) : item.kind === 'matching' ? item.pairs.map((p) => p.source) : item.kind === 'inline_choice' ? item.gaps.map((g) => g.id) : [];
  if (parts.length === 0 || attempts === 0) return [];
  const right = new Map<string, number>();
  for (const { response, count } of responses) for (const part of rightParts(item, response)) right.set(part, (right.get(part) ?? 0) + count);
  return parts.map((part) => ({ part, shareCorrect: Math.round(((right.get(part) ?? 0) / attempts) * 1000) / 1000 }));
}
