/**
 * The quiz API (issue 36, docs/quizzes.md). A quiz is an assignment (`work_type` quiz) with
 * settings and items; students make attempts at it. Three audiences, three shapes:
 * - the class's teachers read the quiz with its keys (`teacherQuizSchema`);
 * - a student reads their copy (`studentQuizSchema`): their attempts, each with the items built
 *   without keys, their own answers and, only once results are released, points and keys;
 * - grading answers (override, regrade, statistics) go to the teachers only.
 */
import { z } from 'zod';
import { isoMomentSchema } from './common';
import { LIMITS } from './limits';
import { QUIZ_SETTINGS_LIMITS } from './quiz-limits';
import { assignmentRequestSchema, assignmentSchema, dueDateSchema } from './assignments';
import { ATTEMPT_SCORINGS, itemIdSchema, itemResponseSchema, quizItemSchema, QUIZ_LIMITS, RESULT_RELEASES, studentItemSchema } from './quiz-items';

export { QUIZ_SETTINGS_LIMITS };

export const QUIZ_GRADINGS = ['draft', 'returned'] as const;
export const QUIZ_LAYOUTS = ['all', 'one'] as const;
export type QuizLayout = (typeof QUIZ_LAYOUTS)[number];

/** A quiz's own settings; each has a default, so `{}` is one attempt, highest kept, no limit, released at once. */
export const quizSettingsSchema = z.object({
  attemptsAllowed: z
    .number({ error: 'attemptsAllowed must be a whole number' })
    .int('attemptsAllowed must be a whole number')
    .min(1, 'attemptsAllowed must be at least 1')
    .max(QUIZ_SETTINGS_LIMITS.attempts, `attemptsAllowed must be at most ${QUIZ_SETTINGS_LIMITS.attempts}`)
    .default(1),
  scoring: z.enum(ATTEMPT_SCORINGS, { error: `scoring must be one of ${ATTEMPT_SCORINGS.join(', ')}` }).default('highest'),
  /** Seconds an attempt may last; null: no limit. */
  timeLimitSeconds: z
    .number({ error: 'timeLimitSeconds must be a whole number or null' })
    .int('timeLimitSeconds must be a whole number')
    .min(QUIZ_SETTINGS_LIMITS.timeLimit.min, `timeLimitSeconds must be at least ${QUIZ_SETTINGS_LIMITS.timeLimit.min}`)
    .max(QUIZ_SETTINGS_LIMITS.timeLimit.max, `timeLimitSeconds must be at most ${QUIZ_SETTINGS_LIMITS.timeLimit.max}`)
    .nullable()
    .default(null),
  opensAt: isoMomentSchema('opensAt').nullable().default(null),
  closesAt: isoMomentSchema('closesAt').nullable().default(null),
  shuffleItems: z.boolean({ error: 'shuffleItems must be true or false' }).default(false),
  grading: z.enum(QUIZ_GRADINGS, { error: 'grading must be draft or returned' }).default('draft'),
  release: z.enum(RESULT_RELEASES, { error: `release must be one of ${RESULT_RELEASES.join(', ')}` }).default('immediately'),
  /** How the player shows the items: all on one page, or one per screen with Previous and Next. */
  layout: z.enum(QUIZ_LAYOUTS, { error: `layout must be one of ${QUIZ_LAYOUTS.join(', ')}` }).default('all'),
});
export type QuizSettings = z.output<typeof quizSettingsSchema>;

/** POST /api/quizzes and PUT /api/quizzes/:id: the assignment's fields (its points are its items'), the settings, the items. */
export const quizRequestSchema = assignmentRequestSchema
  .omit({ maxPoints: true })
  .extend({
    dueDate: dueDateSchema,
    settings: quizSettingsSchema.default(quizSettingsSchema.parse({})),
    items: z
      .array(quizItemSchema)
      .min(1, 'items needs at least one item')
      .max(QUIZ_SETTINGS_LIMITS.items, `items must have at most ${QUIZ_SETTINGS_LIMITS.items} entries`)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'item ids must be different'),
  })
  .refine((quiz) => quiz.settings.opensAt === null || quiz.settings.closesAt === null || Date.parse(quiz.settings.opensAt) <= Date.parse(quiz.settings.closesAt), {
    message: 'closesAt must not be before opensAt',
    path: ['settings', 'closesAt'],
  });
