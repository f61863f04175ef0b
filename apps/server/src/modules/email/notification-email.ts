import { DEFAULT_LOCALE, type Locale } from '@lyceum/shared/i18n';
import type { NotificationKind } from '@lyceum/shared/notifications';
import { formatMessage, type MessageDescriptor, type MessageValues } from '../../lib/i18n';
import { emailMessages as m } from './notification-email.messages';
import { SUBJECT_MAX, appUrl, escapeHtml, htmlDocument, oneLine, subjectLine } from './email-text';
import { excerptOf, plainTextOf } from './plain-excerpt';
import type { UnsubscribeScope } from './unsubscribe-tokens';

/** A notification to email, with what its event says. */
export interface EmailItem {
  id: number;
  event_id: number;
  kind: NotificationKind;
  class_id: string | null;
  class_name: string | null;
  subject_type: string | null;
  subject_id: string | null;
  /** What it is about, as it stands (the event's title once that is deleted). */
  title: string;
  /** A comment's start (the event's); '' for other kinds. */
  excerpt: string;
  link: string;
  actor_name: string | null;
  created_at: string;
  /** Of an assignment it is about: its due date and points as they stand (null otherwise, or ungraded). */
  due_date: string | null;
  max_points: number | null;
  /** The sanitised rich text (its start) of a material or assignment it is about; null otherwise. */
  body: string | null;
}

export interface ComposeOptions {
  /** `immediate`: what is new since the last email; `daily`: the day's digest. */
  mode: 'immediate' | 'daily';
  /** Notifications beyond `items` that this email stands for too (a backlog too long to list). */
  more: number;
  publicUrl: string;
  /** The one-click unsubscribe address of a scope. */
  unsubscribeUrl(scope: UnsubscribeScope): string;
  /** The recipient's language (English when not given) and time zone for due dates (UTC when not given). */
  locale?: Locale;
  timeZone?: string | null;
}

/** Formats the email's messages in the recipient's language, due dates in their zone. */
interface Texts {
  t(message: MessageDescriptor, values?: MessageValues): string;
  due(iso: string): string;
}

const textsOf = (locale: Locale = DEFAULT_LOCALE, timeZone?: string | null): Texts => ({
  t: (message, values) => formatMessage(locale, message, values),
  due: (iso) => (locale === DEFAULT_LOCALE && !timeZone ? dueDateText(iso) : localDueText(iso, locale, timeZone ?? 'UTC')),
});

const KIND_NAMES: Record<NotificationKind, MessageDescriptor> = {
  new_material: m.kindNewMaterial,
  new_assignment: m.kindNewAssignment,
  comment: m.kindComment,
  added_to_class: m.kindAddedToClass,
  submission_turned_in: m.kindTurnedIn,
  work_returned: m.kindWorkReturned,
  private_comment: m.kindPrivateComment,
};

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  /** For List-Unsubscribe: the kind this email is about, or every kind when it carries several. */
  unsubscribe: string;
}

/** Lines of one class: what happened to one thing (an assignment, a material) is one line, however many notifications say it. */
interface Line {
  text: string;
  /** The title (for a subject naming several things). */
  title: string;
  /** "Due Wed 1 Jan 2031, 10:00 UTC · 10 points" for an assignment; '' otherwise. */
  details: string;
  quote: string;
  link: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A due date as an email states it: in UTC, and saying so ("Wed 1 Jan 2031, 10:00 UTC"), the same
 * for every reader whatever their mail client's zone; written by hand, not by Intl, so no locale
 * data changes it.
 */
export function dueDateText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

const dueFormats = new Map<string, Intl.DateTimeFormat>();

/** A due date in a language other than English, or in a chosen zone: through Intl, naming the zone. */
function localDueText(iso: string, locale: Locale, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const key = `${locale} ${timeZone}`;
  let format = dueFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
    dueFormats.set(key, format);
  }
  return format.format(d);
}

/** The due date and points of an assignment it is about, as one phrase; '' for anything else. */
function detailsOf(item: EmailItem, { t, due }: Texts): string {
  const parts = [...(item.due_date ? [t(m.due, { due: due(item.due_date) })] : []), ...(item.max_points !== null ? [t(m.points, { points: item.max_points })] : [])];
  return parts.join(' · ');
}

