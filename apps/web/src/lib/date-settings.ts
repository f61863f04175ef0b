/**
 * Whose calendar the app's dates are in: the language the user reads (`<html lang>`, which the
 * language provider sets on every switch, before the re-render) and the time zone they chose in
 * Settings (null: the device's; set by features/profile/components/profile-locale.tsx). Read by
 * every formatter of lib/dates.ts.
 */
let timeZone: string | undefined;
let language = '';
let locale: string | undefined;

/**
 * The Intl locale of the language on screen: the browser's own regional variant when it reads the
 * same language (an en-GB browser keeps day-month order in English, es-MX its own Spanish), else
 * the language itself; before any (a unit test), the browser's. The pseudo-locale's dates are English.
 */
export function dateLocale(): string | undefined {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang !== language) {
    language = lang;
    const base = lang.split('-')[0]?.toLowerCase();
    locale = base ? (navigator.languages.find((tag) => tag.split('-')[0]?.toLowerCase() === base) ?? base) : undefined;
  }
  return locale;
}

/** The user's zone (an IANA name), or null for the device's. A name this browser does not know keeps the device's. */
export function setDateTimeZone(zone: string | null | undefined): void {
  timeZone = zone && isTimeZone(zone) ? zone : undefined;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const dateTimeZone = (): string | undefined => timeZone;
