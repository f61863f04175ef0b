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

/** What the web app's bell, list and preferences say. */
export const NOTIFY_TEXT = {
  bell: 'Notifications',
  bellWithCount: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  loadMore: 'Load more',
  empty: 'No notifications yet',
  emptyHint: 'New assignments, comments and returned work will show up here.',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
  unreadMark: 'Unread',
  preferencesTitle: 'Notifications',
  preferencesHint: 'Choose where each kind of notification reaches you.',
  emailHint: 'Email is sent only once your school has set up its mail server.',
  preferencesSaved: 'Notification preferences saved',
  preferencesFailed: 'Failed to save notification preferences',
  preferencesLoadFailed: 'Failed to load notification preferences',
} as const;
