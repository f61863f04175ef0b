import { describe, expect, it } from 'vitest';
import { MOODLE_MSG, MOODLE_TEXT, parseMoodleXml } from './moodle-xml';
import { importTextIn, type ImportText } from './imported-item';

/** The reader's words as the preview answers them in English. */
const english = (texts: ImportText[]) => texts.map((text) => importTextIn('en', text));

const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?><quiz>${questions}</quiz>`;
const question = (type: string, inner: string, name = 'Q') =>
  `<question type="${type}"><name><text>${name}</text></name><questiontext format="html"><text><![CDATA[<p>Question?</p>]]></text></questiontext><defaultgrade>2</defaultgrade>${inner}</question>`;
const answer = (fraction: number, text: string, extra = '') => `<answer fraction="${fraction}" format="html"><text><![CDATA[<p>${text}</p>]]></text>${extra}</answer>`;

describe('Moodle XML: every kind it exports that Lyceum has', () => {
  it('multichoice, single: one right answer, its points and shuffle', () => {
    const { questions } = parseMoodleXml(quiz(question('multichoice', `<single>true</single><shuffleanswers>0</shuffleanswers>${answer(100, 'Paris')}${answer(0, 'London')}`, 'Capital')));
    expect(questions).toEqual([
      {
        index: 1,
        title: 'Capital',
        type: 'multichoice',
        problems: [],
        warnings: [],
        item: { kind: 'single_choice', id: 'q1', prompt: '<p>Question?</p>', points: 2, choices: [{ id: 'c1', text: 'Paris' }, { id: 'c2', text: 'London' }], correct: 'c1', shuffle: false },
      },
    ]);
  });

  it('multichoice, several right: partial credit, with a warning for fractions in between', () => {
    const { questions } = parseMoodleXml(quiz(question('multichoice', `<single>false</single>${answer(50, '2')}${answer(50, '3')}${answer(-100, '4')}`)));
    expect(questions[0]?.item).toMatchObject({ kind: 'multiple_response', correct: ['c1', 'c2'], scoring: 'partial' });
    expect(english(questions[0]?.warnings ?? [])).toEqual([MOODLE_MSG.partialFractions]);
  });

  it('truefalse, shortanswer (case rule), numerical (tolerance), essay', () => {
    const { questions } = parseMoodleXml(
      quiz(
        [
          question('truefalse', `${answer(0, 'true')}${answer(100, 'false')}`),
          question('shortanswer', `<usecase>1</usecase>${answer(100, 'Curie')}${answer(100, 'Marie Curie')}`),
          question('numerical', answer(100, '9.81', '<tolerance>0.05</tolerance>')),
          question('essay', '<responseformat>editor</responseformat>'),
        ].join(''),
      ),
    );
    expect(questions.map((q) => q.item)).toEqual([
      expect.objectContaining({ kind: 'true_false', correct: false }),
      expect.objectContaining({ kind: 'text_entry', accepted: ['Curie', 'Marie Curie'], caseSensitive: true }),
      expect.objectContaining({ kind: 'numeric', answer: 9.81, tolerance: 0.05, toleranceMode: 'absolute' }),
      expect.objectContaining({ kind: 'essay', points: 2 }),
    ]);
  });

  it('matching: subquestions with their answers; one without text is an extra target', () => {
    const sub = (text: string, target: string) => `<subquestion format="html"><text><![CDATA[${text}]]></text><answer><text>${target}</text></answer></subquestion>`;
    const { questions } = parseMoodleXml(quiz(question('matching', `${sub('Fe', 'iron')}${sub('Cu', 'copper')}${sub('', 'gold')}`)));
    expect(questions[0]?.item).toMatchObject({
      kind: 'matching',
      sources: [{ id: 's1', text: 'Fe' }, { id: 's2', text: 'Cu' }],
      targets: [{ id: 't1', text: 'iron' }, { id: 't2', text: 'copper' }, { id: 't3', text: 'gold' }],
      pairs: [{ source: 's1', target: 't1' }, { source: 's2', target: 't2' }],
    });
  });

  it('gapselect: [[n]] gaps filled from the options of their group', () => {
    const option = (text: string, group: number) => `<selectoption><text>${text}</text><group>${group}</group></selectoption>`;
    const xml = quiz(`<question type="gapselect"><name><text>Gaps</text></name><questiontext format="html"><text><![CDATA[<p>Water boils at [[1]] and freezes at [[3]].</p>]]></text></questiontext>${option('100', 1)}${option('90', 1)}${option('0', 2)}${option('4', 2)}</question>`);
    expect(parseMoodleXml(xml).questions[0]?.item).toEqual({
      kind: 'inline_choice',
      id: 'q1',
      prompt: '<p>Water boils at {{g1}} and freezes at {{g2}}.</p>',
      points: 1,
      gaps: [
        { id: 'g1', choices: [{ id: 'o1', text: '100' }, { id: 'o2', text: '90' }], correct: 'o1' },
        { id: 'g2', choices: [{ id: 'o3', text: '0' }, { id: 'o4', text: '4' }], correct: 'o3' },
      ],
    });
  });
});

describe('Moodle XML: what is named, refused or kept apart', () => {
  it('categories and descriptions are named; cloze and others are problems on their question; feedback is a warning', () => {
    const result = parseMoodleXml(
      quiz(
        [
          '<question type="category"><category><text>$course$/Physics</text></category></question>',
          '<question type="description"><name><text>Intro</text></name><questiontext><text>Read this</text></questiontext></question>',
          question('multianswer', ''),
          question('multichoice', `${answer(100, 'A', '<feedback><text>Yes!</text></feedback>')}${answer(0, 'B')}`),
          question('multichoice', `${answer(0, 'A')}${answer(0, 'B')}`),
        ].join(''),
      ),
    );
    expect(english(result.warnings)).toEqual([MOODLE_MSG.categorySkipped('$course$/Physics'), MOODLE_MSG.descriptionSkipped]);
    expect(result.questions.map((q) => [q.index, english(q.problems), english(q.warnings)])).toEqual([
      [1, [MOODLE_MSG.unsupported('multianswer')], []],
      [2, [], [MOODLE_MSG.feedbackDropped]],
      [3, [MOODLE_MSG.noRight], []],
    ]);
  });

  it('not Moodle XML, entities refused before parsing', () => {
    expect(english([parseMoodleXml('<manifest/>').problem ?? ''])).toEqual([MOODLE_MSG.notMoodle]);
    expect(importTextIn('en', parseMoodleXml('<!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>').problem ?? '')).toMatch(/^The XML cannot be read: the XML declares a DOCTYPE/);
  });
});

describe('the words in the catalogue', () => {
  it("are MOODLE_MSG's in English, byte for byte", () => {
    const { unsupported, numberAnswer, categorySkipped, ...plain } = MOODLE_TEXT;
    for (const [key, text] of Object.entries(plain)) expect(importTextIn('en', text)).toBe(MOODLE_MSG[key as keyof typeof plain]);
    expect(english([unsupported('calculated'), numberAnswer('ten'), categorySkipped('Physics')])).toEqual([MOODLE_MSG.unsupported('calculated'), MOODLE_MSG.numberAnswer('ten'), MOODLE_MSG.categorySkipped('Physics')]);
  });
});
