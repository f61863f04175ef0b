import { defineMessages } from '../../lib/i18n';

/**
 * The errors of an archived class and of deleting one, answered in the caller's language. Keys and
 * English are CLASS_ARCHIVE_MSG's (packages/shared/src/class-archive-messages.ts), held equal by
 * lib/api-errors.messages.test.ts.
 */
export const CLASS_ARCHIVE_ERRORS = defineMessages({
  readOnly: {
    id: 'server.error.classArchive.readOnly',
    defaultMessage: 'This class is archived and read-only. Restore it to make changes.',
    description: 'API error: a change to an archived class (its posts, comments, work)',
  },
  confirmMismatch: {
    id: 'server.error.classArchive.confirmMismatch',
    defaultMessage: "To delete this class, send its exact name in ''confirm''.",
    description: "API error when deleting a class: the name typed to confirm is not the class's; keep 'confirm' (a field) as it is, quoted",
  },
});
