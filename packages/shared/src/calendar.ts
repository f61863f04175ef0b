import { z } from 'zod';

/** Calendar feed tokens are 32 bytes in base64url: 43 characters. */
export const CALENDAR_TOKEN_LENGTH = 43;

/** The signed-in user's feed address, or null until they create one. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedTokenParamsSchema = z.object({
  // Any text: a malformed token is as unknown as a well-formed wrong one (the same 404).
  token: z.string().min(1).max(200),
});

/** Texts of the calendar feed, on the server and the Settings page. */
export const CALENDAR_MSG = {
  /** A guessed token, a replaced one, or one of a deactivated account: all the same answer. */
  feedNotFound: 'This calendar link does not work. Create a new one in Lyceum under Settings.',
  sectionTitle: 'Calendar feed',
  /** By role: admins belong to no class, so their feed has no events. */
  explanation: {
    member: 'Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see the due dates of your classes there.',
    admin: 'Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see due dates there; it lists the classes you teach or are enrolled in, so as an administrator it stays empty.',
  },
  secretHint: 'Anyone with the link can see your due dates: keep it to yourself.',
  fieldLabel: 'Calendar link',
  create: 'Create link',
  copy: 'Copy',
  regenerate: 'Regenerate',
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy the link: select it and copy it yourself.',
  created: 'Calendar link created',
  regenerated: 'New calendar link created: the old one no longer works',
  loadFailed: 'Failed to load your calendar link',
  saveFailed: 'Failed to create a calendar link. Please try again.',
  confirmTitle: 'Regenerate the calendar link?',
  confirmText: 'The old link will stop working: calendars subscribed to it stop updating until you subscribe to the new one.',
  confirmAction: 'Regenerate',
  cancel: 'Cancel',
} as const;
