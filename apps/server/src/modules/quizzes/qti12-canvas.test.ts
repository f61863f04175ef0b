import { describe, expect, it } from 'vitest';
import { importTextIn, type ImportText } from './imported-item';
import { parseCanvasQti12, QTI12_MSG, QTI12_TEXT } from './qti12-canvas';

/** The reader's words as the preview answers them in English. */
const english = (texts: ImportText[]) => texts.map((text) => importTextIn('en', text));

const meta = (type: string, points = 2) =>
  `<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>${type}</fieldentry></qtimetadatafield><qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>${points}</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>`;
const material = (text: string) => `<material><mattext texttype="text/html">${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</mattext></material>`;
const lid = (ident: string, labels: [string, string][], name = '') =>
  `<response_lid ident="${ident}" rcardinality="Single">${name ? material(name) : ''}<render_choice>${labels.map(([id, text]) => `<response_label ident="${id}">${material(text)}</response_label>`).join('')}</render_choice></response_lid>`;
const right = (conditions: string) => `<respcondition continue="No"><conditionvar>${conditions}</conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`;
const item = (type: string, presentation: string, processing: string, title = 'Q') =>
  `<item ident="i" title="${title}">${meta(type)}<presentation>${material('<p>Question?</p>')}${presentation}</presentation><resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>${processing}</resprocessing></item>`;
const file = (items: string) => `<?xml version="1.0" encoding="UTF-8"?><questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="a" title="Quiz"><section ident="root_section">${items}</section></assessment></questestinterop>`;

describe("Canvas's QTI 1.2 export", () => {
  it('multiple choice, true/false, multiple answers, short answer, numerical (exact and range), essay', () => {
    const { questions, problem } = parseCanvasQti12(
      file(
        [
          item('multiple_choice_question', lid('response1', [['1001', 'Paris'], ['1002', 'London']]), right('<varequal respident="response1">1001</varequal>'), 'Capital'),
          item('true_false_question', lid('response1', [['t', 'True'], ['f', 'False']]), right('<varequal respident="response1">f</varequal>')),
          item('multiple_answers_question', lid('response1', [['a', '2'], ['b', '3'], ['c', '4']]), right('<and><varequal respident="response1">a</varequal><varequal respident="response1">b</varequal><not><varequal respident="response1">c</varequal></not></and>')),
          item('short_answer_question', '<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>', right('<varequal respident="response1">Curie</varequal><varequal respident="response1">Marie Curie</varequal>')),
          item('numerical_question', '<response_str ident="response1"/>', right('<or><varequal respident="response1">9.81</varequal><and><vargte respident="response1">9.76</vargte><varlte respident="response1">9.86</varlte></and></or>')),
          item('numerical_question', '<response_str ident="response1"/>', right('<vargte respident="response1">1</vargte><varlte respident="response1">5</varlte>')),
          item('essay_question', '<response_str ident="response1"/>', ''),
        ].join(''),
      ),
    );
    expect(problem).toBeNull();
    expect(questions.map((q) => [q.title, q.problems])[0]).toEqual(['Capital', []]);
    expect(questions.map((q) => q.item)).toEqual([
      { kind: 'single_choice', id: 'q1', prompt: '<p>Question?</p>', points: 2, choices: [{ id: 'i1001', text: 'Paris' }, { id: 'i1002', text: 'London' }], correct: 'i1001' },
      expect.objectContaining({ kind: 'true_false', correct: false }),
      expect.objectContaining({ kind: 'multiple_response', correct: ['a', 'b'], scoring: 'partial' }),
      expect.objectContaining({ kind: 'text_entry', accepted: ['Curie', 'Marie Curie'] }),
      expect.objectContaining({ kind: 'numeric', answer: 9.81, tolerance: 0.05 }),
      expect.objectContaining({ kind: 'numeric', answer: 3, tolerance: 2 }),
      expect.objectContaining({ kind: 'essay', points: 2 }),
    ]);
  });

  it('matching (one response_lid per left side) and multiple dropdowns (gaps named in the text)', () => {
    const options: [string, string][] = [['o1', 'iron'], ['o2', 'copper']];
    const { questions } = parseCanvasQti12(
      file(
        item('matching_question', `${lid('response_fe', options, 'Fe')}${lid('response_cu', options, 'Cu')}`, right('<varequal respident="response_fe">o1</varequal>') + right('<varequal respident="response_cu">o2</varequal>')) +
          `<item ident="d" title="D">${meta('multiple_dropdowns_question')}<presentation>${material('<p>Water boils at [boil] °C.</p>')}${lid('response_boil', [['h90', '90'], ['h100', '100']], 'boil')}</presentation><resprocessing>${right('<varequal respident="response_boil">h100</varequal>')}</resprocessing></item>`,
      ),
    );
    expect(questions[0]?.item).toMatchObject({ kind: 'matching', sources: [{ id: 'response_fe', text: 'Fe' }, { id: 'response_cu', text: 'Cu' }], pairs: [{ source: 'response_fe', target: 'o1' }, { source: 'response_cu', target: 'o2' }] });
    expect(questions[1]?.item).toMatchObject({ kind: 'inline_choice', prompt: '<p>Water boils at {{g_boil}} °C.</p>', gaps: [{ id: 'g_boil', correct: 'h100' }] });
  });

  it('text-only is named; file upload and calculated are problems; no key is a problem', () => {
    const result = parseCanvasQti12(
      file(
        [
          item('text_only_question', '', ''),
          item('file_upload_question', '', ''),
          item('calculated_question', '', ''),
          item('multiple_choice_question', lid('response1', [['a', 'A'], ['b', 'B']]), ''),
        ].join(''),
      ),
    );
    expect(english(result.warnings)).toEqual([QTI12_MSG.textOnly]);
    expect(result.questions.map((q) => english(q.problems))).toEqual([[QTI12_MSG.unsupported('file_upload_question')], [QTI12_MSG.unsupported('calculated_question')], [QTI12_MSG.noKey]]);
  });

  it('not QTI 1.2; a DOCTYPE refused before parsing', () => {
    expect(english([parseCanvasQti12('<quiz/>').problem ?? ''])).toEqual([QTI12_MSG.notQti12]);
    expect(english([parseCanvasQti12('<!DOCTYPE q [<!ENTITY a "b">]><questestinterop/>').problem ?? ''])[0]).toMatch(/DOCTYPE/);
  });
});

describe('the words in the catalogue', () => {
  it("are QTI12_MSG's in English, byte for byte", () => {
    const { unsupported, ...plain } = QTI12_TEXT;
    for (const [key, text] of Object.entries(plain)) expect(importTextIn('en', text)).toBe(QTI12_MSG[key as keyof typeof plain]);
    expect(english([unsupported('file_upload_question')])).toEqual([QTI12_MSG.unsupported('file_upload_question')]);
  });
});
