import { describe, expect, it } from 'vitest';
import { quizItemSchema, type QuizItem, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { parseXml } from '../../lib/safe-xml';
import { QTI3_NS, qti3ItemXml } from './qti3-item-writer';
import { xhtmlOf } from './xhtml';

const item = (input: QuizItemInput): QuizItem => quizItemSchema.parse(input);
const choices = (...ids: string[]) => ids.map((id) => ({ id, text: `Choice ${id} <&>` }));
const prompt = '<p>Which is <strong>right</strong>?<br>Pick one.</p><img src="https://example.org/a.png" alt="A">';

const items: QuizItem[] = [
  item({ kind: 'single_choice', id: 'q1', prompt, points: 2, choices: choices('a', 'b'), correct: 'b' }),
  item({ kind: 'multiple_response', id: 'q2', prompt, points: 4, choices: choices('a', 'b', 'c'), correct: ['a', 'c'], scoring: 'partial' }),
  item({ kind: 'true_false', id: 'q3', prompt, points: 1, correct: true }),
  item({ kind: 'text_entry', id: 'q4', prompt, points: 1, accepted: ['Curie', 'Marie Curie'] }),
  item({ kind: 'numeric', id: 'q5', prompt, points: 1, answer: 9.81, tolerance: 0.05, toleranceMode: 'relative' }),
  item({ kind: 'ordering', id: 'q6', prompt, points: 3, choices: choices('a', 'b', 'c'), scoring: 'partial' }),
  item({ kind: 'matching', id: 'q7', prompt, points: 2, sources: choices('s1', 's2'), targets: choices('t1', 't2'), pairs: [{ source: 's1', target: 't2' }, { source: 's2', target: 't1' }] }),
  item({ kind: 'inline_choice', id: 'q8', prompt: '<p>Water boils at {{g1}} °C.</p>', points: 1, gaps: [{ id: 'g1', choices: choices('h90', 'h100'), correct: 'h100' }] }),
  item({ kind: 'essay', id: 'q9', prompt, points: 10 }),
];

const first = (doc: Document, name: string) => doc.getElementsByTagNameNS(QTI3_NS, name)[0];
const all = (doc: Document, name: string) => Array.from(doc.getElementsByTagNameNS(QTI3_NS, name));

describe('QTI 3.0 items as Lyceum writes them', () => {
  it.each(items.map((i) => [i.kind, i] as const))('%s: well-formed, in the QTI 3 namespace, with SCORE and MAXSCORE', (_kind, of) => {
    const doc = parseXml(qti3ItemXml(of, 'A "title" & more'));
    const root = doc.documentElement!;
    expect([root.namespaceURI, root.localName, root.getAttribute('identifier'), root.getAttribute('title')]).toEqual([QTI3_NS, 'qti-assessment-item', of.id, 'A "title" & more']);
    const outcomes = all(doc, 'qti-outcome-declaration').map((o) => [o.getAttribute('identifier'), o.textContent]);
    expect(outcomes).toEqual([
      ['SCORE', '0'],
      ['MAXSCORE', String(of.points)],
    ]);
    // Only an essay, graded by hand, has no processing.
    expect(all(doc, 'qti-response-processing')).toHaveLength(of.kind === 'essay' ? 0 : 1);
  });

  it('writes each key where QTI keeps it', () => {
    const key = (of: QuizItem) => {
      const doc = parseXml(qti3ItemXml(of, 'T'));
      return all(doc, 'qti-response-declaration').map((d) => [d.getAttribute('identifier'), d.getAttribute('cardinality'), d.getAttribute('base-type'), Array.from(d.getElementsByTagNameNS(QTI3_NS, 'qti-value')).map((v) => v.textContent)]);
    };
    expect(key(items[0]!)).toEqual([['RESPONSE', 'single', 'identifier', ['b']]]);
    expect(key(items[1]!)).toEqual([['RESPONSE', 'multiple', 'identifier', ['a', 'c']]]);
    expect(key(items[2]!)).toEqual([['RESPONSE', 'single', 'identifier', ['true']]]);
    expect(key(items[4]!)).toEqual([['RESPONSE', 'single', 'float', ['9.81']]]);
    expect(key(items[5]!)).toEqual([['RESPONSE', 'ordered', 'identifier', ['a', 'b', 'c']]]);
    expect(key(items[6]!)).toEqual([['RESPONSE', 'multiple', 'directedPair', ['s1 t2', 's2 t1']]]);
    expect(key(items[7]!)).toEqual([['RESPONSE_g1', 'single', 'identifier', ['h100']]]);
  });

  it('partial credit as a mapping bounded by 0 and the points; a tolerance as bounds around the answer', () => {
    const multi = parseXml(qti3ItemXml(items[1]!, 'T'));
    const map = first(multi, 'qti-mapping')!;
    expect([map.getAttribute('lower-bound'), map.getAttribute('upper-bound')]).toEqual(['0', '4']);
    expect(all(multi, 'qti-map-entry').map((e) => [e.getAttribute('map-key'), e.getAttribute('mapped-value')])).toEqual([
      ['a', '2'],
      ['b', '-2'],
      ['c', '2'],
    ]);
    // 9.81 ± 5%: explicit bounds, which every player reads (Cito's ignores qti-equal's tolerance).
    const numeric = parseXml(qti3ItemXml(items[4]!, 'T'));
    const bound = (name: string) => Number(first(numeric, name)!.getElementsByTagNameNS(QTI3_NS, 'qti-base-value')[0]!.textContent);
    expect([bound('qti-gte'), bound('qti-lte')]).toEqual([9.81 - 9.81 * 0.05, 9.81 + 9.81 * 0.05].map((n) => Number(n.toFixed(10))));
  });

  it('the inline choice sits in the text where its gap was', () => {
    const doc = parseXml(qti3ItemXml(items[7]!, 'T'));
    const body = first(doc, 'qti-item-body')!;
    expect(body.textContent).toBe('Water boils at Choice h90 <&>Choice h100 <&> °C.');
    expect(first(doc, 'qti-inline-choice-interaction')!.getAttribute('response-identifier')).toBe('RESPONSE_g1');
  });
});

describe('xhtmlOf', () => {
  it('closes void elements, escapes text and attributes, drops comments', () => {
    expect(xhtmlOf('<p>a &amp; b<br>c</p><!-- x --><img src="x.png?a=1&b=2" alt=\'say "hi"\'>')).toBe('<p>a &amp; b<br/>c</p><img src="x.png?a=1&amp;b=2" alt="say &quot;hi&quot;"/>');
  });
});
