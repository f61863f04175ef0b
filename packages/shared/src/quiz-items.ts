/**
 * Quiz items (issue "Quizzes"): the kinds a machine grades, and the essay a teacher grades by hand.
 * Three shapes of each item, so a key can never reach a student by accident:
 * - `quizItemSchema`: the teacher's item, with its key (correct choices, accepted answers, tolerance);
 * - `studentItemSchema`: what a student's attempt shows, built by the server without any key;
 * - `itemResponseSchema`: a student's answer to one item.
 * The kinds follow QTI 3.0's interactions (choice, text entry, order, match, inline choice, extended
 * text), so an item moves in and out of QTI without losing what it is.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { richTextSchema } from './materials';
import { QUIZ_ITEM_KINDS, QUIZ_LIMITS } from './quiz-limits';
import { QUIZ_MSG } from './quiz-messages';

export { QUIZ_LIMITS };

/** An identifier as QTI writes them (an NCName of at most 64 characters), so ids survive an export. */
export const itemIdSchema = z
  .string({ error: 'id must be text' })
  .max(64, 'id must start with a letter or _ and hold only letters, digits, _ . - (at most 64)')
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/, 'id must start with a letter or _ and hold only letters, digits, _ . - (at most 64)')
  .meta({ examples: ['item_1'] });

const choiceSchema = z.object({
  id: itemIdSchema,
  text: z.string().trim().min(1, 'choice text is required').max(QUIZ_LIMITS.choiceText, `choice text must be at most ${QUIZ_LIMITS.choiceText} characters`),
});
export type QuizChoice = z.infer<typeof choiceSchema>;

const choicesSchema = (field: string, min: number) =>
  z
    .array(choiceSchema)
    .min(min, `${field} needs at least ${min} entries`)
    .max(QUIZ_LIMITS.choices, `${field} must have at most ${QUIZ_LIMITS.choices} entries`)
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, `${field} ids must be different`);

/** How a multiple-response, ordering, matching or gap item counts a partly right answer. */
export const partScoringSchema = z.enum(['all_or_nothing', 'partial']);
export type PartScoring = z.infer<typeof partScoringSchema>;

const common = {
  id: itemIdSchema,
  prompt: richTextSchema('prompt'),
  points: z
    .number({ error: 'points must be a number' })
    .positive('points must be more than 0')
    .max(QUIZ_LIMITS.itemPoints, `points must be at most ${QUIZ_LIMITS.itemPoints}`)
    .multipleOf(0.01, 'points may have at most two decimals'),
};

