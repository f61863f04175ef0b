/**
 * Dates as the user reads them: Intl in the browser's locale and time zone. The API speaks
 * UTC ISO-8601; `<input type="datetime-local">` speaks a zone-less local "YYYY-MM-DDTHH:mm".
 */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// dateStyle cannot be combined with timeZoneName, so the due date spells its fields out.
const dueFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
/** A due date always names its zone: a deadline read in the wrong zone is a missed deadline. */
export const formatDueDate = (iso: string): string => dueFormat.format(new Date(iso));

const pad = (value: number): string => String(value).padStart(2, '0');

/** UTC ISO -> the local value a datetime-local input shows (minutes precision), '' if unparsable. */
export function isoToDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
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
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** Whether two timestamps name different moments (last-updated is shown only then). */
export const differentMoments = (a: string, b: string): boolean => new Date(a).getTime() !== new Date(b).getTime();
