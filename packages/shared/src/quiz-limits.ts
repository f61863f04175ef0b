/**
 * The quiz rules' numbers and names, without zod: quiz-items.ts and quizzes.ts build their schemas
 * from these, and the web's quiz builder reads them here so its bundle takes no schema along.
 */
export const QUIZ_LIMITS = {
  /** Choices, pairs or gaps of one item: more is a typing slip or an attack, not a question. */
  choices: 50,
  choiceText: 1_000,
  acceptedAnswers: 20,
  /** A short text or numeric answer, as typed. */
  answerText: 500,
  /** The most points one item is worth. */
  itemPoints: 1_000,
} as const;

export const QUIZ_SETTINGS_LIMITS = {
  attempts: 100,
  /** A minute to a week, in seconds. */
  timeLimit: { min: 60, max: 604_800 },
  items: 200,
} as const;

export const QUIZ_ITEM_KINDS = ['single_choice', 'multiple_response', 'true_false', 'text_entry', 'numeric', 'ordering', 'matching', 'inline_choice', 'essay'] as const;
