/**
 * A quiz item as a QTI 3.0 assessment item (1EdTech, namespace imsqtiasi_v3p0). The scoring is
 * written out as the item's own response processing, not a template, so any QTI 3 player scores
 * it as Lyceum does: SCORE is the points earned, MAXSCORE the item's points. Lyceum's own rules
 * that QTI has no words for (how a text answer's spaces are read) travel as `data-lyceum-*`
 * attributes on the interaction, which QTI 3 allows on body elements and other tools ignore.
 */
import type { QuizChoice, QuizItem } from '@lyceum/shared/quiz-items';
import { xhtmlOf } from './xhtml';

export const QTI3_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const SCHEMA_LOCATION = `${QTI3_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A number as QTI's float: no exponent surprises for readers that expect plain decimals where they can. */
const float = (value: number) => String(Number(value.toFixed(10)));

const value = (text: string) => `<qti-value>${escapeXml(text)}</qti-value>`;
const baseFloat = (n: number) => `<qti-base-value base-type="float">${float(n)}</qti-base-value>`;
const setScore = (expression: string) => `<qti-set-outcome-value identifier="SCORE">${expression}</qti-set-outcome-value>`;
const addToScore = (n: number) => setScore(`<qti-sum><qti-variable identifier="SCORE"/>${baseFloat(n)}</qti-sum>`);
const ifElse = (condition: string, then: string, otherwise: string) =>
  `<qti-response-condition><qti-response-if>${condition}${then}</qti-response-if><qti-response-else>${otherwise}</qti-response-else></qti-response-condition>`;
const onlyIf = (condition: string, then: string) => `<qti-response-condition><qti-response-if>${condition}${then}</qti-response-if></qti-response-condition>`;
const matchesCorrect = (id = 'RESPONSE') => `<qti-match><qti-variable identifier="${id}"/><qti-correct identifier="${id}"/></qti-match>`;
const allOrNothing = (points: number, id = 'RESPONSE') => ifElse(matchesCorrect(id), setScore(baseFloat(points)), setScore(baseFloat(0)));
const choices = (list: QuizChoice[], element: string) => list.map((c) => `<${element} identifier="${c.id}">${escapeXml(c.text)}</${element}>`).join('');

interface Parts {
  declarations: string;
  body: string;
  processing: string;
}

function responseDeclaration(cardinality: string, baseType: string, correct: string[], mapping = '', id = 'RESPONSE'): string {
  const key = correct.length > 0 ? `<qti-correct-response>${correct.map(value).join('')}</qti-correct-response>` : '';
  return `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}">${key}${mapping}</qti-response-declaration>`;
}

/** A mapping whose entries add their value, the rest `fallback`, the sum kept within 0 and the item's points. */
function mapping(entries: { key: string; value: number; caseSensitive?: boolean }[], fallback: number, points: number): string {
  const rows = entries.map((e) => `<qti-map-entry map-key="${escapeXml(e.key)}" mapped-value="${float(e.value)}"${e.caseSensitive === undefined ? '' : ` case-sensitive="${e.caseSensitive}"`}/>`).join('');
  return `<qti-mapping lower-bound="0" upper-bound="${float(points)}" default-value="${float(fallback)}">${rows}</qti-mapping>`;
}
const mapped = (id = 'RESPONSE') => setScore(`<qti-map-response identifier="${id}"/>`);

