import { localized, textIn, type LocalizedText } from './http-errors';
import { formatMessage, type WordsIn } from './i18n';
import { XmlRefused } from './safe-xml';
import { XML_FAULTS, XML_REFUSALS } from './xml-refusal.messages';

/**
 * Why XML was refused, in its reader's language: the parser's fault by its kind, with line and
 * column; a fault of no known kind keeps the parser's own (English) words, as before.
 */
export function xmlRefusalText(error: XmlRefused): LocalizedText {
  if (error.reason !== 'notWellFormed') return localized(XML_REFUSALS[error.reason]);
  const { fault } = error;
  const detail: WordsIn | string = fault ? (locale) => formatMessage(locale, XML_FAULTS[fault.kind], { line: String(fault.line), column: String(fault.column), name: fault.name }) : error.detail;
  return localized(XML_REFUSALS.notWellFormed, { detail });
}

/** An error's reason as a message value: an XML refusal's in the reader's language, any other's own (English) words. */
export const xmlReasonOf = (error: unknown): WordsIn | string =>
  error instanceof XmlRefused ? (locale) => textIn(locale, xmlRefusalText(error)) : error instanceof Error ? error.message : String(error);
