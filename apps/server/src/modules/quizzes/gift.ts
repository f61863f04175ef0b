/**
 * Moodle's GIFT text format (what teachers write by hand), read into quiz items for an import's
 * preview. Each question is a block separated by blank lines: an optional `::title::`, the text,
 * and an answer block in braces. What GIFT can say that Lyceum does not keep (per-answer feedback,
 * categories, weights other than all or part) is named as a warning on its question, never
 * dropped silently; what cannot be read (an unclosed brace, an answer block of no known kind) is a
 * problem on its line, and that question is not imported.
 * Format: https://docs.moodle.org/en/GIFT_format
 */
import { QUIZ_LIMITS, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { localized, type LocalizedText } from '../../lib/http-errors';
import { GIFT_PROBLEMS as M } from './gift-problems.messages';
import { checkedItem, IMPORTED_ITEM_TEXT, type ImportText } from './imported-item';

export interface GiftQuestion {
  /** The line its text starts on (1-based), for the preview. */
  line: number;
  title: string;
  /** The item, or null when a problem stops it being imported. */
  item: QuizItemInput | null;
  problems: ImportText[];
  warnings: ImportText[];
}

export const GIFT_MSG = {
  unclosed: 'The answer block opened here is not closed with }',
  unopened: 'A } here closes no answer block (write \\} for a brace in the text)',
  noAnswers: 'The question has no answer block in { }',
  unknownBlock: 'The answer block is of no kind GIFT has (choices with = and ~, T or F, #number, or pairs with ->)',
  numberShape: (text: string) => `"${text}" is not a number GIFT can read (like 3.14, 3.14:0.01 or 1..5)`,
  noRight: 'No answer is marked right with = (or a positive %weight)',
  tooMany: `More than ${QUIZ_LIMITS.choices} answers`,
  feedbackDropped: 'Feedback after # is not kept',
  categoryDropped: (name: string) => `The category "${name}" is not kept: tag the items in the bank instead`,
  weightsRounded: 'Answer weights become partial credit: each right answer an equal share',
  formatIgnored: (format: string) => `The [${format}] format is read as plain text`,
} as const;

/** GIFT_MSG's words as catalogue texts: what the reader hands the preview, in the teacher's language. */
export const GIFT_TEXT = {
  unclosed: localized(M.unclosed),
  unopened: localized(M.unopened),
  noAnswers: localized(M.noAnswers),
  unknownBlock: localized(M.unknownBlock),
  numberShape: (text: string) => localized(M.numberShape, { text }),
  noRight: localized(M.noRight),
  tooMany: IMPORTED_ITEM_TEXT.tooManyAnswers,
  feedbackDropped: localized(M.feedbackDropped),
  categoryDropped: (name: string) => localized(M.categoryDropped, { name }),
  weightsRounded: localized(M.weightsRounded),
  formatIgnored: (format: string) => localized(M.formatIgnored, { format }),
} as const satisfies Record<keyof typeof GIFT_MSG, unknown>;

/** GIFT's escapes: a backslash makes ~ = # { } : its own character. */
const unescape = (text: string) => text.replace(/\\([~=#{}:\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Question text as rich text: a paragraph of escaped text, so what a teacher typed is shown, never run. */
const paragraph = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\n/g, '<br>')}</p>`;

/** Splits on a character that is not escaped (a backslash before it makes it text). */
function splitUnescaped(text: string, at: RegExp): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) {
      current += c + (text[i + 1] as string);
      i++;
    } else if (at.test(c)) {
      parts.push(current);
      current = c;
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** One answer of a block: its mark (= right, ~ wrong), weight (%50%), text and whether feedback followed. */
interface Answer {
  mark: '=' | '~';
  weight: number | null;
  text: string;
  feedback: boolean;
}

function answersOf(block: string): Answer[] {
  return splitUnescaped(block.trim(), /[=~]/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const mark = part[0] === '=' ? '=' : '~';
      let body = part[0] === '=' || part[0] === '~' ? part.slice(1) : part;
      let weight: number | null = null;
      const weighted = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
      if (weighted) {
        weight = Number(weighted[1]);
        body = body.slice(weighted[0].length);
      }
      const [text = '', ...feedback] = splitUnescaped(body, /#/);
      return { mark, weight, text: unescape(text).trim(), feedback: feedback.length > 0 } as Answer;
    });
}

/** A numeric block (after #): `value`, `value:tolerance`, `min..max`; the first right answer of several. */
function numericOf(block: string): { answer: number; tolerance: number } | LocalizedText {
  const first = splitUnescaped(block.trim(), /=/).map((part) => part.replace(/^=(%\d+%)?/, '').split('#')[0]?.trim() ?? '').find((part) => part !== '') ?? '';
  const range = /^(-?[\d.]+)\s*\.\.\s*(-?[\d.]+)$/.exec(first);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    if (Number.isFinite(low) && Number.isFinite(high) && low <= high) return { answer: (low + high) / 2, tolerance: (high - low) / 2 };
    return GIFT_TEXT.numberShape(first);
  }
  const [value = '', tolerance = '0'] = first.split(':');
  const answer = Number(value.trim());
  const margin = Number(tolerance.trim());
  if (value.trim() === '' || !Number.isFinite(answer) || !Number.isFinite(margin) || margin < 0) return GIFT_TEXT.numberShape(first);
  return { answer, tolerance: margin };
}

/** The item an answer block makes, with the question's text around it (a block inside the text is a gap). */
function itemOf(id: string, before: string, block: string, after: string, warnings: ImportText[]): QuizItemInput | LocalizedText {
  const inner = block.trim();
  const prompt = paragraph(after.trim() ? `${before.trim()} ___ ${after.trim()}` : before);
  const base = { id, prompt, points: 1 };
  if (inner === '') return { kind: 'essay', ...base };
  if (/^(T|TRUE|F|FALSE)(\s*#.*)?$/s.test(inner)) {
    if (inner.includes('#')) warnings.push(GIFT_TEXT.feedbackDropped);
    return { kind: 'true_false', ...base, correct: /^T/.test(inner) };
  }
  if (inner.startsWith('#')) {
    const parsed = numericOf(inner.slice(1));
    return 'message' in parsed ? parsed : { kind: 'numeric', ...base, ...parsed, toleranceMode: 'absolute' };
  }
  const answers = answersOf(inner);
  if (answers.length === 0) return GIFT_TEXT.unknownBlock;
  if (answers.length > QUIZ_LIMITS.choices) return GIFT_TEXT.tooMany;
  if (answers.some((answer) => answer.feedback)) warnings.push(GIFT_TEXT.feedbackDropped);
  const choice = (answer: Answer, index: number) => ({ id: `c${index + 1}`, text: answer.text });
  if (answers.every((answer) => answer.mark === '=' && answer.text.includes('->'))) {
    const pairs = answers.map((answer) => answer.text.split('->').map((side) => side.trim()) as [string, string]);
    const targets = [...new Set(pairs.map(([, target]) => target))];
    return {
      kind: 'matching',
      ...base,
      sources: pairs.map(([source], index) => ({ id: `s${index + 1}`, text: source })),
      targets: targets.map((text, index) => ({ id: `t${index + 1}`, text })),
      pairs: pairs.map(([, target], index) => ({ source: `s${index + 1}`, target: `t${targets.indexOf(target) + 1}` })),
    };
  }
  const right = (answer: Answer) => (answer.weight === null ? answer.mark === '=' : answer.weight > 0);
  if (answers.every((answer) => answer.mark === '=' && answer.weight === null)) {
    return { kind: 'text_entry', ...base, accepted: answers.map((answer) => answer.text) };
  }
  const correct = answers.flatMap((answer, index) => (right(answer) ? [`c${index + 1}`] : []));
  if (correct.length === 0) return GIFT_TEXT.noRight;
  const choices = answers.map(choice);
  if (after.trim() && correct.length === 1) {
    return { kind: 'inline_choice', ...base, prompt: paragraph(`${before.trim()} {{gap1}} ${after.trim()}`), gaps: [{ id: 'gap1', choices, correct: correct[0] as string }] };
  }
  if (correct.length === 1 && answers.every((answer) => answer.weight === null)) return { kind: 'single_choice', ...base, choices, correct: correct[0] as string };
  if (answers.some((answer) => answer.weight !== null)) warnings.push(GIFT_TEXT.weightsRounded);
  return { kind: 'multiple_response', ...base, choices, correct, scoring: 'partial' };
}

/** Where the answer block of a question's text opens and closes (outside escapes), or a problem with its line offset. */
function blockOf(text: string): { open: number; close: number } | { problem: LocalizedText; at: number } | null {
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '{') {
      if (open !== -1) return { problem: GIFT_TEXT.unclosed, at: open };
      open = i;
    } else if (c === '}') {
      if (open === -1) return { problem: GIFT_TEXT.unopened, at: i };
      return { open, close: i };
    }
  }
  return open === -1 ? null : { problem: GIFT_TEXT.unclosed, at: open };
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length - 1;

/** Reads a GIFT file into questions, each with its line, its item (or none) and what was not kept. */
export function parseGift(source: string): GiftQuestion[] {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const questions: GiftQuestion[] = [];
  let chunk: { start: number; lines: string[] } | null = null;
  // A blank line met while an answer block was open: where the question ends if that block proves unclosed.
  let openBreak: number | null = null;
  let category: string | null = null;
  const flush = () => {
    if (chunk) questions.push(questionOf(chunk.lines.join('\n'), chunk.start, questions.length + 1, category));
    chunk = null;
    openBreak = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (/^\s*\/\//.test(line)) return;
    const categoryLine = /^\s*\$CATEGORY:\s*(.*)$/.exec(line);
    if (categoryLine) {
      flush();
      category = categoryLine[1]?.trim() || null;
      return;
    }
    if (line.trim() === '') {
      if (chunk && balanced(chunk.lines.join('\n'))) flush();
      else if (chunk) {
        openBreak ??= chunk.lines.length;
        chunk.lines.push(line);
      }
      return;
    }
    // A new { after a blank line while a block is still open: that block was never closed. It ends
    // at the blank line (its problem on its own line), and this question is read on its own.
    if (chunk && openBreak !== null && opensBlock(line)) {
      const { start, lines: held } = chunk;
      const after = held.slice(openBreak).filter((text) => text.trim() !== '');
      const afterStart = index + 1 - after.length;
      chunk = { start, lines: held.slice(0, openBreak) };
      flush();
      chunk = { start: after.length > 0 ? afterStart : index + 1, lines: after };
    }
    chunk ??= { start: index + 1, lines: [] };
    chunk.lines.push(line);
  });
  flush();
  return questions;
}

/** Whether a line opens an answer block (an unescaped {). */
const opensBlock = (line: string) => /(^|[^\\])\{/.test(line);

/** Whether every { in the text so far is closed: a blank line inside an answer block does not end the question. */
function balanced(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') depth++;
    else if (text[i] === '}') depth = Math.max(0, depth - 1);
  }
  return depth === 0;
}

function questionOf(text: string, start: number, index: number, category: string | null): GiftQuestion {
  const problems: ImportText[] = [];
  const warnings: ImportText[] = [];
  if (category) warnings.push(GIFT_TEXT.categoryDropped(category));
  let body = text;
  let title = '';
  const titled = /^\s*::((?:\\.|[^:])*)::/.exec(body);
  if (titled) {
    title = unescape(titled[1] ?? '').trim();
    body = body.slice(titled[0].length);
  }
  const format = /^\s*\[(html|markdown|plain|moodle)\]/.exec(body);
  if (format) {
    if (format[1] !== 'plain' && format[1] !== 'moodle') warnings.push(GIFT_TEXT.formatIgnored(format[1] as string));
    body = body.slice(format[0].length);
  }
  const offset = text.length - body.length;
  const found = blockOf(body);
  const id = `q${index}`;
  if (found === null) return { line: start, title, item: null, problems: [GIFT_TEXT.noAnswers], warnings };
  if ('problem' in found) return { line: start + lineAt(text, offset + found.at), title, item: null, problems: [found.problem], warnings };
  const rest = body.slice(found.close + 1);
  const extra = blockOf(rest);
  if (extra && 'problem' in extra) return { line: start + lineAt(text, offset + found.close + 1 + extra.at), title, item: null, problems: [extra.problem], warnings };
  const made = itemOf(id, unescape(body.slice(0, found.open)), body.slice(found.open + 1, found.close), unescape(rest), warnings);
  if ('message' in made) return { line: start + lineAt(text, offset + found.open), title, item: null, problems: [made], warnings };
  return { line: start, title, ...checkedItem(made, problems), warnings };
}
