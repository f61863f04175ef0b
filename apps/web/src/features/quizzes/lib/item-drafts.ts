import type { PartScoring, QuizChoice, QuizItem, QuizItemKind } from '@lyceum/shared/quiz-items';
import { QUIZ_LIMITS } from '@lyceum/shared/quiz-limits';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';

/**
 * A question as the builder edits it: one flat shape for every kind, numbers kept as typed, so
 * switching a field never loses what was written. `toItem` turns it into the API's item (the
 * key included) or names the part that is wrong, with the builder's message, following the
 * server's rules (quizItemSchema); a rule it still refuses comes back as a 400 shown at its field.
 */
export interface ItemDraft {
  kind: QuizItemKind;
  /** The item's id (a QTI identifier), kept across edits so regrading can tell items apart. */
  id: string;
  prompt: string;
  points: string;
  /** single_choice, multiple_response (ids in `correct`), ordering (in the correct order). */
  choices: QuizChoice[];
  correct: string[];
  trueFalse: boolean;
  accepted: string[];
  caseSensitive: boolean;
  whitespace: 'trim' | 'collapse' | 'exact';
  answer: string;
  tolerance: string;
  toleranceMode: 'absolute' | 'relative';
  sources: QuizChoice[];
  targets: QuizChoice[];
  /** Each source's target id ('' for none). */
  pairs: Record<string, string>;
  gaps: { id: string; choices: QuizChoice[]; correct: string }[];
  scoring: PartScoring;
  shuffle: boolean;
}

/** The parts of a question an error can be shown at; a field's id is `item-${id}-${part}`. */
export type ItemPart = 'prompt' | 'points' | 'choices' | 'accepted' | 'answer' | 'tolerance' | 'pairs' | 'gaps';

/** A wrong part, with the builder's message. */
export interface ItemProblem {
  ok: false;
  part: ItemPart;
  message: MessageDescriptor;
  values?: Record<string, string>;
}
export type ItemCheck = { ok: true; item: QuizItem } | ItemProblem;

/** The kind's name, as the kind chooser and a question's heading say it. */
export const KIND_NAMES: Record<QuizItemKind, MessageDescriptor> = {
  single_choice: m.kindSingleChoice,
  multiple_response: m.kindMultipleResponse,
  true_false: m.kindTrueFalse,
  text_entry: m.kindTextEntry,
  numeric: m.kindNumeric,
  ordering: m.kindOrdering,
  matching: m.kindMatching,
  inline_choice: m.kindInlineChoice,
  essay: m.kindEssay,
};

/** A fresh identifier that `taken` does not hold: `prefix1`, `prefix2`, ... */
export function freshId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

const blankChoices = (prefix: string, count: number): QuizChoice[] => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, text: '' }));

/** A new question of `kind`, with an id none of `taken` has, and the blanks its kind needs. */
export function newDraft(kind: QuizItemKind, taken: Iterable<string>): ItemDraft {
  return {
    kind,
    id: freshId('q', taken),
    prompt: '',
    points: '1',
    choices: blankChoices('c', kind === 'ordering' ? 3 : 4),
    correct: [],
    trueFalse: true,
    accepted: [''],
    caseSensitive: false,
    whitespace: 'collapse',
    answer: '',
    tolerance: '0',
    toleranceMode: 'absolute',
    sources: blankChoices('s', 2),
    targets: blankChoices('t', 2),
    pairs: {},
    gaps: kind === 'inline_choice' ? [{ id: 'gap1', choices: blankChoices('g', 2), correct: '' }] : [],
    scoring: kind === 'matching' || kind === 'inline_choice' ? 'partial' : 'all_or_nothing',
    shuffle: true,
  };
}

/** A stored item as a draft, every field of its kind filled from it. */
export function toDraft(item: QuizItem): ItemDraft {
  const draft = newDraft(item.kind, []);
  const base = { ...draft, id: item.id, prompt: item.prompt, points: String(item.points) };
  switch (item.kind) {
    case 'single_choice':
      return { ...base, choices: item.choices, correct: [item.correct], shuffle: item.shuffle };
    case 'multiple_response':
      return { ...base, choices: item.choices, correct: item.correct, scoring: item.scoring, shuffle: item.shuffle };
    case 'true_false':
      return { ...base, trueFalse: item.correct };
    case 'text_entry':
      return { ...base, accepted: item.accepted, caseSensitive: item.caseSensitive, whitespace: item.whitespace };
    case 'numeric':
      return { ...base, answer: String(item.answer), tolerance: String(item.tolerance), toleranceMode: item.toleranceMode };
    case 'ordering':
      return { ...base, choices: item.choices, scoring: item.scoring };
    case 'matching':
      return {
        ...base,
        sources: item.sources,
        targets: item.targets,
        pairs: Object.fromEntries(item.pairs.map((pair) => [pair.source, pair.target])),
        scoring: item.scoring,
        shuffle: item.shuffle,
      };
    case 'inline_choice':
      return { ...base, gaps: item.gaps, scoring: item.scoring };
    case 'essay':
      return base;
  }
}

/** Points as the server takes them: above 0, at most 1000, at most two decimals. */
export function parsePoints(text: string): number | null {
  const typed = text.trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(typed)) return null;
  const value = Number(typed);
  return value > 0 && value <= QUIZ_LIMITS.itemPoints ? value : null;
}

/** A number as typed in a key (the same shape a student's numeric answer must have). */
function parseNumber(text: string): number | null {
  const typed = text.trim();
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,4})?$/.test(typed)) return null;
  const value = Number(typed);
  return Number.isFinite(value) ? value : null;
}

