/**
 * Writes iCalendar text (RFC 5545) by hand: the feed uses a handful of properties, and an array
 * of lines joined once is several times cheaper than a generator library's object model for the
 * hundreds of events of one feed. What RFC 5545 asks of the text, and this file does:
 *  - lines end in CRLF (3.1);
 *  - a line longer than 75 octets is folded: CRLF and one space, never inside a UTF-8 sequence (3.1);
 *  - TEXT values escape `\`, `;`, `,` and line breaks (3.3.11), so a title holding CR/LF and
 *    `BEGIN:VCALENDAR` stays one property's value and cannot start a property or component;
 *  - other control characters, which TEXT may not hold, are dropped;
 *  - times are UTC date-times, `YYYYMMDDTHHMMSSZ` (3.3.5, form #2), so no VTIMEZONE is needed.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

const TEXT_ESCAPES: Record<string, string> = { '\\': '\\\\', ';': '\\;', ',': '\\,', '\r\n': '\\n', '\n': '\\n', '\r': '\\n' };
// Line breaks first (CRLF as one), then the three specials, then the controls TEXT may not hold (HTAB may stay).
// eslint-disable-next-line no-control-regex
const TEXT_SPECIALS = /\r\n|[\r\n\\;,]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\\;,\u0000-\u0008\u000a-\u001f\u007f]/;

/** A TEXT property value, escaped (RFC 5545 3.3.11). Most values need nothing: they are tested first. */
export const escapeText = (value: string): string => (NEEDS_ESCAPE.test(value) ? value.replace(TEXT_SPECIALS, (found) => TEXT_ESCAPES[found] ?? '') : value);

/** UTF-8 octets of one code point. */
const octetsOf = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line, folded so no physical line passes 75 octets (the leading space of a
 * continuation counts). Most lines are short ASCII and come back as they are.
 */
export function foldLine(line: string): string {
  // A UTF-16 unit is at most 3 octets (a surrogate pair: 4 for two units).
  if (line.length <= MAX_OCTETS / 3) return line;
  const octets = Buffer.byteLength(line);
  if (octets <= MAX_OCTETS) return line;
  if (octets === line.length) {
    // ASCII: one octet a character.
    const parts = [line.slice(0, MAX_OCTETS)];
    for (let at = MAX_OCTETS; at < line.length; at += MAX_OCTETS - 1) parts.push(line.slice(at, at + MAX_OCTETS - 1));
    return parts.join(`${CRLF} `);
  }
  const parts: string[] = [];
  let start = 0;
  let used = 0;
  let room = MAX_OCTETS;
  for (let at = 0; at < line.length; ) {
    const codePoint = line.codePointAt(at) ?? 0;
    const size = octetsOf(codePoint);
    if (used + size > room) {
      parts.push(line.slice(start, at));
      start = at;
      used = 0;
      room = MAX_OCTETS - 1;
    }
    used += size;
    at += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join(`${CRLF} `);
}

/** An ISO-8601 UTC time (as the database hands it back) as an iCalendar UTC date-time. */
export function icalUtc(iso: string): string {
  const utc = iso.length === 24 && iso[10] === 'T' && iso[23] === 'Z' ? iso : new Date(iso).toISOString();
  return `${utc.slice(0, 4)}${utc.slice(5, 7)}${utc.slice(8, 10)}T${utc.slice(11, 13)}${utc.slice(14, 16)}${utc.slice(17, 19)}Z`;
}

export interface IcalEvent {
  uid: string;
  /** ISO-8601 times. */
  start: string;
  modified: string;
  summary: string;
  /** The page of the event; also in DESCRIPTION, as Google Calendar does not show URL. */
  url: string;
}

export interface IcalCalendar {
  name: string;
  events: readonly IcalEvent[];
}

/**
 * A published calendar (no METHOD), so DTSTAMP is when the event last changed (3.8.7.2).
 * REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL ask clients that honour them (Apple, Outlook)
 * to poll hourly. The calendar is `calendarHead`, then each event's text, then CALENDAR_TAIL.
 */
export const calendarHead = (name: string): string =>
  `BEGIN:VCALENDAR${CRLF}VERSION:2.0${CRLF}PRODID:-//Lyceum//Calendar feed//EN${CRLF}CALSCALE:GREGORIAN${CRLF}` +
  `${foldLine(`NAME:${escapeText(name)}`)}${CRLF}${foldLine(`X-WR-CALNAME:${escapeText(name)}`)}${CRLF}` +
  `REFRESH-INTERVAL;VALUE=DURATION:PT1H${CRLF}X-PUBLISHED-TTL:PT1H${CRLF}`;

export const CALENDAR_TAIL = `END:VCALENDAR${CRLF}`;

/**
 * One VEVENT, its lines joined in one string. Each event is a moment, DTEND = DTSTART: Google
 * Calendar, Outlook and Apple Calendar all show such an event at its start time (a due time reads
 * as the time, not as a block ending there), Moodle's and Canvas's due-date feeds have the same
 * shape, and TRANSP:TRANSPARENT keeps it from marking the person busy.
 */
export function writeEvent(event: IcalEvent): string {
  const start = icalUtc(event.start);
  const modified = icalUtc(event.modified);
  return (
    `BEGIN:VEVENT${CRLF}${foldLine(`UID:${escapeText(event.uid)}`)}${CRLF}DTSTAMP:${modified}${CRLF}` +
    `DTSTART:${start}${CRLF}DTEND:${start}${CRLF}${foldLine(`SUMMARY:${escapeText(event.summary)}`)}${CRLF}` +
    `${foldLine(`URL:${event.url}`)}${CRLF}${foldLine(`DESCRIPTION:${escapeText(event.url)}`)}${CRLF}` +
    `LAST-MODIFIED:${modified}${CRLF}TRANSP:TRANSPARENT${CRLF}END:VEVENT${CRLF}`
  );
}

/** A whole calendar as one string (the feed itself is put together from cached events: calendar.service.ts). */
export const writeCalendar = (calendar: IcalCalendar): string => `${calendarHead(calendar.name)}${calendar.events.map(writeEvent).join('')}${CALENDAR_TAIL}`;
