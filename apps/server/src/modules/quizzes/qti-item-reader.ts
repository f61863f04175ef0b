/**
 * Reads a QTI assessment item (3.0, or 2.1 as TAO and Moodle's plug-ins write it) into a quiz item
 * for an import's preview. QTI 2.1's camelCase names (choiceInteraction, responseIdentifier) are
 * read as QTI 3.0's kebab-case ones (qti-choice-interaction, response-identifier), so one reader
 * serves both. What Lyceum has no kind for (a hotspot, a slider, an upload) is a problem that names
 * it; what it does not keep (feedback, templates, stylesheets) a warning. Never fetched: a response
 * processing template's URL is read as a name only. The prompt comes back as HTML that the
 * importer must put through the rich-text sanitiser like any other (a script in a body is removed
 * there). The XML itself is parsed by parseXml: a DOCTYPE or entity is refused before parsing.
 */
import type { QuizChoice, QuizItemInput } from '@lyceum/shared/quiz-items';
import { localized } from '../../lib/http-errors';
import { QTI_ITEM_PROBLEMS as M } from './qti-item-problems.messages';
import { checkedItem, xmlRootOf, type ImportText } from './imported-item';

export interface QtiItemRead {
  identifier: string;
  title: string;
  item: QuizItemInput | null;
  problems: ImportText[];
  warnings: ImportText[];
}

export const QTI_MSG = {
  notAnItem: 'This file is not a QTI assessment item (its root is not qti-assessment-item or assessmentItem)',
  unsupported: (name: string) => `The ${name} interaction has no Lyceum kind and cannot be imported`,
  noInteraction: 'The item has no interaction to answer',
  severalInteractions: 'The item has more than one interaction; Lyceum items have one (or gaps in one text)',
  noKey: 'The item has no correct response, so it cannot be graded by the machine',
  feedbackDropped: 'Feedback (modal or inline) is not kept',
  templateNamed: (name: string) => `Scored by the standard template ${name}`,
  customProcessing: 'Its own response processing is read for its key only: Lyceum scores the kind its own way',
  numberKey: (text: string) => `The correct response "${text}" is not a number`,
  contentDropped: (count: number) => `${count} element${count === 1 ? ' was' : 's were'} left out of the text: scripts, styles, frames, forms and other vocabularies (xi:include, MathML) are not imported`,
} as const;

/** QTI_MSG's words as catalogue texts: what the reader hands the preview, in the teacher's language. */
export const QTI_TEXT = {
  notAnItem: localized(M.notAnItem),
  unsupported: (name: string) => localized(M.unsupported, { name }),
  noInteraction: localized(M.noInteraction),
  severalInteractions: localized(M.severalInteractions),
  noKey: localized(M.noKey),
  feedbackDropped: localized(M.feedbackDropped),
  templateNamed: (name: string) => localized(M.templateNamed, { name }),
  customProcessing: localized(M.customProcessing),
  numberKey: (text: string) => localized(M.numberKey, { text }),
  contentDropped: (count: number) => localized(M.contentDropped, { count, shown: String(count) }),
} as const satisfies Record<keyof typeof QTI_MSG, unknown>;

/** QTI 2.1's element and attribute names as QTI 3.0 writes them. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const qtiName = (element: Element) => {
  const local = element.localName ?? element.nodeName;
  return local.startsWith('qti-') ? local : `qti-${kebab(local)}`;
};
const attr = (element: Element, name: string) => {
  if (element.hasAttribute(name)) return element.getAttribute(name);
  const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return element.hasAttribute(camel) ? element.getAttribute(camel) : null;
};
const childrenOf = (element: Element) => Array.from(element.childNodes).filter((n): n is Element => n.nodeType === 1);
const descendants = (root: Element, name: string): Element[] => {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (const child of childrenOf(element)) {
      if (qtiName(child) === name) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
};

const INTERACTIONS = new Set([
  'qti-choice-interaction',
  'qti-text-entry-interaction',
  'qti-order-interaction',
  'qti-match-interaction',
  'qti-inline-choice-interaction',
  'qti-extended-text-interaction',
]);
const isInteraction = (name: string) => name.endsWith('-interaction');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** HTML's elements with no end tag, written without one (`<br></br>` would be two breaks). */
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'wbr']);
/** Never carried into a prompt, whatever the sanitiser would make of them. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select']);

/**
 * An element's content as HTML: XHTML elements kept (without namespaced attributes), QTI's own
 * elements left out, interactions replaced by `gap`. Scripts, styles, frames and form controls are
 * dropped here already, and `dropped` counts them; the importer still sanitises what is left.
 */
