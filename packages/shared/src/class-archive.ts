import { z } from 'zod';
import { pageQuerySchema } from './common';

/**
 * Ending a class: archiving (read-only, off the main lists, restorable) and deleting it for good.
 * The messages are the server's `{ message }` texts and the web client's toasts, word for word.
 */
export const CLASS_ARCHIVE_MSG = {
  /** Any write into an archived class (edit, members, topics, content, comments, work, uploads). */
  readOnly: 'This class is archived and read-only. Restore it to make changes.',
  alreadyArchived: 'This class is already archived.',
  notArchived: 'This class is not archived.',
  /** DELETE /api/classes/{id} without the class's exact name in `confirm`. */
  confirmMismatch: "To delete this class, send its exact name in 'confirm'.",
  archived: 'Class archived.',
  restored: 'Class restored.',
  deleted: 'Class deleted.',
  archiveFailed: 'Failed to archive class. Please try again.',
  restoreFailed: 'Failed to restore class. Please try again.',
  deleteFailed: 'Failed to delete class. Please try again.',
} as const;

/**
 * GET /api/classes: `archived=true` lists the caller's archived classes instead of the active
 * ones (same scope: all for admins, their own for teachers and students), newest first.
 */
export const classListQuerySchema = pageQuerySchema.extend({
  archived: z
    .enum(['true', 'false'], { error: "archived must be 'true' or 'false'" })
    .optional()
    .meta({ description: "'true': the archived classes instead of the active ones." }),
});

/**
 * DELETE /api/classes/{id}: the class's name, exactly as stored, so a delete is never a
 * mistyped id or a replayed request for another class: everything in the class goes for good.
 */
export const deleteClassRequestSchema = z.object({
  confirm: z.string({ error: "confirm is required: the class's exact name" }).max(1000).meta({ description: "The class's exact name." }),
});
export type DeleteClassRequest = z.input<typeof deleteClassRequestSchema>;
