import { createContext, useContext } from 'react';
import type { ArgumentElement, LiteralElement, MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from '@lyceum/shared/i18n';
import type { Catalogue, WebLocale } from '@/lib/i18n/locale';
import type { MessageDescriptor } from '@/lib/i18n/messages';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate = (message: MessageDescriptor, values?: MessageValues) => string;
type Compiled = string | MessageFormatElement[];

export type Format = (values?: MessageValues) => string;
/** The signed-in screens' formatter of a message: FormatJS's (IntlMessageFormat), able to format plurals, selects, numbers and dates. */
export type RichFormatter = (message: MessageFormatElement[], locale: string) => Format;
let rich: RichFormatter | null = null;

/**
 * Installs FormatJS's formatter (lib/i18n/rich-messages.ts, which the signed-in shell imports):
 * the signed-out pages' messages are text and `{placeholders}` only, so the sign-in page's
 * JavaScript goes without it.
 */
export function installRichFormatter(formatter: RichFormatter): void {
  rich = formatter;
}

function formatterOf(message: Compiled, locale: string): (values?: MessageValues) => string {
  if (typeof message === 'string') return () => message;
  // Once installed, it formats them all (it also isolates names in right-to-left sentences).
  if (rich) return rich(message, locale);
  // Text (type 0, TYPE.literal) and plain placeholders (1, TYPE.argument) alone: what most messages are.
  if (message.every((element) => element.type < 2)) return (values) => message.map((element) => (element.type ? String(values?.[(element as ArgumentElement).value] ?? '') : (element as LiteralElement).value)).join('');
  throw new Error('import rich-messages');
}

/**
 * Formats the catalogue's messages in one locale, each message's formatter made once and reused.
 * A message missing from the catalogue (the check in `npm test` forbids it) falls back to English.
 */
export function translator(locale: WebLocale, catalogue: Catalogue | null): Translate {
  const formatters = new Map<string, (values?: MessageValues) => string>();
  return (message, values) => {
    let format = formatters.get(message.id);
    if (!format) {
      format = formatterOf(catalogue?.[message.id] ?? message.defaultMessage, locale);
      formatters.set(message.id, format);
    }
    return format(values);
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