/** The kinds whose notification is the post itself: its email quotes the post's text; the others quote the comment. */
const POSTED = new Set<NotificationKind>(['new_assignment', 'new_material']);

/**
 * What a notification says, naming what it is about: the in-app headline, with the title of a new
 * post ("… posted a new assignment in Algebra: Essay"; the other kinds name it already).
 */
export function emailHeadline(item: EmailItem, { t }: Texts = textsOf()): string {
  const who = item.actor_name ?? t(m.someone);
  const className = item.class_id !== null && item.class_name !== null ? item.class_name : null;
  const values = { who, title: item.title, className: className ?? '', hasClass: className === null ? 'no' : 'yes' };
  const headline = t(HEADLINES[item.kind], item.kind === 'added_to_class' ? { ...values, className: className ?? item.title } : values);
  return POSTED.has(item.kind) ? t(m.posted, { headline, title: item.title }) : headline;
}

const HEADLINES: Record<NotificationKind, MessageDescriptor> = {
  new_material: m.newMaterial,
  new_assignment: m.newAssignment,
  comment: m.comment,
  added_to_class: m.addedToClass,
  submission_turned_in: m.turnedIn,
  work_returned: m.workReturned,
  private_comment: m.privateComment,
};

/** The quote of an item: the start of a new post's text, or of the comment. */
function quoteOf(item: EmailItem): string {
  if (POSTED.has(item.kind)) return item.body === null ? '' : excerptOf(oneLine(plainTextOf(item.body)));
  return oneLine(item.excerpt);
}

function lineOf(group: EmailItem[], texts: Texts): Line {
  const { t } = texts;
  const latest = group[group.length - 1] as EmailItem;
  const n = group.length;
  let text = emailHeadline(latest, texts);
  if (n > 1) text = latest.kind === 'comment' ? t(m.comments, { count: n, title: latest.title, who: latest.actor_name ?? t(m.someone) }) : t(m.moreLikeIt, { text, count: n - 1 });
  return { text: oneLine(text), title: oneLine(latest.title), details: detailsOf(latest, texts), quote: quoteOf(latest), link: latest.link };
}

/**
 * The subject of an email of one notification: its headline, the class when the headline does not
 * name it, and an assignment's due date and points ("… in Algebra: Essay (due Wed 1 Jan 2031,
 * 10:00 UTC; 10 points)").
 */
function singleSubject(item: EmailItem, texts: Texts): string {
  const { t, due } = texts;
  const namesClass = POSTED.has(item.kind) || item.kind === 'added_to_class' || item.class_name === null;
  const about = [...(item.due_date ? [t(m.dueInSubject, { due: due(item.due_date) })] : []), ...(item.max_points !== null ? [t(m.points, { points: item.max_points })] : [])];
  const tail = about.length > 0 ? ` (${about.join('; ')})` : '';
  const headline = emailHeadline(item, texts);
  // Long names and titles are cut, never the due date after them.
  return `${oneLine(namesClass ? headline : t(m.inClass, { headline, className: item.class_name ?? '' }), SUBJECT_MAX - tail.length)}${tail}`;
}

/**
 * The notifications grouped by class (classes by name), then by what they are about: one event is
 * listed once however many rows carry it, and 22 comments on one assignment are one line.
 */
export function groupByClass(items: readonly EmailItem[], texts: Texts = textsOf()): { className: string; lines: Line[] }[] {
  const seen = new Set<number>();
  const classes = new Map<string, { className: string; groups: Map<string, EmailItem[]> }>();
  for (const item of [...items].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id))) {
    if (seen.has(item.event_id)) continue;
    seen.add(item.event_id);
    const classKey = item.class_id ?? '';
    let entry = classes.get(classKey);
    if (!entry) {
      entry = { className: item.class_name ?? texts.t(m.otherClass), groups: new Map() };
      classes.set(classKey, entry);
    }
    const about = `${item.kind}\n${item.subject_type ?? ''}\n${item.subject_id ?? item.event_id}`;
    const group = entry.groups.get(about);
    if (group) group.push(item);
    else entry.groups.set(about, [item]);
  }
  return [...classes.values()]
    .sort((a, b) => a.className.localeCompare(b.className))
    .map((entry) => ({ className: entry.className, lines: [...entry.groups.values()].map((group) => lineOf(group, texts)) }));
}

