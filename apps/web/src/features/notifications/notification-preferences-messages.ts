import { defineMessages } from '@/lib/i18n/messages';

/** Settings' notification preferences card (issue 10's texts, in the catalogue). */
export const preferencesMessages = defineMessages({
  title: { id: 'settings.notifications.title', defaultMessage: 'Notifications', description: "The notification preferences card's heading" },
  hint: { id: 'settings.notifications.hint', defaultMessage: 'Choose where each kind of notification reaches you.', description: 'Under the heading' },
  emailHint: { id: 'settings.notifications.emailHint', defaultMessage: 'Email is sent only once your school has set up its mail server.', description: 'Under the list, while it loads' },
  saved: { id: 'settings.notifications.saved', defaultMessage: 'Notification preferences saved', description: 'Notice after a change was saved' },
  saveFailed: { id: 'settings.notifications.saveFailed', defaultMessage: 'Failed to save notification preferences', description: 'Notice when saving failed' },
  loadFailed: { id: 'settings.notifications.loadFailed', defaultMessage: 'Failed to load notification preferences', description: 'In place of the list when it could not be loaded' },
  digestLabel: { id: 'settings.notifications.digestLabel', defaultMessage: 'Emails arrive', description: 'Label of the list: Right away, or Once a day' },
  digestHint: { id: 'settings.notifications.digestHint', defaultMessage: 'Once a day: at most one email a day, with everything grouped by class.', description: 'Under the email timing' },
  emailOff: {
    id: 'settings.notifications.emailOff',
    defaultMessage: 'Your school has not set up email, so notifications reach you in the app only.',
    description: 'Under the email timing when the server sends no email',
  },
  immediate: { id: 'settings.notifications.immediate', defaultMessage: 'Right away', description: 'Email timing: one email as things happen' },
  daily: { id: 'settings.notifications.daily', defaultMessage: 'Once a day (digest)', description: 'Email timing: one email a day' },
  inApp: { id: 'settings.notifications.channel.inApp', defaultMessage: 'In app', description: "Where a kind of notification reaches you: the app's bell" },
  email: { id: 'settings.notifications.channel.email', defaultMessage: 'Email', description: 'Where a kind of notification reaches you: email' },
  both: { id: 'settings.notifications.channel.both', defaultMessage: 'Both', description: 'Where a kind of notification reaches you: the bell and email' },
  off: { id: 'settings.notifications.channel.off', defaultMessage: 'Off', description: 'Where a kind of notification reaches you: nowhere' },
  newMaterial: { id: 'settings.notifications.kind.newMaterial', defaultMessage: 'New material in my class', description: 'A kind of notification' },
  newAssignment: { id: 'settings.notifications.kind.newAssignment', defaultMessage: 'New assignment in my class', description: 'A kind of notification' },
  comment: { id: 'settings.notifications.kind.comment', defaultMessage: 'Comments on what I posted or commented on', description: 'A kind of notification' },
  addedToClass: { id: 'settings.notifications.kind.addedToClass', defaultMessage: 'Being added to a class', description: 'A kind of notification' },
  turnedIn: { id: 'settings.notifications.kind.turnedIn', defaultMessage: 'Work turned in (teachers)', description: 'A kind of notification' },
  workReturned: { id: 'settings.notifications.kind.workReturned', defaultMessage: 'My work returned', description: 'A kind of notification' },
  privateComment: { id: 'settings.notifications.kind.privateComment', defaultMessage: 'Private comments on work', description: 'A kind of notification' },
});
