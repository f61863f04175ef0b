import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema, personRefSchema, requiredText, textTypeError } from './common';
import { attachmentSchema, attachmentsRequestSchema } from './files';

/**
 * Rich HTML; the server sanitises it on save, so "required" is checked on the sanitised result
 * too. Some non-space character (`\S`) is the part the document can state.
 */
export const richTextSchema = (field: string) =>
  z
    .string({ error: textTypeError(field) })
    .min(1, `${field} is required`)
    .max(LIMITS.richText, `${field} must be at most ${LIMITS.richText} characters`)
    .regex(/\S/, `${field} is required`);

export const materialRequestSchema = z.object({
  title: requiredText('title', LIMITS.title),
  content: richTextSchema('content'),
  topic: idSchema,
  /** Files (uploaded to the class first) and links; see files.ts for absent versus []. */
  attachments: attachmentsRequestSchema.optional(),
});
export type MaterialRequest = z.input<typeof materialRequestSchema>;

export const materialSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  topic: z.string(),
  class: z.string(),
  /** null once the creator's account is deleted: show 'Unknown'. */
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type Material = z.infer<typeof materialSchema>;
export const materialListSchema = z.array(materialSchema);

/** GET /api/materials: across the caller's classes, newest first. */
export const materialListItemSchema = materialSchema.extend({
  className: z.string(),
  topicName: z.string(),
  attachmentsCount: z.number().int(),
});
export type MaterialListItem = z.infer<typeof materialListItemSchema>;
export const materialPageSchema = z.array(materialListItemSchema);
