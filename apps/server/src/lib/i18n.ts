import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { CATALOGUES } from '@lyceum/shared/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@lyceum/shared/i18n';

export { defineMessages } from '@formatjs/intl';
export type { MessageDescriptor };
/** A value that is words itself, written in the reader's language (a list of file kinds): filled in as the message is. */
export type WordsIn = (locale: Locale) => string;
export type MessageValues = Record<string, string | number | boolean | Date | WordsIn | null | undefined>;

/** The values with every WordsIn written in the locale: what FormatJS is handed. */
function valuesIn(locale: Locale, values: MessageValues | undefined) {
  if (!values) return values;
  const entries = Object.entries(values);
  if (!entries.some(([, value]) => typeof value === 'function')) return values as Record<string, Exclude<MessageValues[string], WordsIn>>;
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === 'function' ? value(locale) : value]));
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/**
 * FormatJS's formatter of one locale (and time zone, for dates), made once per pair: it keeps
 * each message's parsed form, so an email after the first formats without parsing anything.
 */
export function intlOf(locale: Locale, timeZone?: string): IntlShape {
  const key = `${locale} ${timeZone ?? ''}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: CATALOGUES[locale],
        ...(timeZone ? { timeZone } : {}),
        // A message missing from a catalogue (`npm test` forbids it) falls back to English; say so once per message.
        onError: (error) => console.error(`i18n (${locale}): ${error.message}`),
      },
      cache,
    );
    intls.set(key, intl);
  }
  return intl;
}

/**
 * A server message (an email's, a notification's, a feed's) in a reader's language:
 * `formatMessage('es', emailMessages.greeting, { name })`. The descriptor carries the English text,
 * which `node scripts/i18n.mjs extract` copies into the catalogue; ids start with `server.`.
 */
export function formatMessage(locale: Locale, message: MessageDescriptor, values?: MessageValues): string {
  return intlOf(locale).formatMessage(message, valuesIn(locale, values));
}
