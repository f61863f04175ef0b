import { defineMessages } from '@/lib/i18n/messages';

/**
 * The notification bell and its panel (issue 10). The English is packages/shared's NOTIFY_TEXT and
 * notificationHeadline, word for word.
 */
export const notificationsMessages = defineMessages({
  bell: { id: 'notifications.bell.label', defaultMessage: 'Notifications', description: "The bell button's name" },
  bellWithCount: { id: 'notifications.bell.withCount', defaultMessage: 'Notifications, {count} unread', description: "The bell button's name with unread ones; {count}: how many" },
  heading: { id: 'notifications.panel.heading', defaultMessage: 'Notifications', description: "The panel's heading" },
  markAllRead: { id: 'notifications.panel.markAllRead', defaultMessage: 'Mark all as read', description: 'Button' },
  loadMore: { id: 'notifications.panel.loadMore', defaultMessage: 'Load more', description: 'Button: the next page of older notifications' },
  loadingMore: { id: 'notifications.panel.loadingMore', defaultMessage: 'Loading more', description: 'Spoken while loading' },
  empty: { id: 'notifications.panel.empty', defaultMessage: 'No notifications yet', description: 'Empty state' },
  emptyHint: { id: 'notifications.panel.emptyHint', defaultMessage: 'New assignments, comments and returned work will show up here.', description: 'Empty state' },
  loadFailed: { id: 'notifications.panel.loadFailed', defaultMessage: 'Failed to load notifications', description: 'In place of the list' },
  markFailed: { id: 'notifications.panel.markFailed', defaultMessage: 'Failed to mark notifications as read', description: 'Toast' },
  unread: { id: 'notifications.panel.unread', defaultMessage: 'Unread', description: 'Spoken after an unread notification' },
  quoted: { id: 'notifications.panel.quoted', defaultMessage: '“{excerpt}”', description: "A comment's start, quoted in the language's own marks" },
  someone: { id: 'notifications.headline.someone', defaultMessage: 'Someone', description: 'Who did it, when their account is gone' },
  headline: {
    id: 'notifications.headline.text',
    defaultMessage:
      '{kind, select, new_material {{who} posted new material} new_assignment {{who} posted a new assignment} comment {{who} commented on {title}} added_to_class {{who} added you to {title}} submission_turned_in {{who} turned in {title}} work_returned {{who} returned your work on {title}} other {{who} left a private comment on {title}}}',
    description: "What happened; {who}: a person's name; {title}: a class's or a post's title",
  },
  headlineInClass: {
    id: 'notifications.headline.inClass',
    defaultMessage: '{kind, select, new_material {{who} posted new material in {className}} other {{who} posted a new assignment in {className}}}',
    description: "A new post in a class; {who}: the teacher's name; {className}: the class's name",
  },
});
