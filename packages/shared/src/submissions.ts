import { z } from 'zod';
import { idSchema, personRefSchema, requiredText } from './common';
import { attachmentSchema, attachmentsRequestSchema } from './files';
import { LIMITS } from './limits';

/**
 * The coursework loop: a student's work on an assignment (their answer and files), turned in,
 * graded and returned by the class's teachers, with a private comment thread between them.
 *
 * A student has one submission per assignment, created the first time anyone writes to it (the
 * student saving, a teacher grading or commenting); until then it reads as an empty `assigned`
 * one. Everything here is keyed by assignment and student: `/api/assignments/{id}/submissions/{studentId}`.
 */

/** Most points an assignment can be worth; an ungraded assignment has `maxPoints: null`. */
export const MAX_POINTS_LIMIT = 1_000;

/** An assignment's maximum points: a whole number 1–1,000, or null for an ungraded assignment. */
export const maxPointsSchema = z
  .number({ error: 'maxPoints must be a whole number from 1 to 1000, or null for ungraded' })
  .int('maxPoints must be a whole number from 1 to 1000, or null for ungraded')
  .min(1, 'maxPoints must be a whole number from 1 to 1000, or null for ungraded')
  .max(MAX_POINTS_LIMIT, 'maxPoints must be a whole number from 1 to 1000, or null for ungraded')
  .nullable();

/**
 * Where the work stands, as stored: `assigned` (not turned in: new, or taken back by Unsubmit),
 * `turned_in`, `returned` (graded or commented and handed back; the student may edit and turn in
 * again). What the student is shown adds the due date: see workStatus.
 */
export const SUBMISSION_STATES = ['assigned', 'turned_in', 'returned'] as const;
export const submissionStateSchema = z.enum(SUBMISSION_STATES);
export type SubmissionState = z.infer<typeof submissionStateSchema>;

/**
 * A grade in points: 0 up to the assignment's maximum, in steps of half a point. zod's multipleOf
 * (which the document states) rounds to the step's decimals first, so 1e-16 passed as a multiple
 * of 0.5 and was saved; twice a half point is a whole number exactly, which the refinement holds.
 */
export const gradeSchema = z
  .number({ error: 'grade must be a number of points' })
  .min(0, 'grade must be at least 0')
  .max(MAX_POINTS_LIMIT, `grade must be at most ${MAX_POINTS_LIMIT}`)
  .multipleOf(0.5, 'grade must be a whole or half point')
  .refine((points) => Number.isInteger(points * 2), 'grade must be a whole or half point');

/** Plain text, rendered as text (never HTML), like comments. */
export const feedbackSchema = z.string().max(LIMITS.comment, `feedback must be at most ${LIMITS.comment} characters`).trim();

export const submissionParamsSchema = z.object({ id: idSchema, studentId: idSchema });

/**
 * A student's answer: rich text like a material's content, except that it may be empty ('' or an
 * empty paragraph: work that is only files). The server sanitises it and stores '' for nothing visible.
 */
export const answerSchema = z
  .string({ error: 'answer must be text' })
  .max(LIMITS.richText, `answer must be at most ${LIMITS.richText} characters`);

/** PUT …/submissions/{studentId}: the student saves their answer and attachments (only while not turned in). */
export const saveWorkRequestSchema = z.object({
  /** Rich text, sanitised by the server like an assignment's description (no embedded frames); may be ''. */
  answer: answerSchema,
  /** Files the student uploaded to the class, and links; absent keeps the current list (files.ts). */
  attachments: attachmentsRequestSchema.optional(),
});
export type SaveWorkRequest = z.input<typeof saveWorkRequestSchema>;

/** PUT …/submissions/{studentId}/grade: the teacher's draft grade and feedback, seen by the student once returned. */
export const gradeRequestSchema = z.object({
  /** null: no grade (feedback only, or clearing it). Refused on an ungraded assignment. */
  grade: gradeSchema.nullable(),
  /** Optional: absent, like '', is no feedback (a grade alone). */
  feedback: feedbackSchema.default(''),
});
export type GradeRequest = z.input<typeof gradeRequestSchema>;

