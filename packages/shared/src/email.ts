import { z } from 'zod';

/**
 * Email: each user's choice of when notifications chosen for email arrive, the one-click
 * unsubscribe link every such email carries, and what the admin sees of the deliveries.
 */

/** `immediate`: an email as soon as the notification is made; `daily`: one digest a day at most. */
export const EMAIL_DIGESTS = ['immediate', 'daily'] as const;
export const emailDigestSchema = z.enum(EMAIL_DIGESTS);
export type EmailDigest = z.infer<typeof emailDigestSchema>;
export const DEFAULT_EMAIL_DIGEST: EmailDigest = 'immediate';
export const EMAIL_DIGEST_LABELS: Record<EmailDigest, string> = { immediate: 'Right away', daily: 'Once a day (digest)' };

/**
 * GET/POST /api/notifications/unsubscribe?token=...: the token names the user and a kind (or every
 * kind). A link without one is a link that does not work: the same 404 as a forged one.
 */
export const unsubscribeQuerySchema = z.object({
  token: z.string().max(200, 'token must be at most 200 characters').optional(),
});

/** GET /api/admin/email-status: whether email goes out, and how it is going. */
export const emailStatusSchema = z.object({
  /** SMTP_URL and MAIL_FROM are set: notifications chosen for email and invitations are emailed. */
  enabled: z.boolean(),
  /** Notifications waiting to be emailed (daily digests not due yet included). */
  waiting: z.number().int(),
  /** Recipients whose latest attempt failed and will be tried again (notifications and invitations). */
  failing: z.number().int(),
  /** The latest failure (the SMTP server's answer or the connection's error), even if delivery has recovered since. */
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  /** When the SMTP server last accepted an email. */
  lastSentAt: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** Messages of the API. */
export const EMAIL_MSG = {
  unsubscribeNotFound: 'This unsubscribe link is not valid',
  notConfigured: 'This server does not send email: set SMTP_URL and MAIL_FROM to email invitations',
} as const;

/** What the web app says about email. */
export const EMAIL_TEXT = {
  digestLabel: 'Emails arrive',
  digestHint: 'Once a day: at most one email a day, with everything grouped by class.',
  emailOff: 'Your school has not set up email, so notifications reach you in the app only.',
  statusTitle: 'Email delivery',
  statusOff: 'Email is off: set SMTP_URL and MAIL_FROM on the server to email notifications and invitations.',
  statusOk: (waiting: number) => `Email is working. ${waiting} ${waiting === 1 ? 'notification' : 'notifications'} waiting (daily digests included).`,
  statusFailing: (failing: number) => `Email is failing for ${failing} ${failing === 1 ? 'recipient' : 'recipients'}; it is retried with growing pauses.`,
  lastError: (message: string, at: string) => `Last failure (${at}): ${message}`,
  emailInvitations: 'Email invitations',
  emailInvitationsConfirm: 'Everyone still without a password gets a new invitation link by email; links handed out before stop working.',
  invitationsEmailed: (count: number) => `${count} ${count === 1 ? 'invitation' : 'invitations'} queued for email`,
  emailInvitationsFailed: 'Failed to email invitations',
} as const;
