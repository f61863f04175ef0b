import { defineMessages } from '../../lib/i18n';

/**
 * The notification email's texts (notification-email.ts), in the recipient's language. Names,
 * titles and class names are what people wrote, passed as values and never translated.
 */
export const emailMessages = defineMessages({
  someone: { id: 'server.email.someone', defaultMessage: 'Someone', description: 'Stands for a person whose name is unknown (a deleted account)' },
  newMaterial: {
    id: 'server.email.headline.newMaterial',
    defaultMessage: '{hasClass, select, yes {{who} posted new material in {className}} other {{who} posted new material}}',
    description: "{who}: a teacher's name; {className}: the class's name",
  },
  newAssignment: {
    id: 'server.email.headline.newAssignment',
    defaultMessage: '{hasClass, select, yes {{who} posted a new assignment in {className}} other {{who} posted a new assignment}}',
    description: "{who}: a teacher's name; {className}: the class's name",
  },
  comment: { id: 'server.email.headline.comment', defaultMessage: '{who} commented on {title}', description: "{who}: a person's name; {title}: what they commented on" },
  addedToClass: { id: 'server.email.headline.addedToClass', defaultMessage: '{who} added you to {className}', description: "{who}: a person's name; {className}: the class" },
  turnedIn: { id: 'server.email.headline.turnedIn', defaultMessage: '{who} turned in {title}', description: "To a teacher. {who}: a student's name; {title}: the assignment" },
  workReturned: { id: 'server.email.headline.workReturned', defaultMessage: '{who} returned your work on {title}', description: "To a student. {who}: the teacher's name; {title}: the assignment" },
  privateComment: { id: 'server.email.headline.privateComment', defaultMessage: '{who} left a private comment on {title}', description: "{who}: a person's name; {title}: the assignment" },
  posted: { id: 'server.email.posted', defaultMessage: '{headline}: {title}', description: 'A new post: what happened, then its title' },
  comments: {
    id: 'server.email.comments',
    defaultMessage: '{count, plural, other {# new comments on {title}, the latest from {who}}}',
    description: 'Several comments on one thing, as one line; {count} is at least 2',
  },
  moreLikeIt: { id: 'server.email.moreLikeIt', defaultMessage: '{text} ({count, plural, other {and # more like it}})', description: '{text}: a headline; {count}: how many more of the same kind about the same thing' },
  due: { id: 'server.email.due', defaultMessage: 'Due {due}', description: 'Under an assignment; {due}: its due date and time' },
  dueInSubject: { id: 'server.email.dueInSubject', defaultMessage: 'due {due}', description: "In an email's subject, in brackets after the title; {due}: a date and time" },
  points: { id: 'server.email.points', defaultMessage: '{points, plural, one {# point} other {# points}}', description: "An assignment's maximum grade" },
  inClass: { id: 'server.email.inClass', defaultMessage: '{headline} in {className}', description: "Subject of an email: what happened, and the class's name" },
  digestSubject: {
    id: 'server.email.digestSubject',
    defaultMessage: 'Your Lyceum digest: {total, plural, one {# new notification} other {# new notifications}}: {titles}',
    description: "The daily digest's subject; {titles}: the titles of what it is about",
  },
  severalSubject: {
    id: 'server.email.severalSubject',
    defaultMessage: '{total, plural, other {# new notifications in Lyceum}}: {titles}',
    description: "Subject of an email about several notifications; {titles}: the titles of what it is about",
  },
  more: { id: 'server.email.more', defaultMessage: '…and {count, plural, other {# more}} in Lyceum.', description: 'After the list, when more notifications than it shows are waiting' },
  greeting: { id: 'server.email.greeting', defaultMessage: 'Hello {name},', description: "The email's first line; {name}: the recipient's name" },
  introDaily: { id: 'server.email.introDaily', defaultMessage: 'Here is what happened in your classes since your last digest.', description: "The daily digest's first sentence" },
  introSeveral: { id: 'server.email.introSeveral', defaultMessage: 'Here is what happened in your classes.', description: 'First sentence of an email about several notifications' },
  open: { id: 'server.email.open', defaultMessage: 'Open in Lyceum', description: 'Link to the thing a notification is about' },
  otherClass: { id: 'server.email.otherClass', defaultMessage: 'Other', description: 'Heading of the notifications of no class' },
  why: { id: 'server.email.why', defaultMessage: 'You get these emails because you chose email for: {kinds}.', description: "Footer; {kinds}: the kinds of notification, separated by '; '" },
  stop: { id: 'server.email.stop', defaultMessage: 'Stop emails about "{kind}"', description: 'Footer link: unsubscribe from one kind of notification' },
  settings: { id: 'server.email.settings', defaultMessage: 'Change your choices in Settings', description: 'Footer link to the Settings page' },
  kindNewMaterial: { id: 'server.notificationKind.newMaterial', defaultMessage: 'New material in my class', description: 'A kind of notification, as the Settings page lists it' },
  kindNewAssignment: { id: 'server.notificationKind.newAssignment', defaultMessage: 'New assignment in my class', description: 'A kind of notification' },
  kindComment: { id: 'server.notificationKind.comment', defaultMessage: 'Comments on what I posted or commented on', description: 'A kind of notification' },
  kindAddedToClass: { id: 'server.notificationKind.addedToClass', defaultMessage: 'Being added to a class', description: 'A kind of notification' },
  kindTurnedIn: { id: 'server.notificationKind.turnedIn', defaultMessage: 'Work turned in (teachers)', description: 'A kind of notification' },
  kindWorkReturned: { id: 'server.notificationKind.workReturned', defaultMessage: 'My work returned', description: 'A kind of notification' },
  kindPrivateComment: { id: 'server.notificationKind.privateComment', defaultMessage: 'Private comments on work', description: 'A kind of notification' },
});
