import { defineMessages } from '../../lib/i18n';

/**
 * The error messages of notifications and the event stream, answered in the caller's language.
 * Keys and English are NOTIFY_MSG's (packages/shared), held equal by lib/api-errors.messages.test.ts.
 */
export const NOTIFY_ERRORS = defineMessages({
  notFound: { id: 'server.error.notify.notFound', defaultMessage: 'Notification not found', description: 'API error: the notification does not exist or is not yours' },
  badCursor: { id: 'server.error.notify.badCursor', defaultMessage: 'cursor is invalid; start again from the first page', description: 'API error; "cursor" is a parameter\'s name, keep it first' },
  badTicket: { id: 'server.error.notify.badTicket', defaultMessage: 'The event stream ticket is invalid or has expired', description: 'API error of the live updates connection' },
  badLastEventId: { id: 'server.error.notify.badLastEventId', defaultMessage: 'Last-Event-ID must be the id of an event', description: 'API error for programs; keep Last-Event-ID (a header)' },
  tooManyStreams: { id: 'server.error.notify.tooManyStreams', defaultMessage: 'Too many event stream connections; try again in a minute', description: 'API error of the live updates connection' },
});
