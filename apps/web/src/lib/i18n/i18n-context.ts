import { createContext, useContext } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import type { Catalogue, WebLocale } from '@/lib/i18n/locale';
import type { MessageDescriptor } from '@/lib/i18n/messages';

export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/**
 * Formats the catalogue's messages in one locale: each message's formatter is made once (FormatJS's
 * IntlMessageFormat over the compiled AST) and reused. A message missing from the catalogue (the
 * check in `npm test` forbids it) falls back to its English text.
 */
export function translator(locale: WebLocale, catalogue: Catalogue | null): Translate {
  const formatters = new Map<string, IntlMessageFormat>();
  return (message, values) => {
    let formatter = formatters.get(message.id);
    if (!formatter) {
      formatter = new IntlMessageFormat(catalogue?.[message.id] ?? message.defaultMessage, locale);
      formatters.set(message.id, formatter);
    }
    return String(formatter.format(values));
  };
}

export interface I18n {
  locale: WebLocale;
  t: Translate;
  /** Switches the language without a reload: its catalogue is downloaded first, then every screen re-renders in it. */
  setLocale: (locale: WebLocale) => Promise<void>;
}

// Outside a provider (a unit test rendering one component): English, from the code.
export const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, t: translator(DEFAULT_LOCALE, null), setLocale: async () => {} });

export const useI18n = (): I18n => useContext(I18nContext);
/** The message formatter of the language the user reads: `t(messages.signIn)`. */
export const useT = (): Translate => useContext(I18nContext).t;
