/**
 * QTI 1.2 as Canvas exports its quizzes (`questestinterop`, one <item> per question, its kind in
 * the `question_type` metadata field) read into quiz items for an import's preview. The key is
 * read from the item's respconditions (the answer that sets SCORE to 100, or the varequal list of
 * the all-right condition); each kind Lyceum has no counterpart for is named as a problem, text
 * without a question as a warning. The XML goes through parseXml (no DOCTYPE, no entities).
 */
import { QUIZ_LIMITS, type QuizChoice, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { localized } from '../../lib/http-errors';
import { QTI12_PROBLEMS as M } from './qti12-canvas-problems.messages';
import { checkedItem, IMPORTED_ITEM_TEXT, xmlRootOf, type ImportedQuestion, type ImportText } from './imported-item';

export type Qti12Question = ImportedQuestion;

export const QTI12_MSG = {
  notQti12: 'This file is not QTI 1.2 (its root is not <questestinterop>)',
  unsupported: (type: string) => `Canvas's ${type.replace(/_/g, ' ')} has no Lyceum kind and cannot be imported`,
  textOnly: 'A text-only question is text without a question: not imported',
  noKey: 'No answer is marked right, so it cannot be graded by the machine',
  tooMany: `More than ${QUIZ_LIMITS.choices} answers`,
  numberKey: 'The right answer is not a number',
} as const;

/** QTI12_MSG's words as catalogue texts: what the reader hands the preview, in the teacher's language. */
export const QTI12_TEXT = {
  notQti12: localized(M.notQti12),
  unsupported: (type: string) => localized(M.unsupported, { type: type.replace(/_/g, ' ') }),
  textOnly: localized(M.textOnly),
  noKey: localized(M.noKey),
  tooMany: IMPORTED_ITEM_TEXT.tooManyAnswers,
  numberKey: localized(M.numberKey),
} as const satisfies Record<keyof typeof QTI12_MSG, unknown>;

const childrenOf = (element: Element) => Array.from(element.childNodes).filter((n): n is Element => n.nodeType === 1);
const all = (element: Element, name: string) => Array.from(element.getElementsByTagName('*')).filter((e) => e.localName === name);
const first = (element: Element, name: string) => all(element, name)[0];
const mattext = (element: Element | undefined) => (element ? (first(element, 'mattext')?.textContent ?? '').trim() : '');
const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();

/** The item's metadata fields (question_type, points_possible, ...). */
function metadataOf(item: Element): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of all(item, 'qtimetadatafield')) fields.set((first(field, 'fieldlabel')?.textContent ?? '').trim(), (first(field, 'fieldentry')?.textContent ?? '').trim());
  return fields;
}

/** Canvas's idents (`1001`, `response_fe`) as item ids, which must start with a letter or _ (QTI's NCName). */
const idOf = (ident: string) => (/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(ident) ? ident : `i${ident.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 63)}`);

/** The choices of one response_lid: their idents and texts. */
const labelsOf = (lid: Element): QuizChoice[] => all(lid, 'response_label').map((label) => ({ id: idOf(label.getAttribute('ident') ?? ''), text: plain(mattext(label)) }));

/** Conditions that set a positive score, with the varequal values each requires (not those under <not>). */
function rightAnswers(item: Element): { respident: string; value: string }[][] {
  return all(item, 'respcondition')
    .filter((condition) => all(condition, 'setvar').some((setvar) => Number(setvar.textContent) > 0))
    .map((condition) =>
      all(condition, 'varequal')
        .filter((v) => !hasNotAncestor(v, condition))
        .map((v) => ({ respident: idOf(v.getAttribute('respident') ?? ''), value: (v.textContent ?? '').trim() })),
    );
}
function hasNotAncestor(element: Element, stop: Element): boolean {
  for (let node = element.parentNode as Element | null; node && node !== stop; node = node.parentNode as Element | null) if (node.localName === 'not') return true;
  return false;
}

