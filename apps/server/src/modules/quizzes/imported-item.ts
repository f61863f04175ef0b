import type { Locale } from '@lyceum/shared/i18n';
import { QUIZ_LIMITS, quizItemSchema, type QuizItemInput } from '@lyceum/shared/quiz-items';
import type { z } from 'zod';
import { localized, textIn, type LocalizedText } from '../../lib/http-errors';
import type { WordsIn } from '../../lib/i18n';
import { parseXml } from '../../lib/safe-xml';
import { localizedIssue } from '../../lib/validation-issue-text';
import { xmlReasonOf } from '../../lib/xml-refusal-text';
import { IMPORTED_ITEM_PROBLEMS as M } from './imported-item.messages';

/**
 * A reader's problem or warning: a catalogue message with its values, written in the teacher's
 * language when the preview is answered (importTextIn). The quiz item schema's refusals keep their
 * own English (as the API's validation errors do) beside the catalogue's form for other languages;
 * one the catalogue has no form for is a plain string, English only.
 */
export type ImportText = LocalizedText | { english: string; other: LocalizedText } | string;

/** A reader's problem or warning in a reader's language (English the words the readers always wrote). */
export function importTextIn(locale: Locale, text: ImportText): string {
  if (typeof text === 'string') return text;
  if ('english' in text) return locale === 'en' ? text.english : textIn(locale, text.other);
  return textIn(locale, text);
}

/** A schema refusal as an import's problem: as fastify-type-provider-zod hands the API's errors their issues, so their words are the API's. */
function schemaProblem(issue: z.core.$ZodIssue): ImportText {
  const { path, code, message, ...params } = issue;
  const other = localizedIssue({ instancePath: `/${path.join('/')}`, keyword: code, message, params }, undefined);
  return other ? { english: message, other } : message;
}

/** The words every reader shares, as catalogue texts. */
export const IMPORTED_ITEM_TEXT = {
  xmlUnreadable: (why: string | WordsIn) => localized(M.xmlUnreadable, { why }),
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
  return checked.success ? { item, problems } : { item: null, problems: [...problems, ...checked.error.issues.map(schemaProblem)] };
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
    return { problem: IMPORTED_ITEM_TEXT.xmlUnreadable(xmlReasonOf(error)) };
  }
  return expected && root.localName !== expected.name ? { problem: expected.otherwise } : { root };
}
