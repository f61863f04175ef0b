/**
 * Question posts' limits, without zod: the web imports them as values (a value import of
 * questions.ts would put zod in the build).
 */
export const QUESTION_LIMITS = { choices: 20, choiceText: 500, answerText: 2_000 } as const;
