import { IntlMessageFormat } from 'intl-messageformat';
import { installRichFormatter } from '@/lib/i18n/i18n-context';

/**
 * FormatJS's message formatter, for messages with plurals, selects, numbers or dates: imported
 * (for its effect) by the signed-in shell, app/layouts/dashboard-layout.tsx. The signed-out pages
 * do without it (lib/i18n/i18n-context.ts formats text and placeholders itself).
 */
installRichFormatter((message, locale) => {
  const format = new IntlMessageFormat(message, locale);
  return (values) => String(format.format(values));
});