/** An email of notifications: one (its headline is the subject), several since the last, or the daily digest. */
export function composeNotificationEmail(recipientName: string, items: readonly EmailItem[], options: ComposeOptions): ComposedEmail {
  const kinds = [...new Set(items.map((item) => item.kind))].sort();
  const total = new Set(items.map((item) => item.event_id)).size + options.more;
  const single = items.length === 1 && options.more === 0 && options.mode === 'immediate' ? items[0] : undefined;
  const texts = textsOf(options.locale, options.timeZone);
  const { t } = texts;
  const kindName = (kind: NotificationKind) => t(KIND_NAMES[kind]);
  const sections = groupByClass(items, texts);
  // Several: what they are about, by title, after the count (the subject is cut at SUBJECT_MAX).
  const titles = [...new Set(sections.flatMap((section) => section.lines.map((line) => line.title)))].join(', ');
  const subject = subjectLine(
    single
      ? singleSubject(single, texts)
      : t(options.mode === 'daily' ? m.digestSubject : m.severalSubject, { total, titles }),
  );
  const settings = appUrl(options.publicUrl, '/dashboard/profile');
  const moreText = options.more > 0 ? t(m.more, { count: options.more }) : '';
  const greeting = t(m.greeting, { name: oneLine(recipientName) });
  const intro = options.mode === 'daily' ? t(m.introDaily) : single ? '' : t(m.introSeveral);
  const why = t(m.why, { kinds: kinds.map(kindName).join('; ') });

  const text = [
    greeting,
    '',
    ...(intro ? [intro, ''] : []),
    ...sections.flatMap((section) => [
      oneLine(section.className),
      ...section.lines.flatMap((line) => [
        `- ${line.text}`,
        ...(line.details ? [`  ${line.details}`] : []),
        ...(line.quote ? [`  "${line.quote}"`] : []),
        `  ${appUrl(options.publicUrl, line.link)}`,
      ]),
      '',
    ]),
    ...(moreText ? [moreText, ''] : []),
    '--',
    why,
    ...kinds.map((kind) => `${t(m.stop, { kind: kindName(kind) })}: ${options.unsubscribeUrl(kind)}`),
    `${t(m.settings)}: ${settings}`,
    '',
  ].join('\n');

  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#2563eb">${escapeHtml(label)}</a>`;
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...(intro ? [`<p>${escapeHtml(intro)}</p>`] : []),
      ...sections.map(
        (section) =>
          `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(oneLine(section.className))}</h2>\n<ul style="padding-left:20px;margin:0">\n` +
          section.lines
            .map(
              (line) =>
                `<li style="margin:0 0 10px">${escapeHtml(line.text)}` +
                (line.details ? `<br><strong>${escapeHtml(line.details)}</strong>` : '') +
                (line.quote ? `<br><q style="color:#52606d">${escapeHtml(line.quote)}</q>` : '') +
                `<br>${link(appUrl(options.publicUrl, line.link), t(m.open))}</li>`,
            )
            .join('\n') +
          '\n</ul>',
      ),
      ...(moreText ? [`<p>${escapeHtml(moreText)}</p>`] : []),
      '<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px">',
      `<p style="font-size:12px;color:#52606d">${escapeHtml(why)}<br>`,
      kinds.map((kind) => link(options.unsubscribeUrl(kind), t(m.stop, { kind: kindName(kind) }))).join(' · ') + '<br>',
      `${link(settings, t(m.settings))}</p>`,
    ].join('\n'),
    options.locale,
  );

  const scope: UnsubscribeScope = kinds.length === 1 && kinds[0] ? kinds[0] : 'all';
  return { subject, text, html, unsubscribe: options.unsubscribeUrl(scope) };
}