const filled = (list: QuizChoice[]) => list.map((choice) => ({ ...choice, text: choice.text.trim() }));
const allFilled = (list: QuizChoice[], min: number) => list.length >= min && list.every((choice) => choice.text.trim() !== '');
/** Quill writes an empty editor as an empty paragraph: no text is no question. */
const emptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

const fail = (part: ItemPart, message: MessageDescriptor, values?: Record<string, string>): ItemProblem => ({ ok: false, part, message, ...(values ? { values } : {}) });

/** Every wrong part of the draft, in the order the editor shows them (the question, its points, its key). */
export function itemProblems(draft: ItemDraft): ItemProblem[] {
  const problems: ItemProblem[] = [];
  if (emptyHtml(draft.prompt)) problems.push(fail('prompt', m.promptRequired));
  if (parsePoints(draft.points) === null) problems.push(fail('points', m.pointsInvalid));
  const built = build(draft, { id: draft.id, prompt: draft.prompt, points: 1 });
  if (isProblem(built)) problems.push(built);
  return problems;
}

/** The draft as the API's item, or its first wrong part. */
export function toItem(draft: ItemDraft): ItemCheck {
  const [problem] = itemProblems(draft);
  if (problem) return problem;
  // Checked by itemProblems against the server's rules (quizItemSchema), which are not in the
  // page's bundle: zod stays out of the web build.
  const item = build(draft, { id: draft.id, prompt: draft.prompt, points: parsePoints(draft.points)! }) as QuizItem;
  return { ok: true, item };
}

const isProblem = (value: Record<string, unknown> | ItemProblem): value is ItemProblem => value.ok === false;

function build(draft: ItemDraft, common: { id: string; prompt: string; points: number }): Record<string, unknown> | ItemProblem {
  switch (draft.kind) {
    case 'single_choice':
    case 'multiple_response': {
      if (!allFilled(draft.choices, 2)) return fail('choices', m.choiceRequired);
      const correct = draft.correct.filter((id) => draft.choices.some((choice) => choice.id === id));
      if (correct.length === 0) return fail('choices', m.correctRequired);
      const choices = filled(draft.choices);
      return draft.kind === 'single_choice'
        ? { kind: draft.kind, ...common, choices, correct: correct[0], shuffle: draft.shuffle }
        : { kind: draft.kind, ...common, choices, correct, scoring: draft.scoring, shuffle: draft.shuffle };
    }
    case 'true_false':
      return { kind: draft.kind, ...common, correct: draft.trueFalse };
    case 'text_entry': {
      if (draft.accepted.length === 0 || draft.accepted.some((answer) => answer.trim() === '')) return fail('accepted', m.acceptedRequired);
      return { kind: draft.kind, ...common, accepted: draft.accepted, caseSensitive: draft.caseSensitive, whitespace: draft.whitespace };
    }
    case 'numeric': {
      const answer = parseNumber(draft.answer);
      if (answer === null) return fail('answer', m.answerInvalid);
      const tolerance = draft.tolerance.trim() === '' ? 0 : parseNumber(draft.tolerance);
      if (tolerance === null || tolerance < 0) return fail('tolerance', m.toleranceInvalid);
      return { kind: draft.kind, ...common, answer, tolerance, toleranceMode: draft.toleranceMode };
    }
    case 'ordering':
      if (!allFilled(draft.choices, 2)) return fail('choices', m.choiceRequired);
      return { kind: draft.kind, ...common, choices: filled(draft.choices), scoring: draft.scoring };
    case 'matching': {
      const pairs = draft.sources.flatMap((source) => {
        const target = draft.pairs[source.id];
        return target && draft.targets.some((t) => t.id === target) ? [{ source: source.id, target }] : [];
      });
      if (!allFilled(draft.sources, 1) || !allFilled(draft.targets, 1) || pairs.length === 0) return fail('pairs', m.pairsRequired);
      return { kind: draft.kind, ...common, sources: filled(draft.sources), targets: filled(draft.targets), pairs, scoring: draft.scoring, shuffle: draft.shuffle };
    }
    case 'inline_choice': {
      const complete = draft.gaps.length > 0 && draft.gaps.every((gap) => allFilled(gap.choices, 2) && gap.choices.some((choice) => choice.id === gap.correct));
      if (!complete) return fail('gaps', m.gapsRequired);
      const missing = draft.gaps.find((gap) => !draft.prompt.includes(`{{${gap.id}}}`));
      if (missing) return fail('prompt', m.gapMissing, { gap: `{{${missing.id}}}` });
      return { kind: draft.kind, ...common, gaps: draft.gaps.map((gap) => ({ ...gap, choices: filled(gap.choices) })), scoring: draft.scoring };
    }
    case 'essay':
      return { kind: draft.kind, ...common };
  }
}

/** Moves the entry at `index` by `step` (-1 up, +1 down); out of range leaves the list as it is. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The question and part a server's validation message names ("items.2.choices.0.text: ..."), so
 * a 400 the builder did not foresee is still shown at its field.
 */
export function serverItemPart(message: string): { index: number; part: ItemPart } | null {
  const match = /^items\.(\d+)(?:\.(\w+))?/.exec(message);
  if (!match) return null;
  const PARTS: Record<string, ItemPart> = {
    prompt: 'prompt',
    points: 'points',
    choices: 'choices',
    correct: 'choices',
    accepted: 'accepted',
    answer: 'answer',
    tolerance: 'tolerance',
    sources: 'pairs',
    targets: 'pairs',
    pairs: 'pairs',
    gaps: 'gaps',
  };
  return { index: Number(match[1]), part: PARTS[match[2] ?? ''] ?? 'prompt' };
}