const singleChoice = z.object({ kind: z.literal('single_choice'), ...common, choices: choicesSchema('choices', 2), correct: itemIdSchema, shuffle: z.boolean().default(true) });
const multipleResponse = z.object({
  kind: z.literal('multiple_response'),
  ...common,
  choices: choicesSchema('choices', 2),
  correct: z.array(itemIdSchema).max(QUIZ_LIMITS.choices),
  scoring: partScoringSchema.default('all_or_nothing'),
  shuffle: z.boolean().default(true),
});
const trueFalse = z.object({ kind: z.literal('true_false'), ...common, correct: z.boolean() });
/** `whitespace`: `trim` ignores spaces at the ends, `collapse` also reads any run inside as one space, `exact` keeps them. */
const textEntry = z.object({
  kind: z.literal('text_entry'),
  ...common,
  accepted: z
    .array(z.string().min(1, 'an accepted answer is required').max(QUIZ_LIMITS.answerText))
    .min(1, 'accepted needs at least one answer')
    .max(QUIZ_LIMITS.acceptedAnswers, `accepted must have at most ${QUIZ_LIMITS.acceptedAnswers} answers`),
  caseSensitive: z.boolean().default(false),
  whitespace: z.enum(['trim', 'collapse', 'exact']).default('collapse'),
});
/** `tolerance`: how far from `answer` is still right; `relative` reads it as a share of the answer (0.05 is 5%). */
const numeric = z.object({
  kind: z.literal('numeric'),
  ...common,
  answer: z.number({ error: 'answer must be a number' }).refine(Number.isFinite, 'answer must be a finite number'),
  tolerance: z.number().min(0, 'tolerance must be 0 or more').refine(Number.isFinite, 'tolerance must be a finite number').default(0),
  toleranceMode: z.enum(['absolute', 'relative']).default('absolute'),
});
const ordering = z.object({ kind: z.literal('ordering'), ...common, choices: choicesSchema('choices', 2), scoring: partScoringSchema.default('all_or_nothing') });
const matching = z.object({
  kind: z.literal('matching'),
  ...common,
  sources: choicesSchema('sources', 1),
  targets: choicesSchema('targets', 1),
  /** The key: each source's target (a source left out has none). */
  pairs: z.array(z.object({ source: itemIdSchema, target: itemIdSchema })).min(1, 'pairs needs at least one pair').max(QUIZ_LIMITS.choices),
  scoring: partScoringSchema.default('partial'),
  shuffle: z.boolean().default(true),
});
/** The prompt holds each gap as `{{gapId}}`; each gap offers its own choices. */
const inlineChoice = z.object({
  kind: z.literal('inline_choice'),
  ...common,
  gaps: z
    .array(z.object({ id: itemIdSchema, choices: choicesSchema('gap choices', 2), correct: itemIdSchema }))
    .min(1, 'gaps needs at least one gap')
    .max(QUIZ_LIMITS.choices, `gaps must have at most ${QUIZ_LIMITS.choices} entries`),
  scoring: partScoringSchema.default('partial'),
});
const essay = z.object({ kind: z.literal('essay'), ...common });

const itemUnion = z.discriminatedUnion('kind', [singleChoice, multipleResponse, trueFalse, textEntry, numeric, ordering, matching, inlineChoice, essay]);

/** The teacher's item, with its key. The ordering item's key is the order of its `choices`. */
export const quizItemSchema = itemUnion.superRefine((item, ctx) => {
    const problem = keyProblem(item);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type QuizItem = z.output<typeof quizItemSchema>;
export type QuizItemInput = z.input<typeof quizItemSchema>;
export type QuizItemKind = QuizItem['kind'];
export { QUIZ_ITEM_KINDS };
// The names kept in quiz-limits.ts are the union's kinds.
void (QUIZ_ITEM_KINDS satisfies readonly QuizItemKind[]);

/** A key that names what the item does not have (a correct choice that is not one of its choices). */
function keyProblem(item: z.output<typeof itemUnion>): string | null {
  const has = (list: { id: string }[], id: string) => list.some((entry) => entry.id === id);
  switch (item.kind) {
    case 'single_choice':
      return has(item.choices, item.correct) ? null : 'correct must be one of the choices';
    case 'multiple_response':
      return item.correct.every((id) => has(item.choices, id)) && new Set(item.correct).size === item.correct.length ? null : 'correct must list different choices of the item';
    case 'matching': {
      const sources = item.pairs.map((pair) => pair.source);
      if (new Set(sources).size !== sources.length) return 'pairs must give each source one target';
      return item.pairs.every((pair) => has(item.sources, pair.source) && has(item.targets, pair.target)) ? null : 'pairs must join a source and a target of the item';
    }
    case 'inline_choice': {
      if (new Set(item.gaps.map((gap) => gap.id)).size !== item.gaps.length) return 'gap ids must be different';
      if (!item.gaps.every((gap) => has(gap.choices, gap.correct))) return "each gap's correct must be one of its choices";
      return item.gaps.every((gap) => item.prompt.includes(`{{${gap.id}}}`)) ? null : 'the prompt must hold each gap as {{gapId}}';
    }
    default:
      return null;
  }
}

/** What a student's attempt shows of an item: its prompt, points and choices (shuffled if the teacher chose so), never its key. */
export const studentItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single_choice'), id: z.string(), prompt: z.string(), points: z.number(), choices: z.array(choiceSchema) }),
  z.object({ kind: z.literal('multiple_response'), id: z.string(), prompt: z.string(), points: z.number(), choices: z.array(choiceSchema) }),
  z.object({ kind: z.literal('true_false'), id: z.string(), prompt: z.string(), points: z.number() }),
  z.object({ kind: z.literal('text_entry'), id: z.string(), prompt: z.string(), points: z.number() }),
  z.object({ kind: z.literal('numeric'), id: z.string(), prompt: z.string(), points: z.number() }),
  z.object({ kind: z.literal('ordering'), id: z.string(), prompt: z.string(), points: z.number(), choices: z.array(choiceSchema) }),
  z.object({ kind: z.literal('matching'), id: z.string(), prompt: z.string(), points: z.number(), sources: z.array(choiceSchema), targets: z.array(choiceSchema) }),
  z.object({
    kind: z.literal('inline_choice'),
    id: z.string(),
    prompt: z.string(),
    points: z.number(),
    gaps: z.array(z.object({ id: z.string(), choices: z.array(choiceSchema) })),
  }),
  z.object({ kind: z.literal('essay'), id: z.string(), prompt: z.string(), points: z.number() }),
]);
export type StudentItem = z.infer<typeof studentItemSchema>;

