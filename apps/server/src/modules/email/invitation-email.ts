import { DEFAULT_LOCALE, type Locale } from '@lyceum/shared/i18n';
import { formatMessage } from '../../lib/i18n';
import { escapeHtml, htmlDocument, oneLine, subjectLine } from './email-text';
import { invitationEmailMessages as m } from './invitation-email.messages';
import { emailMessages } from './notification-email.messages';

export interface InvitationEmailInput {
  name: string;
  email: string;
  link: string;
  expiresAt: string;
  /** The invitee's language (English when not given) and time zone for the last day (UTC when not given). */
  locale?: Locale;
  timeZone?: string | null;
}

/**
 * The day a link stops working, as people read it, naming its zone: "Tuesday, 3 March 2026 (UTC)"
 * in English (British order, as always), the language's own long date otherwise.
 */
function dayOf(iso: string, locale: Locale, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
  return formatMessage(locale, m.day, { date: format.format(new Date(iso)), zone: timeZone });
}

/** The email of an invitation: the set-password link, and until when it works. No unsubscribe: it is sent once, at an admin's request. */
export function composeInvitationEmail(input: InvitationEmailInput): { subject: string; text: string; html: string } {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = (message: (typeof m)[keyof typeof m] | typeof emailMessages.greeting, values?: Record<string, string>) => formatMessage(locale, message, values);
  const subject = subjectLine(t(m.subject));
  const greeting = t(emailMessages.greeting, { name: oneLine(input.name) });
  const body = t(m.body);
  const until = t(m.until, { day: dayOf(input.expiresAt, locale, input.timeZone ?? 'UTC') });
  const who = t(m.who, { email: oneLine(input.email) });
  const text = [greeting, '', body, input.link, '', until, '', who, ''].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t(m.button))}</a></p>`,
      `<p style="font-size:13px;color:#52606d">${escapeHtml(t(m.copy, { link: input.link }))}</p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p style="font-size:12px;color:#52606d">${escapeHtml(who)}</p>`,
    ].join('\n'),
    locale === DEFAULT_LOCALE ? undefined : locale,
  );
  return { subject, text, html };
}
