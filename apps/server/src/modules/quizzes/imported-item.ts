import { quizItemSchema, type QuizItemInput } from '@lyceum/shared/quiz-items';
import type { Locale } from '@lyceum/shared/i18n';
import { QUIZ_LIMITS } from '@lyceum/shared/quiz-items';
import { localized, textIn, type LocalizedText } from '../../lib/http-errors';
import { parseXml } from '../../lib/safe-xml';
import { IMPORTED_ITEM_PROBLEMS as M } from './imported-item.messages';

/**
 * A reader's problem or warning: a catalogue message with its values, written in the teacher's
 * language when the preview is answered (importTextIn); a plain string for words the catalogue
 * does not hold (the quiz item schema's).
 */
export type ImportText = LocalizedText | string;

/** A reader's problem or warning in a reader's language (English the words the readers always wrote). */
export const importTextIn = (locale: Locale, text: ImportText): string => (typeof text === 'string' ? text : textIn(locale, text));

/** The words every reader shares, as catalogue texts. */
export const IMPORTED_ITEM_TEXT = {
  xmlUnreadable: (why: string) => localized(M.xmlUnreadable, { why }),
  promptEmpty: localized(M.promptEmpty),
  tooManyAnswers: localized(M.tooManyAnswers, { max: String(QUIZ_LIMITS.choices) }),
} as const;

/**
 * What every reader of another tool's file (GIFT, QTI, Moodle XML, Canvas QTI 1.2) hands an
 * import's preview for one question: the item or none, and why not.
 */
export interface ImportedItem {
  item: QuizItemInput | null;
  problems: ImportText[];
}

/** An item as a reader made it, checked as a teacher's item is: refused by the schema, it is none, with the schema's messages. */
export function checkedItem(item: QuizItemInput | null, problems: ImportText[] = []): ImportedItem {
  if (!item) return { item: null, problems };
  const checked = quizItemSchema.safeParse(item);
  return checked.success ? { item, problems } : { item: null, problems: [...problems, ...checked.error.issues.map((issue) => issue.message)] };
}

/** One question of a file read question by question (Moodle XML, Canvas QTI 1.2), for the preview. */
export interface ImportedQuestion extends ImportedItem {
  /** Its place among the file's questions (1-based). */
  index: number;
  title: string;
  /** Its kind in the other tool's words. */
  type: string;
  warnings: ImportText[];
}

/**
 * The root element of an imported XML file (no DOCTYPE, no entities: parseXml), or the problem to
 * show instead: unreadable XML, or (with `expected`) a root of another name, that file's message.
 */
export function xmlRootOf(xml: string, expected?: { name: string; otherwise: ImportText }): { root: Element } | { problem: ImportText } {
  let root: Element;
  try {
    root = parseXml(xml).documentElement!;
  } catch (error) {
    return { problem: IMPORTED_ITEM_TEXT.xmlUnreadable((error as Error).message) };
  }
  return expected && root.localName !== expected.name ? { problem: expected.otherwise } : { root };
}
