import { ALLOWED_TYPES_SUMMARY } from '@lyceum/shared/file-types';
import { LIMITS } from '@lyceum/shared/limits';

/** Texts of the attachments editor that the server does not send. */
export const ATTACHMENT_TEXT = {
  uploadFailed: (name: string) => `Failed to upload ${name}`,
  tooMany: `At most ${LIMITS.attachments} attachments: remove one to add another`,
  waitForUploads: 'Wait for the uploads to finish before saving',
  hint: `Up to ${LIMITS.attachments} files and links. Allowed: ${ALLOWED_TYPES_SUMMARY}.`,
} as const;
