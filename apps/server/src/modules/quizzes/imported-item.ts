import { quizItemSchema, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { parseXml } from '../../lib/safe-xml';

/**
 * What every reader of another tool's file (GIFT, QTI, Moodle XML, Canvas QTI 1.2) hands an
 * import's preview for one question: the item or none, and why not.
 */
export interface ImportedItem {
  item: QuizItemInput | null;
  problems: string[];
}

/** An item as a reader made it, checked as a teacher's item is: refused by the schema, it is none, with the schema's messages. */
export function checkedItem(item: QuizItemInput | null, problems: string[] = []): ImportedItem {
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
  warnings: string[];
}

/**
 * The root element of an imported XML file (no DOCTYPE, no entities: parseXml), or the problem to
 * show instead: unreadable XML, or (with `expected`) a root of another name, that file's message.
 */
export function xmlRootOf(xml: string, expected?: { name: string; otherwise: string }): { root: Element } | { problem: string } {
  let root: Element;
  try {
    root = parseXml(xml).documentElement!;
  } catch (error) {
    return { problem: `The XML cannot be read: ${(error as Error).message}` };
  }
  return expected && root.localName !== expected.name ? { problem: expected.otherwise } : { root };
}
