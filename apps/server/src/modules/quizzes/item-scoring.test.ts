import { describe, expect, it } from 'vitest';
import { parseNumericAnswer, QUIZ_LIMITS, QUIZ_MSG, quizItemSchema, studentItemSchema, type ItemResponse, type QuizItem, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { responseProblem, scoreItem } from './item-scoring';
import { seededShuffle, studentItemOf } from './student-item';

const item = (input: QuizItemInput): QuizItem => quizItemSchema.parse(input);
const choices = (...ids: string[]) => ids.map((id) => ({ id, text: `Choice ${id}` }));
const prompt = '<p>Question</p>';

const single = item({ kind: 'single_choice', id: 'q1', prompt, points: 2, choices: choices('a', 'b', 'c'), correct: 'b' });
const multi = (scoring: 'all_or_nothing' | 'partial') =>
  item({ kind: 'multiple_response', id: 'q2', prompt, points: 4, choices: choices('a', 'b', 'c', 'd'), correct: ['a', 'c'], scoring });
const text = (rules: { caseSensitive?: boolean; whitespace?: 'trim' | 'collapse' | 'exact' } = {}) =>
  item({ kind: 'text_entry', id: 'q3', prompt, points: 1, accepted: ['Marie Curie', 'Curie'], ...rules });
const numeric = (tolerance: number, toleranceMode: 'absolute' | 'relative') => item({ kind: 'numeric', id: 'q4', prompt, points: 1, answer: 9.81, tolerance, toleranceMode });
const ordering = (scoring: 'all_or_nothing' | 'partial') => item({ kind: 'ordering', id: 'q5', prompt, points: 3, choices: choices('first', 'second', 'third'), scoring });
const matching = (scoring: 'all_or_nothing' | 'partial') =>
  item({
    kind: 'matching',
    id: 'q6',
    prompt,
    points: 2,
    sources: choices('fe', 'cu'),
    targets: choices('iron', 'copper', 'gold'),
    pairs: [
      { source: 'fe', target: 'iron' },
      { source: 'cu', target: 'copper' },
    ],
    scoring,
  });
const gaps = item({
  kind: 'inline_choice',
  id: 'q7',
  prompt: '<p>Water boils at {{g1}} °C and freezes at {{g2}} °C.</p>',
  points: 2,
  gaps: [
    { id: 'g1', choices: choices('h90', 'h100'), correct: 'h100' },
    { id: 'g2', choices: choices('z0', 'z4'), correct: 'z0' },
  ],
});
const essay = item({ kind: 'essay', id: 'q8', prompt, points: 10 });
const trueFalse = item({ kind: 'true_false', id: 'q9', prompt, points: 1, correct: false });

const points = (of: QuizItem, response: ItemResponse | null) => scoreItem(of, response).points;

describe('scoreItem: every kind', () => {
  it('single choice: the key earns the points, anything else none, no answer none', () => {
    expect(points(single, { kind: 'single_choice', choice: 'b' })).toBe(2);
    expect(points(single, { kind: 'single_choice', choice: 'a' })).toBe(0);
    expect(points(single, null)).toBe(0);
  });

  it('true/false', () => {
    expect(points(trueFalse, { kind: 'true_false', value: false })).toBe(1);
    expect(points(trueFalse, { kind: 'true_false', value: true })).toBe(0);
  });

  it('multiple response, all or nothing: only exactly the key', () => {
    expect(points(multi('all_or_nothing'), { kind: 'multiple_response', choices: ['c', 'a'] })).toBe(4);
    expect(points(multi('all_or_nothing'), { kind: 'multiple_response', choices: ['a'] })).toBe(0);
    expect(points(multi('all_or_nothing'), { kind: 'multiple_response', choices: ['a', 'b', 'c'] })).toBe(0);
  });

  it('multiple response, partial: a wrong tick takes off what a right one adds, never below 0; ticking all earns nothing', () => {
    expect(points(multi('partial'), { kind: 'multiple_response', choices: ['a'] })).toBe(2);
    expect(points(multi('partial'), { kind: 'multiple_response', choices: ['a', 'b'] })).toBe(0);
    expect(points(multi('partial'), { kind: 'multiple_response', choices: ['a', 'b', 'c', 'd'] })).toBe(0);
    expect(points(multi('partial'), { kind: 'multiple_response', choices: ['b', 'd'] })).toBe(0);
    expect(points(multi('partial'), { kind: 'multiple_response', choices: ['a', 'c'] })).toBe(4);
  });

  it('text entry: case and spaces by the item’s rules, any accepted answer, Unicode forms alike', () => {
    const typed = (of: QuizItem, value: string) => points(of, { kind: 'text_entry', text: value });
    expect(typed(text(), '  marie   CURIE ')).toBe(1);
    expect(typed(text(), 'curie')).toBe(1);
    expect(typed(text(), 'Pierre Curie')).toBe(0);
    expect(typed(text(), '   ')).toBe(0);
    expect(typed(text({ caseSensitive: true }), 'curie')).toBe(0);
    expect(typed(text({ whitespace: 'trim' }), 'Marie  Curie')).toBe(0);
    expect(typed(text({ whitespace: 'exact' }), ' Curie')).toBe(0);
    const accented = item({ kind: 'text_entry', id: 'q', prompt, points: 1, accepted: ['Ampère'] });
    // "e" followed by a combining grave accent (NFD) is the same word as "è" (NFC).
    expect(typed(accented, 'Ampe\u0300re')).toBe(1);
  });

  it('numeric: within an absolute or a relative tolerance, binary fractions no trap', () => {
    const typed = (of: QuizItem, value: string) => points(of, { kind: 'numeric', text: value });
    expect(typed(numeric(0, 'absolute'), '9.81')).toBe(1);
    expect(typed(numeric(0, 'absolute'), '9.8')).toBe(0);
    expect(typed(numeric(0.05, 'absolute'), '9.86')).toBe(1);
    expect(typed(numeric(0.05, 'absolute'), '9.87')).toBe(0);
    expect(typed(numeric(0.01, 'relative'), '9.9')).toBe(1);
    expect(typed(numeric(0.01, 'relative'), '9.92')).toBe(0);
    expect(typed(numeric(0, 'absolute'), '981e-2')).toBe(1);
    const sum = item({ kind: 'numeric', id: 'q', prompt, points: 1, answer: 0.3 });
    expect(typed(sum, String(0.1 + 0.2))).toBe(1);
    expect(typed(numeric(0, 'absolute'), 'NaN')).toBe(0);
  });

  it('ordering: all or nothing, or a share per place', () => {
    expect(points(ordering('all_or_nothing'), { kind: 'ordering', order: ['first', 'second', 'third'] })).toBe(3);
    expect(points(ordering('all_or_nothing'), { kind: 'ordering', order: ['first', 'third', 'second'] })).toBe(0);
    expect(points(ordering('partial'), { kind: 'ordering', order: ['first', 'third', 'second'] })).toBe(1);
  });

  it('matching: a share per pair, a wrong pair taking one off; or all or nothing', () => {
    const pairs = (...list: [string, string][]) => ({ kind: 'matching' as const, pairs: list.map(([source, target]) => ({ source, target })) });
    expect(points(matching('partial'), pairs(['fe', 'iron'], ['cu', 'copper']))).toBe(2);
    expect(points(matching('partial'), pairs(['fe', 'iron']))).toBe(1);
    expect(points(matching('partial'), pairs(['fe', 'iron'], ['cu', 'gold']))).toBe(0);
    expect(points(matching('all_or_nothing'), pairs(['fe', 'iron']))).toBe(0);
  });

  it('inline choice: a share per gap', () => {
    expect(points(gaps, { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'h100' }, { gap: 'g2', choice: 'z0' }] })).toBe(2);
    expect(points(gaps, { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'h100' }] })).toBe(1);
    expect(points(gaps, { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'h90' }, { gap: 'g2', choice: 'z4' }] })).toBe(0);
  });

  it('essay: no machine score, the teacher gives the points', () => {
    expect(scoreItem(essay, { kind: 'essay', text: '<p>My essay</p>' })).toEqual({ points: null, max: 10 });
  });

  it('partial points are rounded to two decimals', () => {
    const thirds = item({ kind: 'multiple_response', id: 'q', prompt, points: 1, choices: choices('a', 'b', 'c', 'd'), correct: ['a', 'b', 'c'], scoring: 'partial' });
    expect(points(thirds, { kind: 'multiple_response', choices: ['a'] })).toBe(0.33);
  });
});

