/**
 * Ending a class: archiving (read-only, off the main lists, restorable) and deleting it for good.
 * The messages are the server's `{ message }` texts and the web client's toasts, word for word.
 * A file of their own, without zod: the web client imports them, and zod must stay out of its build.
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
