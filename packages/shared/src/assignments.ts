import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema, personRefSchema, requiredText } from './common';
import { richTextSchema } from './materials';
import { attachmentSchema, attachmentsRequestSchema } from './files';
import { maxPointsSchema, workSummarySchema } from './submissions';

const DUE_DATE_FORMAT = 'dueDate must be an ISO date-time with a time zone';
export const DUE_DATE_RANGE = 'dueDate must fall between the years 1900 and 9999';

/** The instants a due date may name (UTC, inclusive): four-digit years, after a time zone is applied too. */
export const DUE_DATE_BOUNDS = { earliest: Date.UTC(1900, 0, 1), latest: Date.UTC(10_000, 0, 1) - 1 } as const;

/**
 * DUE_DATE_BOUNDS as the document states them, in patterns on the text as written: a year from
 * 1900 to 9999, and no offset that takes the first day of 1900 back into 1899 (a positive one) or
 * the last day of 9999 on into 10000 (a negative one). Within those the UTC instant is always in
 * bounds (an offset is less than a day); the server checks both, so it takes what the document does.
 */
const DUE_DATE_YEARS: readonly ({ pattern: string } | { not: string })[] = [
  { pattern: '^(?:19[0-9]{2}|[2-9][0-9]{3})-' },
  { not: '^1900-01-01T[^+]*\\+(?!00:00$)' },
  { not: '^9999-12-31T[^-]*-(?!00:00$)' },
];
const DUE_DATE_YEAR_RULES = DUE_DATE_YEARS.map((rule) => ('not' in rule ? { refuse: true, pattern: new RegExp(rule.not) } : { refuse: false, pattern: new RegExp(rule.pattern) }));
const withinDueDateYears = (value: string): boolean => DUE_DATE_YEAR_RULES.every((rule) => rule.pattern.test(value) !== rule.refuse);

/**
 * ISO-8601 date-time with a zone (Z or offset); stored and returned in UTC. A format of its own
 * (not a pipe after a string), so the document states its format and pattern; bounded in length,
 * as the fraction of a second could otherwise run on. Bounded in time as well: the year 0000 with
 * an offset becomes -000001 in UTC, 9999 with a negative one +010000, which PostgreSQL refuses and
 * text sorts wrongly; a year such as 0202 is a typing slip, not a due date.
 */
export const dueDateSchema = z.iso
  .datetime({ offset: true, error: (issue) => (issue.code === 'invalid_type' ? 'dueDate is required' : DUE_DATE_FORMAT) })
  .max(LIMITS.dateTime, DUE_DATE_FORMAT)
  .refine((value) => {
    const time = Date.parse(value);
    // Not a date at all: the format's message says so.
    return Number.isNaN(time) || (withinDueDateYears(value) && time >= DUE_DATE_BOUNDS.earliest && time <= DUE_DATE_BOUNDS.latest);
  }, DUE_DATE_RANGE)
  .meta({ allOf: DUE_DATE_YEARS.map((rule) => ('not' in rule ? { not: { pattern: rule.not } } : { pattern: rule.pattern })) });

export const assignmentRequestSchema = z.object({
  title: requiredText('title', LIMITS.title),
  description: richTextSchema('description'),
  dueDate: dueDateSchema,
  topic: idSchema,
  /** Points the work is graded out of (1–1,000), or null for ungraded; absent: ungraded on create, unchanged on edit. */
  maxPoints: maxPointsSchema.optional(),
  /** Files (uploaded to the class first) and links; see files.ts for absent versus []. */
  attachments: attachmentsRequestSchema.optional(),
});
export type AssignmentRequest = z.input<typeof assignmentRequestSchema>;

/**
 * What kind of coursework an assignment is (`assignments.work_type`), as Google Classroom's
 * CourseWork has a workType: plain work handed in, a quiz (quizzes.ts), or a question post
 * (questions.ts). The web decides from it which screens an assignment has.
 */
export const workTypeSchema = z.enum(['assignment', 'quiz', 'question']);
export type WorkType = z.infer<typeof workTypeSchema>;

export const assignmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string(),
  /** null: ungraded. */
  maxPoints: z.number().int().nullable(),
  workType: workTypeSchema,
  topic: z.string(),
  class: z.string(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

/**
 * GET /api/assignments: across the caller's classes, by due date descending. Without the
 * attachments (their URLs are signed per caller; SQLite keeps each item's JSON, migrations 0006
 * and 0015): the assignment's own read has them. `work` is the caller's side of it (a student's own
 * work, or how many of the class have turned in); it stays the last key, as SQLite appends it to
 * the stored item when it reads it, with `workType` just before it (read from the row, not kept in
 * the stored item, so no trigger of migrations 0006/0015 had to change for it).
 */
export const assignmentListItemSchema = assignmentSchema.omit({ attachments: true, workType: true }).extend({
  className: z.string(),
  topicName: z.string(),
  workType: workTypeSchema,
  work: workSummarySchema,
});
export type AssignmentListItem = z.infer<typeof assignmentListItemSchema>;
export const assignmentPageSchema = z.array(assignmentListItemSchema);
