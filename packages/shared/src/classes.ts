import { z } from 'zod';
import { LIMITS } from './limits';
import { httpUrlSchema, idSchema, requiredText } from './common';

/**
 * A class member as the caller may see them: `email` only for admins and teachers.
 * Students get teacher names only, and no student entries at all (just `studentsCount`).
 */
export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().optional(),
});
export type Member = z.infer<typeof memberSchema>;

const description = z
  .string()
  .max(LIMITS.classDescription, `description must be at most ${LIMITS.classDescription} characters`)
  .trim();

/** The message when a list of user ids names someone twice (the server's member checks use it too). */
export const duplicateIdMessage = (field: string, id: string) => `${field} lists ${id} more than once`;

/** User ids of a member change: each listed once (`uniqueItems` in the document). */
const userIds = (field: string) =>
  z
    .array(idSchema)
    .max(LIMITS.idsPerCall)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', message: duplicateIdMessage(field, id) });
          return;
        }
        seen.add(id);
      }
    })
    .meta({ uniqueItems: true });

/**
 * A class's meeting link: an http(s) URL, or empty (or null) for none. A value of another kind
 * (a number, a list) or, where the field is required, none at all, is told so in those words:
 * the union alone answered "Invalid input".
 */
const meetingLinkSchema = z.union([z.literal(''), httpUrlSchema], {
  error: (issue) =>
    issue.input === undefined
      ? 'meetingLink is required: an http(s) URL, or "" or null for none'
      : typeof issue.input === 'string'
        ? undefined
        : 'meetingLink must be an http(s) URL, or "" or null for none',
});

/** Empty string means "no meeting link". */
const optionalMeetingLink = meetingLinkSchema.optional().nullable();

export const createClassRequestSchema = z.object({
  name: requiredText('name', LIMITS.className),
  /** Empty or missing: the server uses 'Class: ' + name. */
  description: description.optional(),
  meetingLink: optionalMeetingLink,
  /** Teacher ids; a teacher creating a class is always its sole teacher, whatever is sent. */
  teachers: userIds('teachers').optional(),
});
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;

export const updateClassRequestSchema = z.object({
  name: requiredText('name', LIMITS.className),
  description: requiredText('description', LIMITS.classDescription),
});
export type UpdateClassRequest = z.input<typeof updateClassRequestSchema>;

export const meetingLinkRequestSchema = z.object({
  meetingLink: meetingLinkSchema.nullable(),
});

export const teachersRequestSchema = z.object({
  teachers: userIds('teachers').min(1, 'teachers must list at least one id'),
});
export const studentsRequestSchema = z.object({
  students: userIds('students').min(1, 'students must list at least one id'),
});

/** GET /api/classes/{id} */
export const classDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  meetingLink: z.string().nullable(),
  teachers: z.array(memberSchema),
  /** Empty for students: they see only `studentsCount`. */
  students: z.array(memberSchema),
  teachersCount: z.number().int(),
  studentsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the class was archived (read-only, off the main lists), or null while it is active. */
  archivedAt: z.string().nullable(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /api/classes: one card each; counts rather than full student lists. */
export const classSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  meetingLink: z.string().nullable(),
  teachers: z.array(memberSchema),
  teachersCount: z.number().int(),
  studentsCount: z.number().int(),
  createdAt: z.string(),
  /** Only in the list of archived classes (`?archived=true`): when the class was archived. */
  archivedAt: z.string().optional(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const classListSchema = z.array(classSummarySchema);

export const createClassResponseSchema = classDetailSchema;