function htmlOf(element: Element, gap: (interaction: Element) => string, dropped: { count: number } = { count: 0 }): string {
  return Array.from(element.childNodes)
    .map((node) => {
      if (node.nodeType === 3 || node.nodeType === 4) return escapeHtml(node.nodeValue ?? '');
      if (node.nodeType !== 1) return '';
      const child = node as Element;
      const local = child.localName ?? child.nodeName;
      if (isInteraction(qtiName(child))) return gap(child);
      if (local.startsWith('qti-') || /^(prompt|feedbackInline|feedbackBlock|modalFeedback|rubricBlock|templateInline|templateBlock|printedVariable)$/.test(local)) return '';
      // Another vocabulary (xi:include, MathML, SVG) is not followed or kept: only the item's own XHTML.
      if (DROPPED.has(local.toLowerCase()) || child.namespaceURI !== element.namespaceURI) {
        dropped.count += 1;
        return '';
      }
      const attributes = Array.from(child.attributes)
        .filter((a) => !a.name.includes(':') && a.name !== 'xmlns' && !/^on/i.test(a.name))
        .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`)
        .join('');
      if (VOID.has(local)) return `<${local}${attributes}>`;
      return `<${local}${attributes}>${htmlOf(child, gap, dropped)}</${local}>`;
    })
    .join('');
}

interface Declaration {
  cardinality: string | null;
  baseType: string | null;
  correct: string[];
  mapping: { key: string; value: number; caseSensitive: boolean }[];
  upperBound: number | null;
}

function declarationsOf(root: Element): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const declaration of childrenOf(root).filter((e) => qtiName(e) === 'qti-response-declaration')) {
    const correct = descendants(declaration, 'qti-correct-response').flatMap((c) => descendants(c, 'qti-value').map((v) => (v.textContent ?? '').trim()));
    const map = descendants(declaration, 'qti-mapping')[0];
    out.set(attr(declaration, 'identifier') ?? '', {
      cardinality: attr(declaration, 'cardinality'),
      baseType: attr(declaration, 'base-type'),
      correct,
      mapping: map
        ? descendants(map, 'qti-map-entry').map((e) => ({ key: attr(e, 'map-key') ?? '', value: Number(attr(e, 'mapped-value')), caseSensitive: attr(e, 'case-sensitive') === 'true' }))
        : [],
      upperBound: map && attr(map, 'upper-bound') !== null ? Number(attr(map, 'upper-bound')) : null,
    });
  }
  return out;
}

const choicesOf = (interaction: Element, name: string): QuizChoice[] =>
  descendants(interaction, name).map((c) => ({ id: attr(c, 'identifier') ?? '', text: (c.textContent ?? '').replace(/\s+/g, ' ').trim() }));

/** The item's points: MAXSCORE's default, else its mapping's upper bound, else 1. */
function pointsOf(root: Element, declaration: Declaration | undefined): number {
  const max = childrenOf(root).find((e) => qtiName(e) === 'qti-outcome-declaration' && attr(e, 'identifier') === 'MAXSCORE');
  const value = max ? Number(descendants(max, 'qti-value')[0]?.textContent) : Number.NaN;
  if (Number.isFinite(value) && value > 0) return value;
  if (declaration?.upperBound && declaration.upperBound > 0) return declaration.upperBound;
  return 1;
}

/** Reads one item; `xml` is the item file's text (a problem, never a throw, for what cannot be read). */
export function readQtiItem(xml: string): QtiItemRead {
  const parsed = xmlRootOf(xml);
  if ('problem' in parsed) return { identifier: '', title: '', item: null, problems: [parsed.problem], warnings: [] };
  const { root } = parsed;
  const identifier = attr(root, 'identifier') ?? '';
  const title = attr(root, 'title') ?? '';
  const result = (item: QuizItemInput | null, problems: ImportText[], warnings: ImportText[]): QtiItemRead => {
    return { identifier, title, ...checkedItem(item, problems), warnings };
  };
  if (qtiName(root) !== 'qti-assessment-item') return result(null, [QTI_TEXT.notAnItem], []);
  const warnings: ImportText[] = [];
  const body = childrenOf(root).find((e) => qtiName(e) === 'qti-item-body');
  const processing = childrenOf(root).find((e) => qtiName(e) === 'qti-response-processing');
  if (childrenOf(root).some((e) => /feedback/.test(qtiName(e))) || (body && descendants(body, 'qti-feedback-inline').length + descendants(body, 'qti-feedback-block').length > 0)) warnings.push(QTI_TEXT.feedbackDropped);
  const template = processing && attr(processing, 'template');
  if (template) warnings.push(QTI_TEXT.templateNamed(template.split('/').pop() ?? template));
  else if (processing && childrenOf(processing).length > 0) warnings.push(QTI_TEXT.customProcessing);
  if (!body) return result(null, [QTI_TEXT.noInteraction], warnings);

  const interactions = allInteractions(body);
  const unsupported = interactions.filter((i) => !INTERACTIONS.has(qtiName(i)));
  if (unsupported.length > 0) return result(null, unsupported.map((i) => QTI_TEXT.unsupported(qtiName(i).replace(/^qti-|-interaction$/g, ''))), warnings);
  if (interactions.length === 0) return result(null, [QTI_TEXT.noInteraction], warnings);
  const declarations = declarationsOf(root);
  const id = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(identifier) ? identifier : 'item';

  const inline = interactions.filter((i) => qtiName(i) === 'qti-inline-choice-interaction');
  if (inline.length > 0) {
    if (inline.length !== interactions.length) return result(null, [QTI_TEXT.severalInteractions], warnings);
    const gapId = (i: Element) => (attr(i, 'response-identifier') ?? '').replace(/^RESPONSE_/, '') || 'gap';
    const gaps = inline.map((i) => ({ id: gapId(i), choices: choicesOf(i, 'qti-inline-choice'), correct: declarations.get(attr(i, 'response-identifier') ?? '')?.correct[0] ?? '' }));
    if (gaps.some((g) => g.correct === '')) return result(null, [QTI_TEXT.noKey], warnings);
    const dropped = { count: 0 };
    const prompt = htmlOf(body, (i) => `{{${gapId(i)}}}`, dropped);
    if (dropped.count > 0) warnings.push(QTI_TEXT.contentDropped(dropped.count));
    const scoring = descendants(body, 'qti-div').some((div) => div.getAttribute('data-lyceum-scoring') === 'all_or_nothing') ? 'all_or_nothing' : 'partial';
    const points = pointsOf(root, undefined);
    return result({ kind: 'inline_choice', id, prompt: unwrapDiv(prompt), points, gaps, scoring }, [], warnings);
  }
  if (interactions.length > 1) return result(null, [QTI_TEXT.severalInteractions], warnings);
  const interaction = interactions[0] as Element;
  const declaration = declarations.get(attr(interaction, 'response-identifier') ?? '');
  const promptElement = descendants(interaction, 'qti-prompt')[0];
  const dropped = { count: 0 };
  const outside = htmlOf(body, () => '', dropped);
  const prompt = unwrapDiv([outside, promptElement ? htmlOf(promptElement, () => '', dropped) : ''].filter((p) => p.trim() !== '').join(''));
  if (dropped.count > 0) warnings.push(QTI_TEXT.contentDropped(dropped.count));
  const points = pointsOf(root, declaration);
  const base = { id, prompt, points };
  const lyceum = (name: string) => interaction.getAttribute(`data-lyceum-${name}`);
  const partial = (lyceum('scoring') ?? (declaration?.mapping.length ? 'partial' : 'all_or_nothing')) === 'partial' ? 'partial' : 'all_or_nothing';

  switch (qtiName(interaction)) {
    case 'qti-extended-text-interaction':
      return result({ kind: 'essay', ...base }, [], warnings);
    case 'qti-choice-interaction': {
      const choices = choicesOf(interaction, 'qti-simple-choice');
      const correct = declaration?.correct ?? [];
      const shuffle = attr(interaction, 'shuffle') === 'true';
      if (lyceum('kind') === 'true_false' && correct[0]) return result({ kind: 'true_false', ...base, correct: correct[0] === 'true' }, [], warnings);
      if (declaration?.cardinality === 'single' || attr(interaction, 'max-choices') === '1') {
        if (!correct[0]) return result(null, [QTI_TEXT.noKey], warnings);
        return result({ kind: 'single_choice', ...base, choices, correct: correct[0], shuffle }, [], warnings);
      }
      const key = correct.length > 0 ? correct : (declaration?.mapping.filter((m) => m.value > 0).map((m) => m.key) ?? []);
      return result({ kind: 'multiple_response', ...base, choices, correct: key, scoring: partial, shuffle }, [], warnings);
    }
    case 'qti-text-entry-interaction': {
      if (declaration?.baseType === 'float' || declaration?.baseType === 'integer') {
        const text = declaration.correct[0] ?? '';
        const answer = Number(text);
        if (text === '' || !Number.isFinite(answer)) return result(null, [text === '' ? QTI_TEXT.noKey : QTI_TEXT.numberKey(text)], warnings);
        const numericBase = { kind: 'numeric' as const, ...base, answer };
        // Lyceum's own export says its tolerance; another tool's is read from qti-equal's attributes,
        // or from the bounds of a gte/lte pair around the answer.
        const ownTolerance = Number(lyceum('tolerance'));
        const ownMode = lyceum('tolerance-mode');
        if (Number.isFinite(ownTolerance) && (ownMode === 'absolute' || ownMode === 'relative')) return result({ ...numericBase, tolerance: ownTolerance, toleranceMode: ownMode }, [], warnings);
        const equal = processing ? descendants(processing, 'qti-equal')[0] : undefined;
        const mode = equal ? attr(equal, 'tolerance-mode') : null;
        const tolerance = Number((equal && attr(equal, 'tolerance')?.trim().split(/\s+/)[0]) ?? 0) || 0;
        if (mode === 'relative') return result({ ...numericBase, tolerance: tolerance / 100, toleranceMode: 'relative' }, [], warnings);
        if (mode === 'absolute') return result({ ...numericBase, tolerance, toleranceMode: 'absolute' }, [], warnings);
        const lte = processing ? descendants(processing, 'qti-lte')[0] : undefined;
        const upper = lte ? Number(descendants(lte, 'qti-base-value')[0]?.textContent) : Number.NaN;
        const bound = Number.isFinite(upper) && upper >= answer ? upper - answer : 0;
        return result({ ...numericBase, tolerance: bound, toleranceMode: 'absolute' }, [], warnings);
      }
      const accepted = [...new Set([...(declaration?.mapping.filter((m) => m.value > 0).map((m) => m.key) ?? []), ...(declaration?.correct ?? [])])];
      if (accepted.length === 0) return result(null, [QTI_TEXT.noKey], warnings);
      const caseSensitive = lyceum('case-sensitive') ? lyceum('case-sensitive') === 'true' : (declaration?.mapping.some((m) => m.caseSensitive) ?? false);
      const whitespace = lyceum('whitespace');
      return result({ kind: 'text_entry', ...base, accepted, caseSensitive, ...(whitespace === 'trim' || whitespace === 'exact' || whitespace === 'collapse' ? { whitespace } : {}) }, [], warnings);
    }
    case 'qti-order-interaction': {
      const choices = choicesOf(interaction, 'qti-simple-choice');
      const key = declaration?.correct ?? [];
      if (key.length === 0) return result(null, [QTI_TEXT.noKey], warnings);
      const ordered = key.map((k) => choices.find((c) => c.id === k)).filter((c): c is QuizChoice => c !== undefined);
      return result({ kind: 'ordering', ...base, choices: [...ordered, ...choices.filter((c) => !key.includes(c.id))], scoring: partial }, [], warnings);
    }
    case 'qti-match-interaction': {
      const sets = descendants(interaction, 'qti-simple-match-set');
      const [sources = [], targets = []] = sets.map((set) => choicesOf(set, 'qti-simple-associable-choice'));
      const pairs = (declaration?.correct ?? []).map((pair) => pair.split(/\s+/)).map(([source = '', target = '']) => ({ source, target }));
      if (pairs.length === 0) return result(null, [QTI_TEXT.noKey], warnings);
      return result({ kind: 'matching', ...base, sources, targets, pairs, scoring: partial, shuffle: attr(interaction, 'shuffle') === 'true' }, [], warnings);
    }
    default:
      return result(null, [QTI_TEXT.unsupported(qtiName(interaction))], warnings);
  }
}

function allInteractions(body: Element): Element[] {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (const child of childrenOf(element)) {
      if (isInteraction(qtiName(child))) found.push(child);
      else walk(child);
    }
  };
  walk(body);
  return found;
}

/** The writer wraps a text prompt in one <div>: read back, the div is not part of it. */
function unwrapDiv(html: string): string {
  const match = /^<div(?: data-lyceum-[a-z-]+="[^"]*")*>([\s\S]*)<\/div>$/.exec(html.trim());
  return match && !/<div[\s>]/.test(match[1] ?? '') ? (match[1] ?? '').replace(/<p><\/p>$/, '') : html;
}