/** One student's work on one assignment. */
export const submissionSchema = z.object({
  assignment: z.string(),
  student: personRefSchema,
  state: submissionStateSchema,
  /** Sanitised HTML; '' when nothing was written. */
  answer: z.string(),
  attachments: z.array(attachmentSchema),
  /** When it was last turned in; null while not turned in (Unsubmit clears it). */
  turnedInAt: z.string().nullable(),
  /** Turned in after the assignment's current due date (isLate): moving the due date changes it. */
  late: z.boolean(),
  /** The grade and feedback last returned: what the student sees. */
  grade: z.number().nullable(),
  feedback: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** Teachers and admins only (absent for the student): the grade and feedback not yet returned. */
  draftGrade: z.number().nullable().optional(),
  draftFeedback: z.string().nullable().optional(),
  /** null for work nobody has written to yet. */
  updatedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** One row of the teacher's "Student work" list. */
export const studentWorkRowSchema = z.object({
  student: personRefSchema,
  state: submissionStateSchema,
  turnedInAt: z.string().nullable(),
  late: z.boolean(),
  grade: z.number().nullable(),
  draftGrade: z.number().nullable(),
  returnedAt: z.string().nullable(),
});
export type StudentWorkRow = z.infer<typeof studentWorkRowSchema>;

/** GET /api/assignments/{id}/submissions: every current student of the class, by name, in one request. */
export const studentWorkSchema = z.object({
  assignment: z.string(),
  maxPoints: z.number().int().nullable(),
  dueDate: z.string(),
  counts: z.object({
    students: z.number().int(),
    /** Turned in (on time or late) and not returned yet. */
    turnedIn: z.number().int(),
    /** Past due with nothing turned in. */
    missing: z.number().int(),
    /** With a grade, draft or returned. */
    graded: z.number().int(),
    returned: z.number().int(),
  }),
  students: z.array(studentWorkRowSchema),
});
export type StudentWork = z.infer<typeof studentWorkSchema>;

/** POST /api/assignments/{id}/return-graded: how many were returned. */
export const returnGradedSchema = z.object({ message: z.string(), returned: z.number().int() });

/** A private comment on a submission: only that student and the class's teachers (and admins) read them. */
export const submissionCommentRequestSchema = z.object({ text: requiredText('text', LIMITS.comment) });
export const submissionCommentSchema = z.object({
  _id: z.string(),
  /** Plain text, rendered as text. */
  text: z.string(),
  /** null once the author's account is deleted. */
  author: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type SubmissionComment = z.infer<typeof submissionCommentSchema>;
export const submissionCommentListSchema = z.array(submissionCommentSchema);

/**
 * The caller's side of an assignment in lists (dashboard, all assignments): a student's own work,
 * or for teachers and admins how many of the class have turned in.
 */
export const myWorkSchema = z.object({
  kind: z.literal('student'),
  state: submissionStateSchema,
  late: z.boolean(),
  /** The returned grade; null until returned with one. */
  grade: z.number().nullable(),
});
export const classWorkSchema = z.object({
  kind: z.literal('teacher'),
  /** Students whose work is turned in (or was, and has been returned). */
  turnedIn: z.number().int(),
  students: z.number().int(),
});
export const workSummarySchema = z.discriminatedUnion('kind', [myWorkSchema, classWorkSchema]);
export type WorkSummary = z.infer<typeof workSummarySchema>;
export type MyWork = z.infer<typeof myWorkSchema>;

/**
 * Whether work was turned in late: its last turn-in after the assignment's due date AS IT STANDS
 * NOW, read whenever it is shown, never fixed at the moment of turning in (as in Google Classroom:
 * a due date moved a week later makes yesterday's work on time, one moved earlier makes on-time work
 * late). Work not turned in (no turn-in time) and an assignment without a due date are never late.
 * Moments are compared as instants, so offsets and time zones do not matter. Every surface that says
 * "late" (the work, the lists, the dashboard, the gradebook and its CSV) reads it through this, or,
 * in SQL, as `turned_in_at > due_date` on the same two columns.
 */
export function isLate(turnedInAt: string | null | undefined, dueDateIso: string | null | undefined): boolean {
  if (!turnedInAt || !dueDateIso) return false;
  const turnedIn = Date.parse(turnedInAt);
  const due = Date.parse(dueDateIso);
  return Number.isFinite(turnedIn) && Number.isFinite(due) && turnedIn > due;
}

/** What a student is shown about their work: the stored state read against the due date. */
export type WorkStatus = 'assigned' | 'turned_in' | 'turned_in_late' | 'missing' | 'returned';

export function workStatus(work: { state: SubmissionState; late: boolean }, dueDateIso: string, now: Date): WorkStatus {
  if (work.state === 'returned') return 'returned';
  if (work.state === 'turned_in') return work.late ? 'turned_in_late' : 'turned_in';
  return new Date(dueDateIso).getTime() < now.getTime() ? 'missing' : 'assigned';
}

/** A grade as people write it: 8, 8.5. */
export const formatPoints = (points: number): string => (Number.isInteger(points) ? String(points) : points.toFixed(1));

/** The label of a status: 'Returned 8/10' with a grade out of a maximum. */
export function workStatusLabel(status: WorkStatus, grade: number | null, maxPoints: number | null): string {
  switch (status) {
    case 'assigned':
      return 'Assigned';
    case 'turned_in':
      return 'Turned in';
    case 'turned_in_late':
      return 'Turned in late';
    case 'missing':
      return 'Missing';
    case 'returned':
      return grade === null ? 'Returned' : maxPoints === null ? `Returned ${formatPoints(grade)}` : `Returned ${formatPoints(grade)}/${maxPoints}`;
  }
}
