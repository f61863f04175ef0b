import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message of the catalogue: its id, and its English text in ICU MessageFormat. The English text
 * is the source: `node scripts/i18n.mjs extract` copies it into packages/shared/lang/en.json. The
 * build (vite-plugin-messages.ts) replaces it here with its parsed form, or with its plain text
 * when it has no placeholder, so the browser never parses ICU; and drops the description.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string | MessageFormatElement[];
  /** For translators: where it shows, what a placeholder holds. */
  description?: string;
}

/**
 * Declares a screen's messages. The name matters: FormatJS's extractor (`formatjs extract`) finds
 * messages by it, so ids and English texts must be literals in the call.
 */
export const defineMessages = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> => messages;