describe('numeric answers as typed', () => {
  it.each([
    ['1e309', QUIZ_MSG.numberTooLarge],
    ['NaN', QUIZ_MSG.numberShape],
    ['0x10', QUIZ_MSG.numberShape],
    ['1,5', QUIZ_MSG.numberComma],
    ['Infinity', QUIZ_MSG.numberShape],
    ['1 000', QUIZ_MSG.numberShape],
    ['', QUIZ_MSG.numberShape],
    ['--1', QUIZ_MSG.numberShape],
  ])('%j is refused: %s', (typed, message) => {
    expect(parseNumericAnswer(typed)).toEqual({ ok: false, message });
  });

  it.each([
    ['1.5', 1.5],
    [' -2 ', -2],
    ['+.5', 0.5],
    ['6.02e23', 6.02e23],
    ['-0', 0],
  ])('%j is %d', (typed, value) => {
    expect(parseNumericAnswer(typed)).toEqual({ ok: true, value });
  });
});

describe('responseProblem: what is never saved', () => {
  it('an answer of another kind, a choice the item lacks, one named twice, a number that is none', () => {
    expect(responseProblem(single, { kind: 'true_false', value: true })).toBe(QUIZ_MSG.responseKind);
    expect(responseProblem(single, { kind: 'single_choice', choice: 'z' })).toBe(QUIZ_MSG.unknownChoice);
    expect(responseProblem(multi('partial'), { kind: 'multiple_response', choices: ['a', 'a'] })).toBe(QUIZ_MSG.repeatedChoice);
    expect(responseProblem(matching('partial'), { kind: 'matching', pairs: [{ source: 'fe', target: 'silver' }] })).toBe(QUIZ_MSG.unknownChoice);
    expect(responseProblem(gaps, { kind: 'inline_choice', gaps: [{ gap: 'g3', choice: 'h100' }] })).toBe(QUIZ_MSG.unknownChoice);
    expect(responseProblem(numeric(0, 'absolute'), { kind: 'numeric', text: '1,5' })).toBe(QUIZ_MSG.numberComma);
    expect(responseProblem(numeric(0, 'absolute'), { kind: 'numeric', text: '' })).toBeNull();
    expect(responseProblem(single, { kind: 'single_choice', choice: 'a' })).toBeNull();
  });
});

