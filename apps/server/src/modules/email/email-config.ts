import { z } from 'zod';

/** `noreply@school.example`, or `Lyceum <noreply@school.example>`: one address, no line breaks. */
const MAIL_FROM = /^(?:[^<>\r\n"]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@"]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * The environment variables of email (docs/notifications.md#email), spread into config.ts's
 * schema. Email is sent only when both SMTP_URL and MAIL_FROM are set; see emailRules for how
 * they go together.
 */
export const emailEnv = {
  /** nodemailer's connection URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465 (TLS); a query sets nodemailer's options (?socketTimeout=60000). */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s/?#]+([/?][^\s]*)?$/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().max(320, 'must be at most 320 characters').regex(MAIL_FROM, 'must be an email address, or a name and an address: Lyceum <noreply@school.example>').optional(),
};

interface EmailVars {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  PUBLIC_URL?: string | undefined;
}

/**
 * SMTP_URL and MAIL_FROM come together, and with PUBLIC_URL: an email's links (the notification's
 * page, unsubscribing, an invitation) must name the web app's address, and a background worker
 * has no request to take it from.
 */
export function emailRules(env: EmailVars, ctx: z.RefinementCtx): void {
  if (env.SMTP_URL && !env.MAIL_FROM) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'must be set when SMTP_URL is (the From of every email)' });
  if (env.MAIL_FROM && !env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set when MAIL_FROM is (where email goes out)' });
  if (env.SMTP_URL && !env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: "must be set when SMTP_URL is (emails link to the web app's address)" });
}

/** Whether the server sends email. */
export const emailEnabled = (env: EmailVars): env is EmailVars & { SMTP_URL: string; MAIL_FROM: string; PUBLIC_URL: string } =>
  Boolean(env.SMTP_URL && env.MAIL_FROM && env.PUBLIC_URL);
