import { parseNumericAnswer, QUIZ_MSG, type ItemResponse, type PartScoring, type QuizItem } from '@lyceum/shared/quiz-items';

/** An item's points for one answer: `points` null means a teacher grades it (an essay). */
export interface ItemScore {
  points: number | null;
  max: number;
}

/** Points to two decimals, so 1/3 of 1 point is 0.33 everywhere it is shown and summed. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A share of the item's points from parts: `right` and `wrong` of `total` parts. Partial credit
 * takes a wrong part off as a right one adds (Moodle's rule, so ticking every box earns nothing);
 * all-or-nothing gives the points only for every part right and none wrong.
 */
function partsScore(points: number, scoring: PartScoring, right: number, wrong: number, total: number): number {
  if (scoring === 'all_or_nothing') return right === total && wrong === 0 ? points : 0;
  return round(points * Math.max(0, (right - wrong) / total));
}

/** A typed text as the item compares it: NFC, then its case and whitespace rules. */
export function normalText(text: string, item: Extract<QuizItem, { kind: 'text_entry' }>): string {
  let value = text.normalize('NFC');
  if (item.whitespace !== 'exact') value = value.trim();
  if (item.whitespace === 'collapse') value = value.replace(/\s+/gu, ' ');
  return item.caseSensitive ? value : value.toLocaleLowerCase('und');
}

/** Whether a number is within the item's tolerance of its answer (with room for binary fractions: 0.1 + 0.2). */
function withinTolerance(value: number, item: Extract<QuizItem, { kind: 'numeric' }>): boolean {
  const allowed = item.toleranceMode === 'relative' ? Math.abs(item.answer) * item.tolerance : item.tolerance;
  return Math.abs(value - item.answer) <= allowed + Number.EPSILON * Math.max(1, Math.abs(item.answer)) * 4;
}

/**
 * What is wrong with an answer to this item, or null: another kind's answer, a choice, source,
 * target or gap the item does not have, one named twice, a number that is no number. Checked
 * before an answer is saved, so what is stored can always be scored.
 */
export function responseProblem(item: QuizItem, response: ItemResponse): string | null {
  if (item.kind !== response.kind) return QUIZ_MSG.responseKind;
  const known = (list: { id: string }[], ids: string[]) => ids.every((id) => list.some((entry) => entry.id === id));
  const distinct = (ids: string[]) => new Set(ids).size === ids.length;
  switch (item.kind) {
    case 'single_choice': {
      const choice = (response as Extract<ItemResponse, { kind: 'single_choice' }>).choice;
      return choice === null || known(item.choices, [choice]) ? null : QUIZ_MSG.unknownChoice;
    }
    case 'multiple_response': {
      const ids = (response as Extract<ItemResponse, { kind: 'multiple_response' }>).choices;
      return !known(item.choices, ids) ? QUIZ_MSG.unknownChoice : distinct(ids) ? null : QUIZ_MSG.repeatedChoice;
    }
    case 'ordering': {
      const ids = (response as Extract<ItemResponse, { kind: 'ordering' }>).order;
      return !known(item.choices, ids) ? QUIZ_MSG.unknownChoice : distinct(ids) ? null : QUIZ_MSG.repeatedChoice;
    }
    case 'matching': {
      const pairs = (response as Extract<ItemResponse, { kind: 'matching' }>).pairs;
      if (!known(item.sources, pairs.map((p) => p.source)) || !known(item.targets, pairs.map((p) => p.target))) return QUIZ_MSG.unknownChoice;
      return distinct(pairs.map((p) => p.source)) ? null : QUIZ_MSG.repeatedChoice;
    }
    case 'inline_choice': {
      const gaps = (response as Extract<ItemResponse, { kind: 'inline_choice' }>).gaps;
      for (const answer of gaps) {
        const gap = item.gaps.find((g) => g.id === answer.gap);
        if (!gap || !known(gap.choices, [answer.choice])) return QUIZ_MSG.unknownChoice;
      }
      return distinct(gaps.map((g) => g.gap)) ? null : QUIZ_MSG.repeatedChoice;
    }
    case 'numeric': {
      const text = (response as Extract<ItemResponse, { kind: 'numeric' }>).text;
      if (text.trim() === '') return null;
      const parsed = parseNumericAnswer(text);
      return parsed.ok ? null : parsed.message;
    }
    default:
      return null;
  }
}

/**
 * The points an answer earns (no answer, or an empty one: 0). Machine-graded kinds are scored here the moment the
 * attempt is turned in, and again whenever a key changes; an essay's points are the teacher's.
 * The answer must have passed responseProblem (a mismatched kind scores 0, never throws).
 */
export function scoreItem(item: QuizItem, response: ItemResponse | null): ItemScore {
  const max = item.points;
  if (item.kind === 'essay') return { points: null, max };
  if (!response || response.kind !== item.kind) return { points: 0, max };
  const full = (right: boolean) => ({ points: right ? max : 0, max });
  switch (item.kind) {
    case 'single_choice':
      return full((response as Extract<ItemResponse, { kind: 'single_choice' }>).choice === item.correct);
    case 'true_false':
      return full((response as Extract<ItemResponse, { kind: 'true_false' }>).value === item.correct);
    case 'text_entry': {
      const typed = normalText((response as Extract<ItemResponse, { kind: 'text_entry' }>).text, item);
      return full(typed !== '' && item.accepted.some((accepted) => normalText(accepted, item) === typed));
    }
    case 'numeric': {
      const parsed = parseNumericAnswer((response as Extract<ItemResponse, { kind: 'numeric' }>).text);
      return full(parsed.ok && withinTolerance(parsed.value, item));
    }
    case 'multiple_response': {
      const chosen = new Set((response as Extract<ItemResponse, { kind: 'multiple_response' }>).choices);
      const key = new Set(item.correct);
      // No correct choice at all: right is choosing none.
      if (key.size === 0) return full(chosen.size === 0);
      const right = [...chosen].filter((id) => key.has(id)).length;
      return { points: partsScore(max, item.scoring, right, chosen.size - right, key.size), max };
    }
    case 'ordering': {
      const order = (response as Extract<ItemResponse, { kind: 'ordering' }>).order;
      // Each place is a part: a choice in its own place is right; a misplaced one earns nothing, and takes nothing off.
      const right = item.choices.filter((choice, index) => order[index] === choice.id).length;
      return { points: partsScore(max, item.scoring, right, 0, item.choices.length), max };
    }
    case 'matching': {
      const given = (response as Extract<ItemResponse, { kind: 'matching' }>).pairs;
      const right = given.filter((pair) => item.pairs.some((key) => key.source === pair.source && key.target === pair.target)).length;
      return { points: partsScore(max, item.scoring, right, given.length - right, item.pairs.length), max };
    }
    case 'inline_choice': {
      const given = (response as Extract<ItemResponse, { kind: 'inline_choice' }>).gaps;
      // Each gap is a part; a gap left empty or filled wrongly earns nothing.
      const right = item.gaps.filter((gap) => given.some((answer) => answer.gap === gap.id && answer.choice === gap.correct)).length;
      return { points: partsScore(max, item.scoring, right, 0, item.gaps.length), max };
    }
  }
}