const answerText = (field: string) =>
  z.string({ error: `${field} must be text` }).max(QUIZ_LIMITS.answerText, `${field} must be at most ${QUIZ_LIMITS.answerText} characters`);

/**
 * A student's answer to one item, by the item's kind. A numeric answer is the text as typed
 * (parseNumericAnswer reads it). Every kind has an empty form (a null choice or value, an empty text
 * or list): an answer taken back is saved as that, so it replaces the one before and scores 0.
 */
export const itemResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single_choice'), choice: itemIdSchema.nullable() }),
  z.object({ kind: z.literal('multiple_response'), choices: z.array(itemIdSchema).max(QUIZ_LIMITS.choices) }),
  z.object({ kind: z.literal('true_false'), value: z.boolean({ error: 'value must be true or false' }).nullable() }),
  z.object({ kind: z.literal('text_entry'), text: answerText('text') }),
  z.object({ kind: z.literal('numeric'), text: answerText('text') }),
  z.object({ kind: z.literal('ordering'), order: z.array(itemIdSchema).max(QUIZ_LIMITS.choices) }),
  z.object({ kind: z.literal('matching'), pairs: z.array(z.object({ source: itemIdSchema, target: itemIdSchema })).max(QUIZ_LIMITS.choices) }),
  z.object({ kind: z.literal('inline_choice'), gaps: z.array(z.object({ gap: itemIdSchema, choice: itemIdSchema })).max(QUIZ_LIMITS.choices) }),
  z.object({
    kind: z.literal('essay'),
    text: z.string({ error: 'text must be text' }).max(LIMITS.richText, `text must be at most ${LIMITS.richText} characters`),
  }),
]);
export type ItemResponse = z.infer<typeof itemResponseSchema>;

// The refusals' words live in their own module, free of zod, so the web can compare with them.
export { QUIZ_MSG };

/** How the attempts at a quiz make its grade. */
export const ATTEMPT_SCORINGS = ['highest', 'latest', 'average'] as const;
export type AttemptScoring = (typeof ATTEMPT_SCORINGS)[number];

/** When a student sees their score and the right answers: at once, once the due date has passed, or when the teacher releases them. */
export const RESULT_RELEASES = ['immediately', 'after_due', 'manual'] as const;
export type ResultRelease = (typeof RESULT_RELEASES)[number];

/**
 * A numeric answer as typed: digits with an optional sign, a point for decimals and an exponent
 * (6.02e23). What a person means by `1,5` depends on their country, `0x10` and `NaN` are not
 * answers, and `1e309` is no finite number: each is refused with a message, never guessed at.
 */
export function parseNumericAnswer(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const typed = text.trim();
  if (/^[+-]?\d+,\d+$/.test(typed)) return { ok: false, message: QUIZ_MSG.numberComma };
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,4})?$/.test(typed)) return { ok: false, message: QUIZ_MSG.numberShape };
  const value = Number(typed);
  if (!Number.isFinite(value)) return { ok: false, message: QUIZ_MSG.numberTooLarge };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}
