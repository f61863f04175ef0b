import { defineMessages } from '../../lib/i18n';

/**
 * The invitation email's texts (invitation-email.ts), in the invitee's language: theirs if an admin
 * or an import set it, else the school's. The greeting is the notification email's.
 */
export const invitationEmailMessages = defineMessages({
  subject: { id: 'server.invitationEmail.subject', defaultMessage: 'Your Lyceum account: choose a password', description: 'Subject of the email inviting a new user to set their password; Lyceum is the product' },
  body: {
    id: 'server.invitationEmail.body',
    defaultMessage: 'An account has been made for you on Lyceum, your school’s online classroom. Choose a password to sign in:',
    description: 'Invitation email; the set-password link follows on its own line',
  },
  button: { id: 'server.invitationEmail.button', defaultMessage: 'Choose my password', description: 'Invitation email: the button opening the set-password page' },
  copy: { id: 'server.invitationEmail.copy', defaultMessage: 'Or copy this address into your browser: {link}', description: 'Invitation email, under the button; {link} is the set-password address' },
  until: {
    id: 'server.invitationEmail.until',
    defaultMessage: 'The link works once, until {day}. If it has expired, ask your school’s administrator for a new one.',
    description: 'Invitation email; {day} is the day the link stops working, with its time zone, e.g. "Tuesday, 3 March 2026 (UTC)"',
  },
  day: { id: 'server.invitationEmail.day', defaultMessage: '{date} ({zone})', description: 'Invitation email: a day and the time zone it is in, e.g. "Tuesday, 3 March 2026 (UTC)"' },
  who: {
    id: 'server.invitationEmail.who',
    defaultMessage: 'Your sign-in email is {email}. If you did not expect this email, you can ignore it.',
    description: "Invitation email, last line; {email} is the invitee's email address",
  },
});
