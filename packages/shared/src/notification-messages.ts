/**
 * Messages of the notifications and the event stream. The server answers with them and the tests
 * read them from here, so the two cannot drift apart.
 */
export const NOTIFY_MSG = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  badCursor: 'cursor is invalid; start again from the first page',
  badTicket: 'The event stream ticket is invalid or has expired',
  badLastEventId: 'Last-Event-ID must be the id of an event',
  tooManyStreams: 'Too many event stream connections; try again in a minute',
} as const;
