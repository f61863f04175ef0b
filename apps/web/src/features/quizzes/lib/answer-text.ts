import type { ItemResponse, QuizItem, StudentItem } from '@lyceum/shared/quiz-items';

type Choice = { id: string; text: string };
type Words = { true: string; false: string };

const textIn = (list: readonly Choice[], id: string) => list.find((choice) => choice.id === id)?.text ?? id;

/** A response as words, with the item's own texts for its choices (results and the teacher's view). */
export function responseText(item: StudentItem | QuizItem, response: ItemResponse | null | undefined, words: Words): string | null {
  if (!response || response.kind !== item.kind) return null;
  switch (response.kind) {
    case 'single_choice':
      if (response.choice === null) return null;
      return 'choices' in item ? textIn(item.choices, response.choice) : response.choice;
    case 'multiple_response':
      return 'choices' in item ? response.choices.map((id) => textIn(item.choices, id)).join('; ') : null;
    case 'true_false':
      return response.value === null ? null : response.value ? words.true : words.false;
    case 'text_entry':
    case 'numeric':
    case 'essay':
      return response.text;
    case 'ordering':
      return 'choices' in item ? response.order.map((id, index) => `${index + 1}. ${textIn(item.choices, id)}`).join('  ') : null;
    case 'matching':
      return item.kind === 'matching' ? response.pairs.map((pair) => `${textIn(item.sources, pair.source)} → ${textIn(item.targets, pair.target)}`).join('; ') : null;
    case 'inline_choice':
      return item.kind === 'inline_choice'
        ? response.gaps.map((entry) => textIn(item.gaps.find((gap) => gap.id === entry.gap)?.choices ?? [], entry.choice)).join('; ')
        : null;
  }
}

/** A teacher's item's key as words (null: an essay, which has none). */
export function keyText(item: QuizItem, words: Words): string | null {
  switch (item.kind) {
    case 'single_choice':
      return textIn(item.choices, item.correct);
    case 'multiple_response':
      return item.correct.map((id) => textIn(item.choices, id)).join('; ');
    case 'true_false':
      return item.correct ? words.true : words.false;
    case 'text_entry':
      return item.accepted.join(' / ');
    case 'numeric':
      return item.tolerance > 0 ? `${item.answer} ± ${item.toleranceMode === 'relative' ? `${item.tolerance * 100}%` : item.tolerance}` : String(item.answer);
    case 'ordering':
      return item.choices.map((choice, index) => `${index + 1}. ${choice.text}`).join('  ');
    case 'matching':
      return item.pairs.map((pair) => `${textIn(item.sources, pair.source)} → ${textIn(item.targets, pair.target)}`).join('; ');
    case 'inline_choice':
      return item.gaps.map((gap) => textIn(gap.choices, gap.correct)).join('; ');
    case 'essay':
      return null;
  }
}

/** A prompt with each gap (`{{gapId}}`) shown as a blank, where the prompt is read rather than answered. */
export const promptWithBlanks = (prompt: string): string => prompt.replace(/\{\{[A-Za-z_][A-Za-z0-9_.-]*\}\}/g, '____');
