import { textDirection } from '@lyceum/shared/i18n';

/**
 * The escaping every email goes through: what users wrote (names, titles, comments) is text, in a
 * header, in the plain part and in the HTML part alike.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Longest subject, in characters (RFC 5322 recommends lines under 78; nodemailer folds longer ones safely). */
export const SUBJECT_MAX = 150;

/**
 * One line of text: every control character (CR, LF, tab, NUL...) and Unicode line or paragraph
 * separator becomes a space and runs of spaces one, so nothing a user wrote can start a header of
 * its own or break a line of the plain part; cut at `max` characters with an ellipsis.
 */
export function oneLine(text: string, max = Number.POSITIVE_INFINITY): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : flat;
}

/** A subject: one line, at most SUBJECT_MAX characters. */
export const subjectLine = (text: string): string => oneLine(text, SUBJECT_MAX);

/** An absolute link into the web app from one of its paths (a notification's link always is one; anything else goes to the dashboard). */
export function appUrl(publicUrl: string, path: string): string {
  const safe = /^\/[^\s\\]*$/.test(path) && !path.startsWith('//') ? path : '/dashboard';
  return `${publicUrl.replace(/\/+$/, '')}${safe}`;
}

/** A minimal HTML document around `body` (already escaped): inline styles only, as mail clients want. */
export function htmlDocument(title: string, body: string, locale?: string): string {
  return [
    '<!doctype html>',
    `<html${locale ? ` lang="${escapeHtml(locale)}" dir="${textDirection(locale)}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    body,
    '</div></body></html>',
  ].join('\n');
}
