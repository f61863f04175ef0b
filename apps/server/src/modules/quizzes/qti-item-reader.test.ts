import { describe, expect, it } from 'vitest';
import { QUIZ_LIMITS, quizItemSchema, type QuizItem, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { QTI_MSG, QTI_TEXT, readQtiItem } from './qti-item-reader';
import { importTextIn, type ImportText } from './imported-item';
import { qti3ItemXml } from './qti3-item-writer';

/** The reader's words as the preview answers them in English. */
const english = (texts: ImportText[]) => texts.map((text) => importTextIn('en', text));

const item = (input: QuizItemInput): QuizItem => quizItemSchema.parse(input);
const choices = (...ids: string[]) => ids.map((id) => ({ id, text: `Choice ${id} <&>` }));
const prompt = '<p>Which is <strong>right</strong>?<br>Pick one.</p>';

const every: QuizItem[] = [
  item({ kind: 'single_choice', id: 'q1', prompt, points: 2, choices: choices('a', 'b'), correct: 'b', shuffle: false }),
  item({ kind: 'multiple_response', id: 'q2', prompt, points: 4, choices: choices('a', 'b', 'c'), correct: ['a', 'c'], scoring: 'partial' }),
  item({ kind: 'multiple_response', id: 'q2b', prompt, points: 1, choices: choices('a', 'b'), correct: ['b'], scoring: 'all_or_nothing' }),
  item({ kind: 'true_false', id: 'q3', prompt, points: 1, correct: false }),
  item({ kind: 'text_entry', id: 'q4', prompt, points: 1.5, accepted: ['Curie', 'Marie Curie'], caseSensitive: true, whitespace: 'trim' }),
  item({ kind: 'numeric', id: 'q5', prompt, points: 1, answer: 9.81, tolerance: 0.05, toleranceMode: 'relative' }),
  item({ kind: 'numeric', id: 'q5b', prompt, points: 1, answer: -3, tolerance: 0.5, toleranceMode: 'absolute' }),
  item({ kind: 'numeric', id: 'q5c', prompt, points: 1, answer: 42 }),
  item({ kind: 'ordering', id: 'q6', prompt, points: 3, choices: choices('a', 'b', 'c'), scoring: 'partial' }),
  item({ kind: 'matching', id: 'q7', prompt, points: 2, sources: choices('s1', 's2'), targets: choices('t1', 't2'), pairs: [{ source: 's1', target: 't2' }, { source: 's2', target: 't1' }] }),
  item({
    kind: 'inline_choice',
    id: 'q8',
    prompt: '<p>Water boils at {{g1}} °C and freezes at {{g2}} °C.</p>',
    points: 2,
    gaps: [
      { id: 'g1', choices: choices('h90', 'h100'), correct: 'h100' },
      { id: 'g2', choices: choices('z0', 'z4'), correct: 'z0' },
    ],
    scoring: 'all_or_nothing',
  }),
  item({ kind: 'essay', id: 'q9', prompt, points: 10 }),
];

describe('QTI 3.0: what Lyceum writes, it reads back as the same item', () => {
  it.each(every.map((i) => [`${i.kind} ${i.id}`, i] as const))('%s', (_name, original) => {
    const read = readQtiItem(qti3ItemXml(original, 'A title'));
    expect(read.problems).toEqual([]);
    expect(read.title).toBe('A title');
    expect(quizItemSchema.parse(read.item)).toEqual(original);
  });
});

describe('QTI 2.1, as TAO and Moodle plug-ins write it', () => {
  it('a choice item with its template names the template and is read as single choice', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="choice" title="Unattended Luggage" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>ChoiceA</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>Look at the text in the picture.</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What does it say?</prompt>
      <simpleChoice identifier="ChoiceA">You must stay with your luggage at all times.</simpleChoice>
      <simpleChoice identifier="ChoiceB">Do not let someone else look after your luggage.</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;
    const read = readQtiItem(xml);
    expect(read.problems).toEqual([]);
    expect(english(read.warnings)).toEqual([QTI_MSG.templateNamed('match_correct')]);
    expect(read.item).toMatchObject({
      kind: 'single_choice',
      id: 'choice',
      prompt: expect.stringMatching(/^\s*<p>Look at the text in the picture\.<\/p>\s*What does it say\?$/),
      points: 1,
      correct: 'ChoiceA',
    });
  });

  it('a text entry scored by a mapping: each key with a positive value is accepted, its case rule kept', () => {
    const xml = `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="textEntry" title="Richard III">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>York</value></correctResponse>
    <mapping defaultValue="0"><mapEntry mapKey="York" mappedValue="1" caseSensitive="true"/><mapEntry mapKey="york" mappedValue="0.5" caseSensitive="true"/></mapping>
  </responseDeclaration>
  <itemBody><p>Now is the winter of our discontent made glorious summer by this sun of <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>.</p></itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
</assessmentItem>`;
    expect(readQtiItem(xml).item).toMatchObject({ kind: 'text_entry', accepted: ['York', 'york'], caseSensitive: true });
  });
});

