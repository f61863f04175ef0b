import { defineMessages } from '../../lib/i18n';

/**
 * The calendar feed's own words, in its owner's language (their choice, else the school's: a
 * calendar app's request says nothing of its reader). Events are titled "class: assignment", the
 * people's own words.
 */
export const CALENDAR_FEED = defineMessages({
  name: { id: 'server.calendar.name', defaultMessage: 'Lyceum due dates', description: "The name of the subscribed calendar in the person's calendar app (Google Calendar, Outlook); Lyceum is the product's name" },
  notFound: {
    id: 'server.calendar.notFound',
    defaultMessage: 'This calendar link does not work. Create a new one in Lyceum under Settings.',
    description: 'Shown by a calendar app for a calendar link that was replaced or never existed; Settings is the Settings page',
  },
});
