/**
 * Moodle XML (a question bank exported from Moodle) read into quiz items for an import's preview.
 * Each <question> becomes an item or a problem naming why not; categories and descriptions are
 * named as warnings, never dropped silently. The XML goes through parseXml (a DOCTYPE or entity is
 * refused before parsing); question texts come back as HTML that the importer sanitises.
 * Format: https://docs.moodle.org/en/Moodle_XML_format
 */
import { QUIZ_LIMITS, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { localized } from '../../lib/http-errors';
import { MOODLE_PROBLEMS as M } from './moodle-xml-problems.messages';
import { checkedItem, IMPORTED_ITEM_TEXT, xmlRootOf, type ImportedQuestion, type ImportText } from './imported-item';

export type MoodleQuestion = ImportedQuestion;

export const MOODLE_MSG = {
  notMoodle: 'This file is not Moodle XML (its root is not <quiz>)',
  unsupported: (type: string) => `Moodle's ${type} questions have no Lyceum kind and cannot be imported`,
  noRight: 'No answer has a positive fraction, so none is right',
  tooMany: `More than ${QUIZ_LIMITS.choices} answers`,
  numberAnswer: (text: string) => `The answer "${text}" is not a number`,
  feedbackDropped: 'Feedback is not kept',
  penaltyDropped: 'The penalty for another try is not kept',
  partialFractions: 'Fractions between 0 and 100 become partial credit: each right answer an equal share',
  categorySkipped: (name: string) => `The category "${name}" is not kept: tag the items in the bank instead`,
  descriptionSkipped: 'A description is text without a question: not imported',
} as const;

/** MOODLE_MSG's words as catalogue texts: what the reader hands the preview, in the teacher's language. */
export const MOODLE_TEXT = {
  notMoodle: localized(M.notMoodle),
  unsupported: (type: string) => localized(M.unsupported, { type }),
  noRight: localized(M.noRight),
  tooMany: IMPORTED_ITEM_TEXT.tooManyAnswers,
  numberAnswer: (text: string) => localized(M.numberAnswer, { text }),
  feedbackDropped: localized(M.feedbackDropped),
  penaltyDropped: localized(M.penaltyDropped),
  partialFractions: localized(M.partialFractions),
  categorySkipped: (name: string) => localized(M.categorySkipped, { name }),
  descriptionSkipped: localized(M.descriptionSkipped),
} as const satisfies Record<keyof typeof MOODLE_MSG, unknown>;

const childrenOf = (element: Element) => Array.from(element.childNodes).filter((n): n is Element => n.nodeType === 1);
const child = (element: Element, name: string) => childrenOf(element).find((c) => c.localName === name);
const textOf = (element: Element | undefined) => (element ? (child(element, 'text')?.textContent ?? element.textContent ?? '').trim() : '');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A question's text as HTML: Moodle keeps html as text (often in CDATA); other formats are plain. */
function htmlOf(element: Element | undefined): string {
  if (!element) return '';
  const text = textOf(element);
  const format = element.getAttribute('format') ?? 'html';
  return format === 'html' || format === 'moodle_auto_format' ? text : `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}
/** An answer's text as plain text (Moodle often wraps it in <p>). */
const plain = (element: Element | undefined) => textOf(element).replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();

function questionOf(question: Element, index: number, id: string): MoodleQuestion {
  const type = question.getAttribute('type') ?? '';
  const title = textOf(child(question, 'name'));
  const warnings: ImportText[] = [];
  const answers = childrenOf(question).filter((c) => c.localName === 'answer');
  const fraction = (answer: Element) => Number(answer.getAttribute('fraction') ?? '0');
  if (answers.some((a) => textOf(child(a, 'feedback')) !== '') || ['generalfeedback', 'correctfeedback', 'incorrectfeedback', 'partiallycorrectfeedback'].some((f) => textOf(child(question, f)) !== '')) {
    warnings.push(MOODLE_TEXT.feedbackDropped);
  }
  if (Number(textOf(child(question, 'penalty')) || '0') > 0 && type !== 'essay') warnings.push(MOODLE_TEXT.penaltyDropped);
  const points = Number(textOf(child(question, 'defaultgrade'))) || 1;
  const base = { id, prompt: htmlOf(child(question, 'questiontext')) || '<p></p>', points };
  const done = (item: QuizItemInput | null, problem?: ImportText): MoodleQuestion => ({ index, title, type, ...checkedItem(item, problem ? [problem] : []), warnings });
  if (answers.length > QUIZ_LIMITS.choices) return done(null, MOODLE_TEXT.tooMany);
  switch (type) {
    case 'multichoice': {
      const choices = answers.map((a, i) => ({ id: `c${i + 1}`, text: plain(a) }));
      const right = answers.flatMap((a, i) => (fraction(a) > 0 ? [`c${i + 1}`] : []));
      if (right.length === 0) return done(null, MOODLE_TEXT.noRight);
      const single = textOf(child(question, 'single')) !== 'false';
      const shuffle = textOf(child(question, 'shuffleanswers')) !== '0' && textOf(child(question, 'shuffleanswers')) !== 'false';
      if (single && right.length === 1) return done({ kind: 'single_choice', ...base, choices, correct: right[0] as string, shuffle });
      if (answers.some((a) => fraction(a) > 0 && fraction(a) < 100 && single === false)) warnings.push(MOODLE_TEXT.partialFractions);
      return done({ kind: 'multiple_response', ...base, choices, correct: right, scoring: 'partial', shuffle });
    }
    case 'truefalse': {
      const right = answers.find((a) => fraction(a) > 0);
      if (!right) return done(null, MOODLE_TEXT.noRight);
      return done({ kind: 'true_false', ...base, correct: plain(right).toLowerCase() === 'true' });
    }
    case 'shortanswer': {
      const accepted = answers.filter((a) => fraction(a) >= 100).map(plain);
      if (answers.some((a) => fraction(a) > 0 && fraction(a) < 100)) warnings.push(MOODLE_TEXT.partialFractions);
      if (accepted.length === 0) return done(null, MOODLE_TEXT.noRight);
      return done({ kind: 'text_entry', ...base, accepted, caseSensitive: textOf(child(question, 'usecase')) === '1' });
    }
    case 'numerical': {
      const right = answers.find((a) => fraction(a) >= 100);
      if (!right) return done(null, MOODLE_TEXT.noRight);
      const text = plain(right);
      const answer = Number(text);
      if (text === '' || !Number.isFinite(answer)) return done(null, MOODLE_TEXT.numberAnswer(text));
      const tolerance = Math.abs(Number(textOf(child(right, 'tolerance'))) || 0);
      return done({ kind: 'numeric', ...base, answer, tolerance, toleranceMode: 'absolute' });
    }
    case 'matching': {
      const subs = childrenOf(question).filter((c) => c.localName === 'subquestion');
      const pairs = subs.map((s) => ({ source: plain(s), target: plain(child(s, 'answer')) }));
      // A subquestion with no text is an extra wrong target.
      const sources = pairs.filter((p) => p.source !== '');
      const targets = [...new Set(pairs.map((p) => p.target))];
      return done({
        kind: 'matching',
        ...base,
        sources: sources.map((p, i) => ({ id: `s${i + 1}`, text: p.source })),
        targets: targets.map((text, i) => ({ id: `t${i + 1}`, text })),
        pairs: sources.map((p, i) => ({ source: `s${i + 1}`, target: `t${targets.indexOf(p.target) + 1}` })),
      });
    }
    case 'gapselect': {
      // The text holds [[n]] for the nth <selectoption>; options of one <group> fill the same gaps.
      const options = childrenOf(question).filter((c) => c.localName === 'selectoption').map((o) => ({ text: plain(o), group: textOf(child(o, 'group')) || '1' }));
      const gapNumbers = [...base.prompt.matchAll(/\[\[(\d+)\]\]/g)].map((m) => Number(m[1]));
      const gaps = gapNumbers.map((n, i) => {
        const group = options[n - 1]?.group ?? '1';
        const choices = options.map((o, k) => ({ ...o, id: `o${k + 1}` })).filter((o) => o.group === group);
        return { id: `g${i + 1}`, choices: choices.map(({ id: choiceId, text }) => ({ id: choiceId, text })), correct: `o${n}` };
      });
      let k = 0;
      const prompt = base.prompt.replace(/\[\[(\d+)\]\]/g, () => `{{g${++k}}}`);
      return done({ kind: 'inline_choice', ...base, prompt, gaps });
    }
    case 'essay':
      return done({ kind: 'essay', ...base });
    default:
      return done(null, MOODLE_TEXT.unsupported(type || 'untyped'));
  }
}

/** Reads a Moodle XML file into questions; a file that is not Moodle XML at all is one problem. */
export function parseMoodleXml(xml: string): { questions: MoodleQuestion[]; warnings: ImportText[]; problem: ImportText | null } {
  const parsed = xmlRootOf(xml, { name: 'quiz', otherwise: MOODLE_TEXT.notMoodle });
  if ('problem' in parsed) return { questions: [], warnings: [], problem: parsed.problem };
  const { root } = parsed;
  const warnings: ImportText[] = [];
  const questions: MoodleQuestion[] = [];
  for (const element of childrenOf(root).filter((c) => c.localName === 'question')) {
    const type = element.getAttribute('type');
    if (type === 'category') {
      warnings.push(MOODLE_TEXT.categorySkipped(textOf(child(element, 'category'))));
      continue;
    }
    if (type === 'description') {
      warnings.push(MOODLE_TEXT.descriptionSkipped);
      continue;
    }
    questions.push(questionOf(element, questions.length + 1, `q${questions.length + 1}`));
  }
  return { questions, warnings, problem: null };
}