describe("another tool's numeric tolerance", () => {
  const numeric = (rp: string) =>
    `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="n" title="N"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float"><qti-correct-response><qti-value>100</qti-value></qti-correct-response></qti-response-declaration><qti-item-body><p>How much? <qti-text-entry-interaction response-identifier="RESPONSE"/></p></qti-item-body><qti-response-processing>${rp}</qti-response-processing></qti-assessment-item>`;
  const equal = (attributes: string) => `<qti-response-condition><qti-response-if><qti-equal ${attributes}><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal></qti-response-if></qti-response-condition>`;

  it('from qti-equal in percent or absolute, or from an upper bound', () => {
    expect(readQtiItem(numeric(equal('tolerance-mode="relative" tolerance="10 10"'))).item).toMatchObject({ answer: 100, tolerance: 0.1, toleranceMode: 'relative' });
    expect(readQtiItem(numeric(equal('tolerance-mode="absolute" tolerance="2"'))).item).toMatchObject({ answer: 100, tolerance: 2, toleranceMode: 'absolute' });
    expect(readQtiItem(numeric('<qti-lte><qti-variable identifier="RESPONSE"/><qti-base-value base-type="float">103</qti-base-value></qti-lte>')).item).toMatchObject({ tolerance: 3, toleranceMode: 'absolute' });
  });
});

describe('QTI: what is refused or named, never crashing, never fetching', () => {
  const choiceItem = (extra: string, interaction = '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice></qti-choice-interaction>') =>
    `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="x" title="X"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>a</qti-value></qti-correct-response></qti-response-declaration><qti-item-body>${extra}${interaction}</qti-item-body></qti-assessment-item>`;

  it('external entities (XXE) and entity expansion are refused before parsing', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${choiceItem('<p>&secret;</p>')}`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${choiceItem('<p>&lol2;</p>')}`;
    for (const xml of [xxe, laughs]) {
      const read = readQtiItem(xml);
      expect(read.item).toBeNull();
      expect(read.problems.map((text) => importTextIn('en', text))).toEqual([expect.stringMatching(/^The XML cannot be read: the XML declares a DOCTYPE or entities/)]);
    }
  });

  it('xi:include is not followed and a script in the body is left out, with a warning', () => {
    const read = readQtiItem(choiceItem('<p>Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)"/></p><xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd"/>'));
    expect(read.problems).toEqual([]);
    expect(read.item?.prompt).toBe('<p>Hi<img src="x.png"></p>');
    expect(english(read.warnings)).toEqual([QTI_MSG.contentDropped(2)]);
  });

  it('an interaction Lyceum has no kind for is named', () => {
    const read = readQtiItem(choiceItem('', '<qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1"/>'));
    expect(english(read.problems)).toEqual([QTI_MSG.unsupported('hotspot')]);
  });

  it('a remote response-processing template is read as a name only', () => {
    const xml = choiceItem('').replace('</qti-assessment-item>', '<qti-response-processing template="http://127.0.0.1:9/never-fetched.xml"/></qti-assessment-item>');
    expect(english(readQtiItem(xml).warnings)).toEqual([QTI_MSG.templateNamed('never-fetched.xml')]);
  });

  it('100,000 choices are a problem on the item, read in well under a second of CPU', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `<qti-simple-choice identifier="c${i}">C${i}</qti-simple-choice>`).join('');
    const started = process.cpuUsage();
    const read = readQtiItem(choiceItem('', `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${many}</qti-choice-interaction>`));
    const used = process.cpuUsage(started);
    expect(read.item).toBeNull();
    expect(english(read.problems)).toContain(`choices must have at most ${QUIZ_LIMITS.choices} entries`);
    // The schema's refusal in the teacher's language too, as the API's validation errors are.
    expect(read.problems.map((text) => importTextIn('es', text))).toContain(`choices debe tener como máximo ${QUIZ_LIMITS.choices} elementos`);
    // A coarse guard against a quadratic read; the figure itself is measured in the bench.
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });

  it('not an item, not XML', () => {
    expect(english(readQtiItem('<manifest/>').problems)).toEqual([QTI_MSG.notAnItem]);
    expect(readQtiItem('<qti-assessment-item').problems.map((text) => importTextIn('en', text))).toEqual([expect.stringMatching(/^The XML cannot be read/)]);
  });
});

describe('the words in the catalogue', () => {
  it("are QTI_MSG's in English, byte for byte", () => {
    const { unsupported, templateNamed, numberKey, contentDropped, ...plain } = QTI_TEXT;
    for (const [key, text] of Object.entries(plain)) expect(importTextIn('en', text)).toBe(QTI_MSG[key as keyof typeof plain]);
    expect(english([unsupported('slider'), templateNamed('match_correct'), numberKey('ten'), contentDropped(1), contentDropped(1234)])).toEqual([
      QTI_MSG.unsupported('slider'),
      QTI_MSG.templateNamed('match_correct'),
      QTI_MSG.numberKey('ten'),
      QTI_MSG.contentDropped(1),
      QTI_MSG.contentDropped(1234),
    ]);
  });
});