export type QuizRequest = z.input<typeof quizRequestSchema>;
export type QuizInput = z.output<typeof quizRequestSchema>;

const storedSettingsSchema = z.object({
  attemptsAllowed: z.number().int(),
  scoring: z.enum(ATTEMPT_SCORINGS),
  timeLimitSeconds: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  shuffleItems: z.boolean(),
  grading: z.enum(QUIZ_GRADINGS),
  release: z.enum(RESULT_RELEASES),
  layout: z.enum(QUIZ_LAYOUTS),
  /** When the teacher released the results by hand; null: not (yet). */
  releasedAt: z.string().nullable(),
});

/** The teacher's quiz: the assignment, its settings, its items with their keys. */
export const teacherQuizSchema = z.object({ assignment: assignmentSchema, settings: storedSettingsSchema, items: z.array(quizItemSchema) });
export type TeacherQuiz = z.infer<typeof teacherQuizSchema>;

/** GET /api/classes/:id/quizzes: a class's quizzes, for its teachers, by due date. */
export const quizSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  maxPoints: z.number().int().nullable(),
  items: z.number().int(),
  settings: storedSettingsSchema,
});
export const quizSummaryListSchema = z.array(quizSummarySchema);

/** One item's result in an attempt, once released: its points and the teacher's item with its key. */
const itemResultSchema = z.object({ item: z.string(), points: z.number().nullable(), max: z.number(), key: quizItemSchema });

const savedAnswerSchema = z.object({ item: z.string(), response: itemResponseSchema, savedAt: z.string() });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** A student's attempt as they see it: their items (no keys) and answers; `results` null until released. */
export const studentAttemptSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  startedAt: z.string(),
  /** When it stops taking answers (time limit or close); null: never. */
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  items: z.array(studentItemSchema),
  answers: z.array(savedAnswerSchema),
  results: z.object({ score: z.number().nullable(), maxScore: z.number(), items: z.array(itemResultSchema) }).nullable(),
});
export type StudentAttempt = z.infer<typeof studentAttemptSchema>;

/** GET /api/quizzes/:id/mine: the student's copy. `grade` (the kept score) null until released. */
export const studentQuizSchema = z.object({
  assignment: assignmentSchema,
  settings: storedSettingsSchema.omit({ releasedAt: true }),
  itemCount: z.number().int(),
  released: z.boolean(),
  grade: z.number().nullable(),
  attempts: z.array(studentAttemptSchema),
});
export type StudentQuiz = z.infer<typeof studentQuizSchema>;

export const attemptParamsSchema = z.object({ id: z.string().min(1).max(LIMITS.id) });
export const answerParamsSchema = z.object({ id: z.string().min(1).max(LIMITS.id), item: itemIdSchema });

/** PUT /api/quiz-attempts/:id/answers/:item answers with what was stored. */
export const savedAnswerResponseSchema = savedAnswerSchema;

/** The teacher's view of an attempt: every answer with the machine's points and the override. */
export const gradedAttemptSchema = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), name: z.string().nullable() }),
  number: z.number().int(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  answers: z.array(z.object({ item: z.string(), response: itemResponseSchema.nullable(), points: z.number().nullable(), overridePoints: z.number().nullable() })),
});
export type GradedAttempt = z.infer<typeof gradedAttemptSchema>;
export const gradedAttemptListSchema = z.array(gradedAttemptSchema);

/** PUT /api/quiz-attempts/:id/items/:item/points: the teacher's points for one item (null: back to the machine's). */
export const overrideRequestSchema = z.object({
  points: z
    .number({ error: 'points must be a number or null' })
    .min(0, 'points must be 0 or more')
    .max(QUIZ_LIMITS.itemPoints, `points must be at most ${QUIZ_LIMITS.itemPoints}`)
    .multipleOf(0.01, 'points may have at most two decimals')
    .nullable(),
});

