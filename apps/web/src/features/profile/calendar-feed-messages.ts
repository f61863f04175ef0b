import { defineMessages } from '@/lib/i18n/messages';

/** Settings' calendar feed card (issue 16's texts, in the catalogue). */
export const calendarFeedMessages = defineMessages({
  sectionTitle: { id: 'settings.calendar.title', defaultMessage: 'Calendar feed', description: "The calendar feed card's heading" },
  member: {
    id: 'settings.calendar.member',
    defaultMessage: 'Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see the due dates of your classes there.',
    description: 'Under the heading, for teachers and students',
  },
  admin: {
    id: 'settings.calendar.admin',
    defaultMessage: 'Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see due dates there; it lists the classes you teach or are enrolled in, so as an administrator it stays empty.',
    description: 'Under the heading, for admins (who belong to no class)',
  },
  secretHint: { id: 'settings.calendar.secretHint', defaultMessage: 'Anyone with the link can see your due dates: keep it to yourself.', description: 'Under the link' },
  fieldLabel: { id: 'settings.calendar.fieldLabel', defaultMessage: 'Calendar link', description: 'Label of the read-only link field' },
  create: { id: 'settings.calendar.create', defaultMessage: 'Create link', description: 'Button, when there is no link yet' },
  copy: { id: 'settings.calendar.copy', defaultMessage: 'Copy', description: 'Button: copy the link' },
  regenerate: { id: 'settings.calendar.regenerate', defaultMessage: 'Regenerate', description: 'Button: replace the link with a new one' },
  copied: { id: 'settings.calendar.copied', defaultMessage: 'Calendar link copied', description: 'Notice after copying' },
  copyFailed: { id: 'settings.calendar.copyFailed', defaultMessage: 'Could not copy the link: select it and copy it yourself.', description: 'Notice when the browser refused to copy' },
  created: { id: 'settings.calendar.created', defaultMessage: 'Calendar link created', description: 'Notice after creating the first link' },
  regenerated: { id: 'settings.calendar.regenerated', defaultMessage: 'New calendar link created: the old one no longer works', description: 'Notice after replacing the link' },
  loadFailed: { id: 'settings.calendar.loadFailed', defaultMessage: 'Failed to load your calendar link', description: 'In place of the link when it could not be loaded' },
  saveFailed: { id: 'settings.calendar.saveFailed', defaultMessage: 'Failed to create a calendar link. Please try again.', description: 'Notice when creating failed' },
  confirmTitle: { id: 'settings.calendar.confirmTitle', defaultMessage: 'Regenerate the calendar link?', description: 'Confirmation dialog title' },
  confirmText: {
    id: 'settings.calendar.confirmText',
    defaultMessage: 'The old link will stop working: calendars subscribed to it stop updating until you subscribe to the new one.',
    description: 'Confirmation dialog text',
  },
  confirmAction: { id: 'settings.calendar.confirmAction', defaultMessage: 'Regenerate', description: "Confirmation dialog's button" },
});
