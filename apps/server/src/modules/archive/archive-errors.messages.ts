import { defineMessages } from '../../lib/i18n';

/** The school export's errors in the admin's language. Key and English are ARCHIVE_MSG's (packages/shared/src/archive-messages.ts). */
export const ARCHIVE_ERRORS = defineMessages({
  exportRunning: {
    id: 'server.error.archive.exportRunning',
    defaultMessage: 'An export of the school is already running; try again when it has finished',
    description: 'API error when an admin starts an export of the school while one is running',
  },
});
