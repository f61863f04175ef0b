import { describe, expect, it } from 'vitest';
import { GIFT_MSG, GIFT_TEXT, parseGift } from './gift';
import { importTextIn, type ImportText } from './imported-item';

/** The reader's words as the preview answers them in English: GIFT_MSG's, byte for byte. */
const english = (texts: ImportText[]) => texts.map((text) => importTextIn('en', text));

const one = (source: string) => {
  const questions = parseGift(source);
  expect(questions).toHaveLength(1);
  return questions[0]!;
};

describe('GIFT: every kind a teacher writes by hand', () => {
  it('multiple choice with a title, one right answer', () => {
    const q = one('::Capital:: What is the capital of France? {=Paris ~London ~Berlin}');
    expect(q.title).toBe('Capital');
    expect(q.problems).toEqual([]);
    expect(q.item).toEqual({
      kind: 'single_choice',
      id: 'q1',
      prompt: '<p>What is the capital of France?</p>',
      points: 1,
      choices: [
        { id: 'c1', text: 'Paris' },
        { id: 'c2', text: 'London' },
        { id: 'c3', text: 'Berlin' },
      ],
      correct: 'c1',
    });
  });

  it('true/false in its four spellings', () => {
    expect(parseGift('Grass is green. {T}\n\nThe sun is cold. {FALSE}\n\nWater is wet. {TRUE}\n\nIce is hot. {F}').map((q) => q.item && 'correct' in q.item && q.item.correct)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('short answer: every = is an accepted answer', () => {
    expect(one('Who discovered radium? {=Marie Curie =Curie}').item).toMatchObject({ kind: 'text_entry', accepted: ['Marie Curie', 'Curie'] });
  });

  it('numeric: a value with its tolerance, and a range', () => {
    expect(one('g in m/s²? {#9.81:0.05}').item).toMatchObject({ kind: 'numeric', answer: 9.81, tolerance: 0.05 });
    expect(one('A number from 1 to 5: {#1..5}').item).toMatchObject({ kind: 'numeric', answer: 3, tolerance: 2 });
  });

  it('matching: pairs with ->, a target shared by two sources is one target', () => {
    const q = one('Match the symbols. {=Fe -> iron =Cu -> copper =Au -> gold =Ag -> silver}');
    expect(q.item).toMatchObject({ kind: 'matching', pairs: [{ source: 's1', target: 't1' }, { source: 's2', target: 't2' }, { source: 's3', target: 't3' }, { source: 's4', target: 't4' }] });
  });

  it('missing word: an answer block inside the sentence is a gap', () => {
    const q = one('Water boils at {=100 ~90 ~80} degrees Celsius.');
    expect(q.item).toMatchObject({ kind: 'inline_choice', prompt: '<p>Water boils at {{gap1}} degrees Celsius.</p>', gaps: [{ id: 'gap1', correct: 'c1' }] });
  });

  it('multiple response from weights, with a warning that the weights become equal shares', () => {
    const q = one('Which are prime? {~%50%2 ~%50%3 ~%-100%4}');
    expect(q.item).toMatchObject({ kind: 'multiple_response', correct: ['c1', 'c2'], scoring: 'partial' });
    expect(english(q.warnings)).toEqual([GIFT_MSG.weightsRounded]);
  });

  it('essay: an empty block', () => {
    expect(one('Describe photosynthesis. {}').item).toMatchObject({ kind: 'essay' });
  });

  it('escapes, comments, categories, feedback and the text as text', () => {
    const questions = parseGift(
      [
        '// a comment line',
        '$CATEGORY: Physics/Units',
        '',
        'Is 1 \\= 1 true in <b>maths</b>? {=yes#Right! ~no#Think again}',
        '',
        '::Set\\: braces:: Write \\{ and \\} {=braces}',
      ].join('\r\n'),
    );
    expect(questions).toHaveLength(2);
    expect(questions[0]!.item).toMatchObject({ kind: 'single_choice', prompt: '<p>Is 1 = 1 true in &lt;b&gt;maths&lt;/b&gt;?</p>' });
    expect(questions[0]!.line).toBe(4);
    expect(english(questions[0]!.warnings)).toEqual([GIFT_MSG.categoryDropped('Physics/Units'), GIFT_MSG.feedbackDropped]);
    expect(questions[1]!.title).toBe('Set: braces');
    expect(questions[1]!.item).toMatchObject({ kind: 'text_entry', prompt: '<p>Write { and }</p>', accepted: ['braces'] });
  });

  it('a blank line inside an answer block does not end the question', () => {
    expect(one('Pick one:\n{\n=right\n\n~wrong\n}').item).toMatchObject({ kind: 'single_choice', correct: 'c1' });
  });
});

describe('GIFT: what cannot be read is a problem on its line, the others still read', () => {
  it('unbalanced braces: unclosed, and a } that closes nothing', () => {
    const questions = parseGift('First? {=a ~b}\n\nSecond?\n{=a ~b\n\nThird?\n{T}\n\nFourth? {F}');
    expect(questions.map((q) => [q.line, english(q.problems), q.item?.kind ?? null])).toEqual([
      [1, [], 'single_choice'],
      [4, [GIFT_MSG.unclosed], null],
      [6, [], 'true_false'],
      [9, [], 'true_false'],
    ]);
    // An answer block may hold blank lines: one closed later is still one question.
    expect(parseGift('Pick:\n{=a\n\n~b}').map((q) => q.problems)).toEqual([[]]);
  });

  it('a } with no { is named at its line', () => {
    const questions = parseGift('Good? {T}\n\nBad =a} here\n\nAlso good? {F}');
    expect(questions.map((q) => [q.line, english(q.problems)])).toEqual([
      [1, []],
      [3, [GIFT_MSG.unopened]],
      [5, []],
    ]);
  });

  it('no answer block, a number that is none, no right answer', () => {
    expect(english(one('Just text').problems)).toEqual([GIFT_MSG.noAnswers]);
    expect(english(one('How many? {#lots}').problems)).toEqual([GIFT_MSG.numberShape('lots')]);
    expect(english(one('Pick: {~a ~b}').problems)).toEqual([GIFT_MSG.noRight]);
  });

  it('more answers than a question may have', () => {
    const many = Array.from({ length: 60 }, (_, i) => `~w${i}`).join(' ');
    expect(english(one(`Pick: {=right ${many}}`).problems)).toEqual([GIFT_MSG.tooMany]);
  });

  it('a large file reads in linear time', () => {
    const source = Array.from({ length: 5_000 }, (_, i) => `::Q${i}:: Question ${i}? {=a ~b ~c}`).join('\n\n');
    const started = process.cpuUsage();
    expect(parseGift(source)).toHaveLength(5_000);
    const cpuMs = (process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000;
    // Seconds would mean a quadratic read; this is a coarse guard, the figure is in the note.
    expect(cpuMs).toBeLessThan(5_000);
  });
});

describe('GIFT: the words in the catalogue', () => {
  it("are GIFT_MSG's in English, byte for byte", () => {
    const { numberShape, categoryDropped, formatIgnored, ...plain } = GIFT_TEXT;
    for (const [key, text] of Object.entries(plain)) expect(importTextIn('en', text)).toBe(GIFT_MSG[key as keyof typeof plain]);
    expect(english([numberShape('lots'), categoryDropped('Physics'), formatIgnored('html')])).toEqual([GIFT_MSG.numberShape('lots'), GIFT_MSG.categoryDropped('Physics'), GIFT_MSG.formatIgnored('html')]);
  });
});
