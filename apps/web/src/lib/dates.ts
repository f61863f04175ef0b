/**
 * Every date and time the app shows goes through here: Intl in the user's locale and time zone,
 * never hand-made strings. The API speaks UTC ISO-8601; `<input type="datetime-local">` speaks a
 * zone-less local "YYYY-MM-DDTHH:mm", which means the user's zone. `locale` exists for tests; the
 * app passes nothing, which means the language the user reads (lib/date-settings.ts, set by the
 * language provider; the browser's own before it) in the zone they chose in Settings (else the
 * device's: English with no zone chosen reads as it always has).
 *
 * A formatter costs a quarter of a millisecond to build (a list of fifty rows, a dozen on a phone),
 * so each is built once per locale, style and time zone: a change of the zone in force (the
 * computer's, or a test's TZ) builds new ones.
 */
import { dateLocale, dateTimeZone } from '@/lib/date-settings';
import { warmUpDates } from '@/lib/date-warm-up';

// Arriving with a screen that shows dates (reached by a link): see date-warm-up.ts.
warmUpDates();

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// dateStyle cannot be combined with timeZoneName, so the due date spells its fields out.
const DUE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The user's IANA time zone, e.g. 'Europe/Paris': the one chosen in Settings, else the device's (the due-date field says which zone it means). */
export const localTimeZone = (): string => dateTimeZone() ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Which zone is in force, cheaply: asking Intl (localTimeZone) builds a formatter, the very cost
 * the cache saves, on every date of a list. A date's own string names the zone ("GMT+0900 (Japan
 * Standard Time)"); a winter and a summer date tell zones with the same offset today apart.
 */
const WINTER = new Date(Date.UTC(2025, 0, 15));
const SUMMER = new Date(Date.UTC(2025, 6, 15));
const zoneKey = (): string => `${WINTER.toString()}|${SUMMER.toString()}`;

function formatter(options: Intl.DateTimeFormatOptions, style: string, locale = dateLocale()): Intl.DateTimeFormat {
  const timeZone = dateTimeZone();
  const key = `${locale ?? ''}|${style}|${timeZone ?? zoneKey()}`;
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(locale, timeZone ? { timeZone, ...options } : options);
    formatters.set(key, built);
  }
  return built;
}

const format = (iso: string, options: Intl.DateTimeFormatOptions, style: string, locale?: string): string =>
  formatter(options, style, locale).format(new Date(iso));

/** A day, e.g. 'Jan 15, 2025' (creation dates). */
export const formatDate = (iso: string, locale?: string): string => format(iso, DATE, 'date', locale);
/** A day and time, e.g. 'Jan 15, 2025, 9:30 AM' (comments, last updated). */
export const formatDateTime = (iso: string, locale?: string): string => format(iso, DATE_TIME, 'dateTime', locale);
/** A due date always names its zone: a deadline read in the wrong zone is a missed deadline. */
export const formatDueDate = (iso: string, locale?: string): string => format(iso, DUE, 'due', locale);

const pad = (value: number): string => String(value).padStart(2, '0');

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** A moment's wall-clock fields in a named zone (Intl knows its rules, summer time included). */
function fieldsIn(timeZone: string, time: number): Fields {
  const options: Intl.DateTimeFormatOptions = { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
  const parts = formatter(options, `fields|${timeZone}`, 'en-US').formatToParts(time);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

/** How far a zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(timeZone: string, time: number): number {
  const f = fieldsIn(timeZone, time);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(time / 1000) * 1000;
}

/** UTC ISO -> the local value a datetime-local input shows (minutes precision), '' if unparsable. */
export function isoToDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = dateTimeZone();
  if (zone) {
    const f = fieldsIn(zone, date.getTime());
    return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value, read as the user's local time, -> UTC ISO for the API; null when blank
 * or malformed. Parsed field by field rather than by `new Date(string)`, whose handling of
 * zone-less strings has varied between engines.
 */
export function dateTimeLocalToIso(value: string): string | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number, number, number, number, number, number,
  ];
  const zone = dateTimeZone();
  if (zone) {
    // The wall time read as UTC, moved by the zone's offset; asked again at the result, since the
    // offset may differ across a change to or from summer time.
    const wall = Date.UTC(year, month - 1, day, hour, minute, second);
    const check = new Date(wall);
    if (Number.isNaN(wall) || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    const first = wall - offsetAt(zone, wall);
    return new Date(wall - offsetAt(zone, first)).toISOString();
  }
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** Whether two timestamps name different moments (last-updated is shown only then). */
export const differentMoments = (a: string, b: string): boolean => new Date(a).getTime() !== new Date(b).getTime();