function partsOf(item: QuizItem): Parts {
  const p = item.points;
  const html = xhtmlOf(item.prompt);
  const prompt = `<qti-prompt>${html}</qti-prompt>`;
  switch (item.kind) {
    case 'single_choice':
      return {
        declarations: responseDeclaration('single', 'identifier', [item.correct]),
        body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1" shuffle="${item.shuffle}">${prompt}${choices(item.choices, 'qti-simple-choice')}</qti-choice-interaction>`,
        processing: allOrNothing(p),
      };
    case 'true_false':
      return {
        declarations: responseDeclaration('single', 'identifier', [item.correct ? 'true' : 'false']),
        body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1" shuffle="false" data-lyceum-kind="true_false">${prompt}<qti-simple-choice identifier="true">True</qti-simple-choice><qti-simple-choice identifier="false">False</qti-simple-choice></qti-choice-interaction>`,
        processing: allOrNothing(p),
      };
    case 'multiple_response': {
      const share = item.correct.length > 0 ? p / item.correct.length : 0;
      const partial = item.scoring === 'partial' && item.correct.length > 0;
      return {
        declarations: responseDeclaration(
          'multiple',
          'identifier',
          item.correct,
          partial ? mapping(item.choices.map((c) => ({ key: c.id, value: item.correct.includes(c.id) ? share : -share })), 0, p) : '',
        ),
        body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0" shuffle="${item.shuffle}" data-lyceum-scoring="${item.scoring}">${prompt}${choices(item.choices, 'qti-simple-choice')}</qti-choice-interaction>`,
        // No correct choice at all: right is choosing none, which match reads as NULL; isNull says it.
        processing: partial ? mapped() : item.correct.length === 0 ? ifElse('<qti-is-null><qti-variable identifier="RESPONSE"/></qti-is-null>', setScore(baseFloat(p)), setScore(baseFloat(0))) : allOrNothing(p),
      };
    }
    case 'text_entry':
      return {
        declarations: responseDeclaration('single', 'string', [item.accepted[0] as string], mapping(item.accepted.map((key) => ({ key, value: p, caseSensitive: item.caseSensitive })), 0, p)),
        body: `<div>${html}<p><qti-text-entry-interaction response-identifier="RESPONSE" data-lyceum-whitespace="${item.whitespace}" data-lyceum-case-sensitive="${item.caseSensitive}"/></p></div>`,
        processing: mapped(),
      };
    case 'numeric': {
      // The tolerance as explicit bounds (gte, lte) rather than qti-equal's tolerance attributes,
      // which players implement unevenly (Cito's ignores them); Lyceum's own numbers ride along.
      const allowed = item.toleranceMode === 'relative' ? Math.abs(item.answer) * item.tolerance : item.tolerance;
      const response = '<qti-variable identifier="RESPONSE"/>';
      const within =
        allowed === 0
          ? `<qti-equal tolerance-mode="exact">${response}<qti-correct identifier="RESPONSE"/></qti-equal>`
          : `<qti-gte>${response}${baseFloat(item.answer - allowed)}</qti-gte><qti-lte>${response}${baseFloat(item.answer + allowed)}</qti-lte>`;
      return {
        declarations: responseDeclaration('single', 'float', [float(item.answer)]),
        body: `<div>${html}<p><qti-text-entry-interaction response-identifier="RESPONSE" data-lyceum-tolerance="${float(item.tolerance)}" data-lyceum-tolerance-mode="${item.toleranceMode}"/></p></div>`,
        processing: ifElse(`<qti-and><qti-not><qti-is-null>${response}</qti-is-null></qti-not>${within}</qti-and>`, setScore(baseFloat(p)), setScore(baseFloat(0))),
      };
    }
    case 'ordering': {
      const share = p / item.choices.length;
      const places = item.choices.map((c, i) => onlyIf(`<qti-match><qti-index n="${i + 1}"><qti-variable identifier="RESPONSE"/></qti-index><qti-base-value base-type="identifier">${c.id}</qti-base-value></qti-match>`, addToScore(share))).join('');
      return {
        declarations: responseDeclaration('ordered', 'identifier', item.choices.map((c) => c.id)),
        body: `<qti-order-interaction response-identifier="RESPONSE" shuffle="true" data-lyceum-scoring="${item.scoring}">${prompt}${choices(item.choices, 'qti-simple-choice')}</qti-order-interaction>`,
        processing: item.scoring === 'partial' ? `${setScore(baseFloat(0))}${onlyIf('<qti-not><qti-is-null><qti-variable identifier="RESPONSE"/></qti-is-null></qti-not>', places)}` : allOrNothing(p),
      };
    }
    case 'matching': {
      const share = p / item.pairs.length;
      const keys = item.pairs.map((pair) => `${pair.source} ${pair.target}`);
      return {
        declarations: responseDeclaration('multiple', 'directedPair', keys, item.scoring === 'partial' ? mapping(keys.map((key) => ({ key, value: share })), -share, p) : ''),
        body: `<qti-match-interaction response-identifier="RESPONSE" shuffle="${item.shuffle}" max-associations="${item.sources.length}" data-lyceum-scoring="${item.scoring}">${prompt}<qti-simple-match-set>${item.sources.map((c) => `<qti-simple-associable-choice identifier="${c.id}" match-max="1">${escapeXml(c.text)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set><qti-simple-match-set>${item.targets.map((c) => `<qti-simple-associable-choice identifier="${c.id}" match-max="${item.sources.length}">${escapeXml(c.text)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set></qti-match-interaction>`,
        processing: item.scoring === 'partial' ? mapped() : allOrNothing(p),
      };
    }
    case 'inline_choice': {
      const id = (gap: string) => `RESPONSE_${gap}`;
      const share = p / item.gaps.length;
      let body = html;
      for (const gap of item.gaps) {
        body = body.replace(`{{${gap.id}}}`, `<qti-inline-choice-interaction response-identifier="${id(gap.id)}" shuffle="true">${choices(gap.choices, 'qti-inline-choice')}</qti-inline-choice-interaction>`);
      }
      const processing =
        item.scoring === 'partial'
          ? `${setScore(baseFloat(0))}${item.gaps.map((gap) => onlyIf(matchesCorrect(id(gap.id)), addToScore(share))).join('')}`
          : ifElse(`<qti-and>${item.gaps.map((gap) => matchesCorrect(id(gap.id))).join('')}</qti-and>`, setScore(baseFloat(p)), setScore(baseFloat(0)));
      return {
        declarations: item.gaps.map((gap) => responseDeclaration('single', 'identifier', [gap.correct], '', id(gap.id))).join(''),
        body: `<div data-lyceum-scoring="${item.scoring}">${body}</div>`,
        processing,
      };
    }
    case 'essay':
      return {
        declarations: responseDeclaration('single', 'string', []),
        body: `<qti-extended-text-interaction response-identifier="RESPONSE" format="xhtml">${prompt}</qti-extended-text-interaction>`,
        // Graded by a teacher: no processing sets SCORE.
        processing: '',
      };
  }
}

/** The item as a QTI 3.0 document; its prompt (sanitised rich text) is written as well-formed XHTML. */
export function qti3ItemXml(item: QuizItem, title: string): string {
  const { declarations, body, processing } = partsOf(item);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${QTI3_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATION}" identifier="${item.id}" title="${escapeXml(title)}" adaptive="false" time-dependent="false">`,
    declarations,
    '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>',
    `<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${float(item.points)}</qti-value></qti-default-value></qti-outcome-declaration>`,
    `<qti-item-body>${body}</qti-item-body>`,
    processing ? `<qti-response-processing>${processing}</qti-response-processing>` : '',
    '</qti-assessment-item>',
  ].join('\n');
}