describe('an item as a teacher writes it', () => {
  it('refuses a key that names what the item does not have, and more choices than a question has', () => {
    const refused = (input: unknown) => quizItemSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(refused({ kind: 'single_choice', id: 'q', prompt, points: 1, choices: choices('a', 'b'), correct: 'c' })).toEqual(['correct must be one of the choices']);
    expect(refused({ kind: 'inline_choice', id: 'q', prompt, points: 1, gaps: [{ id: 'g1', choices: choices('a', 'b'), correct: 'a' }] })).toEqual([
      'the prompt must hold each gap as {{gapId}}',
    ]);
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: `c${i}`, text: 'x' }));
    expect(refused({ kind: 'single_choice', id: 'q', prompt, points: 1, choices: many, correct: 'c1' })).toContain(`choices must have at most ${QUIZ_LIMITS.choices} entries`);
    expect(refused({ kind: 'numeric', id: 'q', prompt, points: 1, answer: Number.POSITIVE_INFINITY })).toBeDefined();
  });
});

describe("a student's copy of an item", () => {
  const every = [single, multi('partial'), trueFalse, text(), numeric(0.05, 'relative'), ordering('partial'), matching('partial'), gaps, essay];

  it.each(every.map((of) => [of.kind, of] as const))('%s carries no key: no correct, accepted, answer, tolerance or pairs', (_kind, of) => {
    const shown = studentItemOf(of, 'attempt-1');
    expect(studentItemSchema.parse(shown)).toEqual(shown);
    const json = JSON.stringify(shown);
    for (const key of ['correct', 'accepted', 'answer', 'tolerance', 'pairs', 'scoring', 'caseSensitive', 'whitespace']) expect(json).not.toContain(`"${key}"`);
    if (of.kind === 'text_entry') expect(json).not.toContain('Curie');
    if (of.kind === 'numeric') expect(json).not.toContain('9.81');
  });

  it('shuffles the same way for the same attempt, differently for another, and an ordering never in its key’s order', () => {
    const ids = (seed: string) => (studentItemOf(multi('partial'), seed) as { choices: { id: string }[] }).choices.map((c) => c.id);
    expect(ids('attempt-1')).toEqual(ids('attempt-1'));
    const orders = new Set(Array.from({ length: 20 }, (_, i) => ids(`attempt-${i}`).join()));
    expect(orders.size).toBeGreaterThan(5);
    for (let i = 0; i < 50; i++) {
      const shown = studentItemOf(ordering('all_or_nothing'), `attempt-${i}`) as { choices: { id: string }[] };
      expect(shown.choices.map((c) => c.id)).not.toEqual(['first', 'second', 'third']);
    }
    expect(seededShuffle([1, 2, 3, 4, 5], 'x').sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
