import { z } from 'zod';
import { httpUrlSchema, idSchema } from './common';
import { LIMITS } from './limits';

/**
 * Attachments of materials and assignments: uploaded files and plain links.
 *
 * How an upload gets to its parent: `POST /api/classes/{id}/files` (multipart/form-data, one part
 * named `file`) stores the file for that class and answers its `_id`; a create or edit of a
 * material or assignment of the class then lists it in `attachments` as `{ kind: 'file', file: _id }`.
 * An upload nobody attaches within a day is deleted (see docs/files.md).
 */

/** An uploaded file as readers see it. The URLs work without an Authorization header, for this caller only, until `expiresAt`. */
export const fileAttachmentSchema = z.object({
  kind: z.literal('file'),
  _id: z.string(),
  /** The uploader's file name, for display and as the download's name (never a path). */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Detected from the content, served as the Content-Type (see file-types.ts). */
  type: z.string(),
  /** Downloads the file (Content-Disposition: attachment). */
  url: z.string(),
  /** Shows an image or a PDF in the page (Content-Disposition: inline); null for other types. */
  previewUrl: z.string().nullable(),
  /** When both URLs stop working (ISO-8601); read the material or assignment again for fresh ones. */
  expiresAt: z.string(),
});
export type FileAttachment = z.infer<typeof fileAttachmentSchema>;

/** A plain link, shown with its host (punycode for internationalised names, so a look-alike shows). */
export const linkAttachmentSchema = z.object({
  kind: z.literal('link'),
  url: z.string(),
  name: z.string(),
  host: z.string(),
});
export type LinkAttachment = z.infer<typeof linkAttachmentSchema>;

export const attachmentSchema = z.discriminatedUnion('kind', [fileAttachmentSchema, linkAttachmentSchema]);
export type Attachment = z.infer<typeof attachmentSchema>;

/** One entry of `attachments` in a create or edit request, in the order readers will see them. */
export const attachmentRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('file'), file: idSchema }),
    z.object({
      kind: z.literal('link'),
      url: httpUrlSchema,
      /** Shown instead of the URL; the URL itself when absent or blank. */
      name: z.string().trim().max(LIMITS.linkName, `name must be at most ${LIMITS.linkName} characters`).optional(),
    }),
  ],
  { error: "kind must be 'file' or 'link'" },
);
export type AttachmentRequest = z.input<typeof attachmentRequestSchema>;

/**
 * The whole list: on create, absent means none; on edit, absent keeps the current list (so a
 * client that does not know attachments cannot drop them) and `[]` removes them all. A file left
 * out of an edit's list is deleted with its bytes.
 */
export const attachmentsRequestSchema = z
  .array(attachmentRequestSchema)
  .max(LIMITS.attachments, `attachments must be at most ${LIMITS.attachments}`);

/** The answer to an upload: the file, not yet attached to anything. */
export const uploadedFileSchema = fileAttachmentSchema.extend({
  class: z.string(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** GET /api/files/{id}: `access` is the signature in a URL of an attachment, `inline=1` asks for a preview. */
export const downloadQuerySchema = z.object({
  access: z.string().max(512).optional(),
  inline: z.enum(['0', '1']).optional(),
});

/** The multipart field the upload's file must be sent in. */
export const UPLOAD_FIELD = 'file';
