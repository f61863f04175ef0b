import type { ArgumentElement, LiteralElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { textDirection } from '@lyceum/shared/i18n';
import { isolating } from '@/lib/i18n/bidi-isolation';
import { installRichFormatter, type Format } from '@/lib/i18n/i18n-context';

/**
 * The signed-in screens' message formatter: FormatJS's for plurals, selects, numbers and dates,
 * with the names inside right-to-left sentences isolated. Imported (for its effect) by the
 * signed-in shell, app/layouts/dashboard-layout.tsx. The signed-out pages do without it
 * (lib/i18n/i18n-context.ts formats text and placeholders itself; they hold no one's name).
 */
installRichFormatter((message, locale) => {
  let format: Format;
  // Text (type 0) and plain placeholders (type 1) alone, as i18n-context.ts formats them: a value
  // left out is empty, where IntlMessageFormat would throw.
  if (message.every((element) => element.type < 2))
    format = (values) => message.map((element) => (element.type ? String(values?.[(element as ArgumentElement).value] ?? '') : (element as LiteralElement).value)).join('');
  else {
    const intl = new IntlMessageFormat(message, locale);
    format = (values) => String(intl.format(values));
  }
  return textDirection(locale) === 'rtl' ? isolating(format, message) : format;
});
