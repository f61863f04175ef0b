import { defineMessages } from '../../lib/i18n';

/**
 * The errors of email (invitations sent by email, unsubscribe links), answered in the caller's
 * language. Keys and English are EMAIL_MSG's (packages/shared/src/email.ts), held equal by
 * lib/api-errors.messages.test.ts.
 */
export const EMAIL_ERRORS = defineMessages({
  notConfigured: {
    id: 'server.error.email.notConfigured',
    defaultMessage: 'This server does not send email: set SMTP_URL and MAIL_FROM to email invitations',
    description: 'API error on Users when inviting by email on a server without email; keep SMTP_URL and MAIL_FROM as they are',
  },
  unsubscribeNotFound: { id: 'server.error.email.unsubscribeNotFound', defaultMessage: 'This unsubscribe link is not valid', description: "API error on the unsubscribe page: the email's link is wrong or old" },
});
