import type { QuizImportPreview } from '@lyceum/shared/quizzes';
import { quizItemSchema, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { badRequest, forbidden } from '../../lib/http-errors';
import { RichTextRefused, sanitizeRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../types';
import { parseGift } from './gift';
import { parseMoodleXml } from './moodle-xml';
import { parseCanvasQti12 } from './qti12-canvas';
import { readQtiItem } from './qti-item-reader';
import { QtiPackageRefused, readQtiPackage, type QtiPackageRead } from './qti-package';
import type { Locale } from '@lyceum/shared/i18n';
import { IMPORTED_ITEM_TEXT, importTextIn, type ImportText } from './imported-item';
import { QUIZ_ERRORS } from './quiz-errors.messages';

type Question = QuizImportPreview['questions'][number];

/** A question as a reader hands it: its problems and warnings still catalogue texts, not yet in anyone's language. */
type ReadQuestion = Omit<Question, 'problems' | 'warnings'> & { problems: ImportText[]; warnings: ImportText[] };
/** A preview as the readers make it, written in the teacher's language only when answered (previewIn). */
type ReadPreview = { problem: ImportText | null; warnings: ImportText[]; questions: ReadQuestion[] };

const question = (index: number, line: number | null, title: string, item: QuizItemInput | null, problems: ImportText[], warnings: ImportText[]): ReadQuestion => ({
  index,
  line,
  title,
  kind: item?.kind ?? null,
  // Readers hand back items their checks passed (checkedItem), as input: parsed, they gain their defaults (shuffle, scoring).
  item: item && quizItemSchema.parse(item),
  problems,
  warnings,
});

/** The preview's problems and warnings in the caller's language (the request's locale), English as the readers always wrote it. */
function previewIn(locale: Locale, read: ReadPreview): QuizImportPreview {
  const texts = (list: ImportText[]) => list.map((text) => importTextIn(locale, text));
  return {
    problem: read.problem === null ? null : importTextIn(locale, read.problem),
    warnings: texts(read.warnings),
    questions: read.questions.map((q) => ({ ...q, problems: texts(q.problems), warnings: texts(q.warnings) })),
  };
}

/**
 * An import's preview over the existing readers: nothing is stored, so a file with problems
 * leaves nothing behind. Teachers and admins (the items carry their keys); students 403.
 */
export async function previewQuizImport(actor: AuthUser, format: 'gift' | 'moodle_xml' | 'canvas_qti12' | 'qti_item', text: string, locale: Locale): Promise<QuizImportPreview> {
  requireImporter(actor);
  const read = readFile(format, text);
  return previewIn(locale, { ...read, questions: await Promise.all(read.questions.map(withCleanPrompt)) });
}

/** Teachers and admins import (the items carry their keys); students 403, before any file is read. */
export function requireImporter(actor: AuthUser): void {
  if (actor.role === 'student') throw forbidden(QUIZ_ERRORS.importTeachersOnly);
}

/**
 * A QTI 3.0 / 2.x content package's preview: its items in the manifest's order, each titled by its
 * file when it has no title. A package that cannot be read at all (a bomb, a damaged entry, no
 * manifest) is a 400 with the reader's words.
 */
export async function previewQtiPackage(actor: AuthUser, zip: Buffer, locale: Locale): Promise<QuizImportPreview> {
  requireImporter(actor);
  let read: QtiPackageRead;
  try {
    read = await readQtiPackage(zip);
  } catch (error) {
    if (error instanceof QtiPackageRefused) throw badRequest(error.text);
    throw error;
  }
  const questions = read.items.map((entry, i) => question(i + 1, null, entry.title || entry.file, entry.item, entry.problems, entry.warnings));
  return previewIn(locale, { problem: null, warnings: read.warnings, questions: await Promise.all(questions.map(withCleanPrompt)) });
}

/**
 * The question with its prompt as it would be stored (sanitised, like every rich text), so the
 * preview never hands a page markup the file smuggled in; one with nothing visible left is a problem.
 */
async function withCleanPrompt(entry: ReadQuestion): Promise<ReadQuestion> {
  if (!entry.item) return entry;
  try {
    const clean = await sanitizeRichText(entry.item.prompt, 'assignment');
    if (!clean.empty) return { ...entry, item: { ...entry.item, prompt: clean.html } };
  } catch (error) {
    if (!(error instanceof RichTextRefused)) throw error;
  }
  return { ...entry, kind: entry.kind, item: null, problems: [...entry.problems, IMPORTED_ITEM_TEXT.promptEmpty] };
}

function readFile(format: 'gift' | 'moodle_xml' | 'canvas_qti12' | 'qti_item', text: string): ReadPreview {
  switch (format) {
    case 'gift':
      return { problem: null, warnings: [], questions: parseGift(text).map((q, i) => question(i + 1, q.line, q.title, q.item, q.problems, q.warnings)) };
    case 'moodle_xml':
    case 'canvas_qti12': {
      const read = format === 'moodle_xml' ? parseMoodleXml(text) : parseCanvasQti12(text);
      return { problem: read.problem, warnings: read.warnings, questions: read.questions.map((q) => question(q.index, null, q.title, q.item, q.problems, q.warnings)) };
    }
    case 'qti_item': {
      const read = readQtiItem(text);
      return { problem: null, warnings: [], questions: [question(1, null, read.title, read.item, read.problems, read.warnings)] };
    }
  }
}
