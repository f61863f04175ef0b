import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { CATALOGUES } from '@lyceum/shared/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@lyceum/shared/i18n';

export { defineMessages } from '@formatjs/intl';
export type { MessageDescriptor };
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

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
  return intlOf(locale).formatMessage(message, values);
}
