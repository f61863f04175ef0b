/**
 * Question posts (issue 36, docs/quizzes.md), as in Google Classroom: a short-answer or
 * multiple-choice question to the class, answered in place. A question is an assignment
 * (`workType` question): its answers are the students' submissions, graded and returned as any work.
 */
import { z } from 'zod';
import { assignmentRequestSchema, assignmentSchema } from './assignments';
import { requiredText } from './common';
import { LIMITS } from './limits';
import { QUESTION_LIMITS } from './question-limits';

export { QUESTION_LIMITS } from './question-limits';

export const questionKindSchema = z.enum(['short_answer', 'multiple_choice']);
export type QuestionKind = z.infer<typeof questionKindSchema>;

const audience = {
  /** Students who have answered see their classmates' answers. */
  showClassmates: z.boolean(),
  /** Students may change their answer until it is returned. */
  studentsCanEdit: z.boolean(),
};

/** A question's settings as stored and answered: a short answer's choices are []. */
export const questionSettingsSchema = z.object({ kind: questionKindSchema, choices: z.array(z.string()), ...audience });
export type QuestionSettings = z.infer<typeof questionSettingsSchema>;

/** The settings a teacher sends: multiple choice with 2 to 20 different choices, in order, or a short answer (no choices). */
export const questionSettingsRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('multiple_choice'),
    choices: z
      .array(requiredText('choice', QUESTION_LIMITS.choiceText))
      .min(2, 'A multiple-choice question needs at least 2 choices')
      .max(QUESTION_LIMITS.choices, `A question has at most ${QUESTION_LIMITS.choices} choices`)
      .refine((choices) => new Set(choices).size === choices.length, 'Each choice must be different')
      .meta({ uniqueItems: true }),
    ...audience,
  }),
  z.object({ kind: z.literal('short_answer'), ...audience }),
]);
export type QuestionSettingsRequest = z.infer<typeof questionSettingsRequestSchema>;

/** The settings as stored from a request (a short answer: no choices). */
export const settingsOfRequest = (request: QuestionSettingsRequest): QuestionSettings => ({
  kind: request.kind,
  choices: request.kind === 'multiple_choice' ? request.choices : [],
  showClassmates: request.showClassmates,
  studentsCanEdit: request.studentsCanEdit,
});

/** POST /api/questions, PUT /api/questions/{id}: the assignment's fields (title = the question) and its settings. */
export const questionRequestSchema = assignmentRequestSchema.extend({
  /** Optional details under the question (rich text; '' or absent: none). */
  description: z.string().max(LIMITS.richText, `description must be at most ${LIMITS.richText} characters`).default(''),
  question: questionSettingsRequestSchema,
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
