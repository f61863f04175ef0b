import { DUE_SOON_DAYS } from './limits';

export type DueStatusKind = 'overdue' | 'due-soon' | 'upcoming';

export interface DueStatus {
  status: DueStatusKind;
  /** 'Overdue', or 'Due today' / 'Due tomorrow' / 'N days left'. */
  label: string;
}

/**
 * The derived status of an assignment on the all-assignments page (spec section 4).
 *
 * - Overdue: the due moment is strictly before `now` (due exactly now is still 'Due today').
 * - Otherwise the distance is counted in CALENDAR days in `timeZone` (default: the runtime's zone):
 *   the due date's local date minus today's local date. 0 is 'Due today', 1 'Due tomorrow',
 *   N 'N days left'. "3 or fewer days remain" means that same calendar distance is at most
 *   DUE_SOON_DAYS: something due at 23:59 three local dates from now is Due Soon ('3 days left'),
 *   something due at 00:01 four dates from now is Upcoming ('4 days left'), so the status and the
 *   label never disagree, and neither depends on the hour of the day or on a DST change.
 *
 * Throws a RangeError for an unparsable date or an unknown time zone.
 */
export function dueStatus(dueDateIso: string, now: Date, timeZone?: string): DueStatus {
  const due = new Date(dueDateIso);
  if (Number.isNaN(due.getTime())) throw new RangeError(`Invalid due date: ${dueDateIso}`);
  if (due.getTime() < now.getTime()) return { status: 'overdue', label: 'Overdue' };
  const days = calendarDayNumber(due, timeZone) - calendarDayNumber(now, timeZone);
  const label = days === 0 ? 'Due today' : days === 1 ? 'Due tomorrow' : `${days} days left`;
  return { status: days <= DUE_SOON_DAYS ? 'due-soon' : 'upcoming', label };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building them is costly and a page formats many dates. */
function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    // Gregorian calendar and Latin digits whatever the runtime's locale, so the parts parse as numbers.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The local calendar date of an instant in the zone, as a day count since 1970-01-01. Intl does
 * all the zone work; the count is plain date arithmetic on that local date (no offsets involved).
 */
function calendarDayNumber(instant: Date, timeZone: string | undefined): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  return new Date(0).setUTCFullYear(part('year'), part('month') - 1, part('day')) / 86_400_000;
}
