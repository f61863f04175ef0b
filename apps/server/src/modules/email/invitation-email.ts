import { escapeHtml, htmlDocument, oneLine, subjectLine } from './email-text';

export interface InvitationEmailInput {
  name: string;
  email: string;
  link: string;
  expiresAt: string;
}

/** The day a link stops working, as people read it: "Tuesday, 3 March 2026 (UTC)". */
const dayOf = (iso: string): string =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))} (UTC)`;

/** The email of an invitation: the set-password link, and until when it works. No unsubscribe: it is sent once, at an admin's request. */
export function composeInvitationEmail(input: InvitationEmailInput): { subject: string; text: string; html: string } {
  const subject = subjectLine('Your Lyceum account: choose a password');
  const greeting = `Hello ${oneLine(input.name)},`;
  const body = 'An account has been made for you on Lyceum, your school’s online classroom. Choose a password to sign in:';
  const until = `The link works once, until ${dayOf(input.expiresAt)}. If it has expired, ask your school’s administrator for a new one.`;
  const who = `Your sign-in email is ${oneLine(input.email)}. If you did not expect this email, you can ignore it.`;
  const text = [greeting, '', body, input.link, '', until, '', who, ''].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose my password</a></p>`,
      `<p style="font-size:13px;color:#52606d">Or copy this address into your browser: ${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p style="font-size:12px;color:#52606d">${escapeHtml(who)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
