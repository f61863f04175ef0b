import { z } from 'zod';
import { assignmentRequestSchema, assignmentSchema } from './assignments';
import { requiredText } from './common';
import { LIMITS } from './limits';

/**
 * Question posts (issue 36, docs/quizzes.md), as in Google Classroom: a short-answer or
 * multiple-choice question to the class, answered in place. A question is an assignment
 * (`workType` question): its answers are the students' submissions, graded and returned as any work.
 */
export const QUESTION_LIMITS = { choices: 20, choiceText: 500, answerText: 2_000 } as const;

export const questionKindSchema = z.enum(['short_answer', 'multiple_choice']);
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const questionSettingsSchema = z
  .object({
    kind: questionKindSchema,
    /** Multiple choice: 2 to 20 different texts, in order; a short answer has none. */
    choices: z.array(requiredText('choice', QUESTION_LIMITS.choiceText)).max(QUESTION_LIMITS.choices, `at most ${QUESTION_LIMITS.choices} choices`),
    /** Students who have answered see their classmates' answers. */
    showClassmates: z.boolean(),
    /** Students may change their answer until it is returned. */
    studentsCanEdit: z.boolean(),
  })
  .superRefine((settings, ctx) => {
    if (settings.kind === 'short_answer' && settings.choices.length > 0) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A short-answer question has no choices' });
    if (settings.kind === 'multiple_choice' && settings.choices.length < 2) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A multiple-choice question needs at least 2 choices' });
    if (new Set(settings.choices).size !== settings.choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice must be different' });
  });
export type QuestionSettings = z.infer<typeof questionSettingsSchema>;

/** POST /api/questions, PUT /api/questions/{id}: the assignment's fields (title = the question) and its settings. */
export const questionRequestSchema = assignmentRequestSchema.extend({
  /** Optional details under the question (rich text; '' or absent: none). */
  description: z.string().max(LIMITS.richText, `description must be at most ${LIMITS.richText} characters`).default(''),
  question: questionSettingsSchema,
});
export type QuestionRequest = z.input<typeof questionRequestSchema>;

/** PUT /api/questions/{id}/answer: the text of a short answer, or the index of the choice picked. */
export const questionAnswerRequestSchema = z.union([
  z.object({ text: requiredText('text', QUESTION_LIMITS.answerText) }).strict(),
  z.object({ choice: z.number().int().min(0).max(QUESTION_LIMITS.choices - 1) }).strict(),
]);
export type QuestionAnswerRequest = z.infer<typeof questionAnswerRequestSchema>;

/** A student's own answer, with where its grading stands. */
export const myQuestionAnswerSchema = z.object({
  text: z.string(),
  /** The choice's index (multiple choice), else null. */
  choice: z.number().int().nullable(),
  answeredAt: z.string(),
  state: z.enum(['turned_in', 'returned']),
  /** Only once returned. */
  grade: z.number().nullable(),
});

/** GET /api/questions/{id}: the question with its settings; a student's own answer (null: not yet; always null for staff). */
export const questionViewSchema = z.object({
  assignment: assignmentSchema,
  question: questionSettingsSchema,
  mine: myQuestionAnswerSchema.nullable(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

/** One answer in the class's list (no grade: grades are the grading panel's). */
export const classAnswerSchema = z.object({
  student: z.object({ _id: z.string(), name: z.string() }),
  text: z.string(),
  choice: z.number().int().nullable(),
  answeredAt: z.string(),
});

/**
 * GET /api/questions/{id}/answers: every answer of the class's current students, oldest first, and
 * the summary (multiple choice: how many picked each choice, in the choices' order). The class's
 * teachers always; a student only when the teacher allows it and once they have answered.
 */
export const classAnswersSchema = z.object({
  answers: z.array(classAnswerSchema),
  counts: z.array(z.number().int()),
  answered: z.number().int(),
  students: z.number().int(),
});
export type ClassAnswers = z.infer<typeof classAnswersSchema>;