/** One answer whose points a changed key changed, or one attempt whose score it changed (`item` null). */
export const regradeChangeSchema = z.object({
  attempt: z.string(),
  student: z.string(),
  item: z.string().nullable(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type RegradeChange = z.infer<typeof regradeChangeSchema>;
export const quizUpdateResponseSchema = z.object({ quiz: teacherQuizSchema, changes: z.array(regradeChangeSchema) });

/** How many of an item's most frequent typed answers the statistics list. */
export const STATISTICS_TOP_ANSWERS = 10;

/** GET /api/quizzes/:id/statistics, over submitted attempts. */
export const quizStatisticsSchema = z.object({
  attempts: z.number().int(),
  maxScore: z.number(),
  /** How many attempts scored each whole point (a score is counted at its floor), from 0 to the maximum. */
  scores: z.array(z.object({ score: z.number(), count: z.number().int() })),
  items: z.array(
    z.object({
      item: z.string(),
      kind: z.string(),
      answered: z.number().int(),
      /** Share of submitted attempts with full points on it (null: an essay not graded). */
      shareCorrect: z.number().nullable(),
      /** How often each choice was chosen (choice kinds; a gap's choices as gap:choice). */
      choices: z.array(z.object({ choice: z.string(), count: z.number().int() })),
      /** Text entry and numeric: the most frequent answers as the item compares them (normalised text, the number read), most first, at most STATISTICS_TOP_ANSWERS. */
      answers: z.array(z.object({ answer: z.string(), count: z.number().int() })).max(STATISTICS_TOP_ANSWERS),
      /** Ordering (per choice: in its place), matching (per source: its target) and inline choice (per gap): the share of attempts with that part right. */
      parts: z.array(z.object({ part: z.string(), shareCorrect: z.number() })),
    }),
  ),
});
export type QuizStatistics = z.infer<typeof quizStatisticsSchema>;

export const QUIZ_API_MSG = {
  notFound: 'Quiz not found',
  attemptNotFound: 'Attempt not found',
  teachersOnly: "Only the class's teachers can see a quiz's key and grade it",
  studentsOnly: 'Only students of the class take a quiz',
  notAQuiz: 'This assignment is not a quiz',
  itemNotInQuiz: 'This item is not part of the quiz',
  pointsTotal: "A quiz's items must add up to a whole number of points from 1 to 1000",
  quizPoints: "A quiz's points are the sum of its items' points: change them in the quiz",
  turnInQuiz: 'A quiz is turned in from its attempt',
  notSubmitted: 'This attempt is not turned in yet: it can be graded once it is',
  released: 'Results released',
  importTeachersOnly: 'Only teachers and admins import questions',
  pointsAboveItem: (max: number) => `points must be at most ${max} (the item's points)`,
} as const;

/** Formats an import preview reads from text (a QTI 3.0 package is a zip, read elsewhere). */
export const QUIZ_IMPORT_FORMATS = ['gift', 'moodle_xml', 'canvas_qti12', 'qti_item'] as const;
export const QUIZ_IMPORT_TEXT_MAX = 150_000;

/** POST /api/quizzes/import-preview: a file's text and its format. */
export const quizImportPreviewRequestSchema = z.object({
  format: z.enum(QUIZ_IMPORT_FORMATS, { error: `format must be one of ${QUIZ_IMPORT_FORMATS.join(', ')}` }),
  text: z
    .string({ error: 'text must be text' })
    .min(1, 'text is required')
    .max(QUIZ_IMPORT_TEXT_MAX, `text must be at most ${QUIZ_IMPORT_TEXT_MAX} characters`),
});

/**
 * What an import would make, saving nothing: each question with its kind and item, or the problems
 * that stop it (with its line, for GIFT), and what is not kept. Committing is creating the quiz
 * with the items chosen (POST /api/quizzes): all of them or, if any is refused, none.
 */
export const quizImportPreviewSchema = z.object({
  /** Why the file as a whole cannot be read (not XML, another root); null when it can. */
  problem: z.string().nullable(),
  warnings: z.array(z.string()),
  questions: z.array(
    z.object({
      index: z.number().int(),
      line: z.number().int().nullable(),
      title: z.string(),
      kind: z.string().nullable(),
      item: quizItemSchema.nullable(),
      problems: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
});
export type QuizImportPreview = z.infer<typeof quizImportPreviewSchema>;