function questionOf(element: Element, index: number): Qti12Question {
  const meta = metadataOf(element);
  const type = meta.get('question_type') ?? '';
  const title = element.getAttribute('title') ?? '';
  const presentation = first(element, 'presentation');
  const promptHtml = presentation ? (childrenOf(presentation).find((c) => c.localName === 'material') ? mattext(childrenOf(presentation).find((c) => c.localName === 'material')) : '') : '';
  const base = { id: `q${index}`, prompt: promptHtml || '<p></p>', points: Number(meta.get('points_possible')) || 1 };
  const lids = presentation ? all(presentation, 'response_lid') : [];
  const rights = rightAnswers(element);
  const warnings: ImportText[] = [];
  const done = (item: QuizItemInput | null, problem?: ImportText): Qti12Question => ({ index, title, type, ...checkedItem(item, problem ? [problem] : []), warnings });
  if (lids.some((lid) => all(lid, 'response_label').length > QUIZ_LIMITS.choices)) return done(null, QTI12_TEXT.tooMany);
  const lid = lids[0];
  switch (type) {
    case 'multiple_choice_question':
    case 'true_false_question': {
      if (!lid) return done(null, QTI12_TEXT.noKey);
      const choices = labelsOf(lid);
      const value = rights.flat()[0]?.value;
      const right = value === undefined ? undefined : idOf(value);
      if (!right) return done(null, QTI12_TEXT.noKey);
      if (type === 'true_false_question') return done({ kind: 'true_false', ...base, correct: /^true$/i.test(choices.find((c) => c.id === right)?.text ?? '') });
      return done({ kind: 'single_choice', ...base, choices, correct: right });
    }
    case 'multiple_answers_question': {
      if (!lid) return done(null, QTI12_TEXT.noKey);
      const correct = rights[0]?.map((r) => idOf(r.value)) ?? [];
      return done({ kind: 'multiple_response', ...base, choices: labelsOf(lid), correct, scoring: 'partial' });
    }
    case 'short_answer_question': {
      const accepted = [...new Set(rights.flat().map((r) => r.value))];
      if (accepted.length === 0) return done(null, QTI12_TEXT.noKey);
      return done({ kind: 'text_entry', ...base, accepted });
    }
    case 'numerical_question': {
      const condition = all(element, 'respcondition').find((c) => all(c, 'setvar').some((s) => Number(s.textContent) > 0));
      if (!condition) return done(null, QTI12_TEXT.noKey);
      const exact = first(condition, 'varequal')?.textContent;
      const low = Number(first(condition, 'vargte')?.textContent);
      const high = Number(first(condition, 'varlte')?.textContent);
      const answer = exact !== undefined && exact.trim() !== '' ? Number(exact) : (low + high) / 2;
      if (!Number.isFinite(answer)) return done(null, QTI12_TEXT.numberKey);
      const tolerance = Number.isFinite(low) && Number.isFinite(high) ? Math.max(Math.abs(answer - low), Math.abs(high - answer)) : 0;
      return done({ kind: 'numeric', ...base, answer, tolerance: Number(tolerance.toFixed(10)), toleranceMode: 'absolute' });
    }
    case 'matching_question': {
      const sources = lids.map((l) => ({ id: idOf(l.getAttribute('ident') ?? ''), text: plain(mattext(l)) }));
      const targets = lid ? labelsOf(lid) : [];
      const pairs = rights.flat().filter((r) => sources.some((s) => s.id === r.respident)).map((r) => ({ source: r.respident, target: idOf(r.value) }));
      if (pairs.length === 0) return done(null, QTI12_TEXT.noKey);
      return done({ kind: 'matching', ...base, sources, targets, pairs });
    }
    case 'multiple_dropdowns_question': {
      // The text holds [name] for each dropdown; its response_lid's material names it.
      const keyOf = (l: Element) => {
        const value = rights.flat().find((r) => r.respident === idOf(l.getAttribute('ident') ?? ''))?.value;
        return value === undefined ? null : idOf(value);
      };
      const gaps = lids.map((l) => {
        const name = plain(mattext(l));
        const gapId = `g_${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
        return { name, id: gapId, choices: labelsOf(l), correct: keyOf(l) };
      });
      if (gaps.length === 0 || gaps.some((g) => g.correct === null)) return done(null, QTI12_TEXT.noKey);
      let prompt = base.prompt;
      for (const gap of gaps) prompt = prompt.split(`[${gap.name}]`).join(`{{${gap.id}}}`);
      return done({ kind: 'inline_choice', ...base, prompt, gaps: gaps.map(({ id, choices, correct }) => ({ id, choices, correct: correct as string })) });
    }
    case 'essay_question':
      return done({ kind: 'essay', ...base });
    default:
      return done(null, QTI12_TEXT.unsupported(type || 'untyped question'));
  }
}

/** Reads a Canvas QTI 1.2 assessment file; one that is not QTI 1.2 at all is one problem. */
export function parseCanvasQti12(xml: string): { questions: Qti12Question[]; warnings: ImportText[]; problem: ImportText | null } {
  const parsed = xmlRootOf(xml, { name: 'questestinterop', otherwise: QTI12_TEXT.notQti12 });
  if ('problem' in parsed) return { questions: [], warnings: [], problem: parsed.problem };
  const { root } = parsed;
  const warnings: ImportText[] = [];
  const questions: Qti12Question[] = [];
  for (const item of all(root, 'item')) {
    if (metadataOf(item).get('question_type') === 'text_only_question') {
      warnings.push(QTI12_TEXT.textOnly);
      continue;
    }
    questions.push(questionOf(item, questions.length + 1));
  }
  return { questions, warnings, problem: null };
}
