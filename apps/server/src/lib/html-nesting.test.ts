import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlNestingDepth } from './html-nesting';
import { QUILL_SAMPLES, XSS_PAYLOADS } from './rich-text-corpus';

const { DOMParser } = new JSDOM('').window;

/**
 * How deep the elements really nest where the sanitiser works: DOMPurify parses with jsdom's
 * DOMParser, a whole document. Counted as htmlNestingDepth counts (<html>'s children at 0), with
 * jsdom's own tree: a template's children live in its content (an SVG <template> has none of its own).
 */
function jsdomDepth(html: string): number {
  const root = new DOMParser().parseFromString(html, 'text/html').documentElement;
  let deepest = 0;
  const pending: [Element, number][] = [[root, -1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    const children = (element as Partial<HTMLTemplateElement>).content?.children ?? element.children;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return deepest;
}

function expectSameAsJsdom(html: string): void {
  expect(htmlNestingDepth(html), html).toBe(jsdomDepth(html));
}

const repeat = (unit: string, times: number) => unit.repeat(times);
const distinct = (times: number, unit: (i: number) => string) => Array.from({ length: times }, (_, i) => unit(i)).join('');

describe('htmlNestingDepth on what the editor writes', () => {
  it('measures Quill 2 output a few levels deep (an image or line break inside a paragraph is a level)', () => {
    expect(QUILL_SAMPLES.map((sample) => htmlNestingDepth(sample))).toEqual([1, 2, 2, 3, 1, 2, 2]);
  });

  it('does not add up siblings, however many (flat content is not deep)', () => {
    expect(htmlNestingDepth(repeat('<p><strong>a</strong> <em>b</em></p>', 20_000))).toBe(2);
    expect(htmlNestingDepth(`<ol>${repeat('<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>x</li>', 5_000)}</ol>`)).toBe(3);
    expect(htmlNestingDepth(repeat('<p><img src="https://a.test/x.png"><br></p>', 5_000))).toBe(2);
  });

  it('follows the end tags HTML lets authors leave out, where the parser certainly closes', () => {
    expect(htmlNestingDepth(repeat('<p>paragraph', 5_000))).toBe(1);
    expect(htmlNestingDepth(`<ul>${repeat('<li>item', 5_000)}</ul>`)).toBe(2);
    expect(htmlNestingDepth(`<dl>${repeat('<dt>term<dd>definition', 5_000)}</dl>`)).toBe(2);
  });

  it('skips comments, doctypes and quoted attribute values that hold markup', () => {
    expect(htmlNestingDepth(`<!DOCTYPE html><!-- <div><div> -->${repeat('<p title="<div>">x</p>', 100)}`)).toBe(1);
    expect(htmlNestingDepth(repeat('<p><!--></p>', 100))).toBe(1); // `<!-->` is a whole comment
    expect(htmlNestingDepth(`<iframe class="ql-video" src="https://v.test/1"></iframe>`.repeat(100))).toBe(1);
  });
});

describe('htmlNestingDepth on hostile shapes (the review found the first two: 500 after seconds)', () => {
  it('measures the shapes the review found, deeper than jsdom can build without overflowing its stack', () => {
    expect(htmlNestingDepth(repeat('<div>', 5_000) + 'x')).toBe(5_000);
    expect(htmlNestingDepth(repeat('<ul><li>', 3_000) + 'x')).toBe(6_000);
    expect(htmlNestingDepth(repeat('<div>', 1_500) + repeat('</div>', 1_500))).toBe(1_500);
    expect(htmlNestingDepth(repeat('<blockquote>', 16_000))).toBe(16_000);
  });

  it.each([
    ['spans closed by stray end tags', repeat('<span><div></span>', 100)],
    ['blocks between end tags of other names', repeat('<div></x>', 100)],
    ['end tags for start tags the parser ignored', repeat('<td><span></td>', 100)],
    ['end tags behind a table', repeat('<div><table><td></div>', 30)],
    ['a body end tag between blocks', repeat('<body><div></body>', 100)],
    ['end tags in a select', repeat('<div><select></div>', 50)],
    ['a form end tag over open spans', repeat('<form><span></form>', 100)],
    ['end tags inside a textarea', repeat('<div><textarea></div></textarea>', 100)],
    ['end tags in an escaped script', repeat('<div><script><!--<script></script></div></script>', 100)],
    ['end tags in a comment', repeat('<div><!--</div>-->', 100)],
    ['end tags in a comment closed by --!>', repeat('<div><!--</div>--!>', 100)],
    ['end tags in a quoted attribute', repeat('<div title="</div>">', 100)],
    ['end tags in CDATA that a foreign parser reads on', `<svg>${repeat('<desc><div><![CDATA[ > </div></desc> ]]>', 100)}`],
    ['SVG end tags under a formatting element, which the parser ignores', repeat('<svg><desc><a></desc>', 30)],
    ['form end tags under a formatting element, which leave it open inside the form', repeat('<em></form><form><em>', 30)],
    ['cells in templates, which get a tbody and a tr added', repeat('<template><caption><td>x', 20)],
    ['a tag name that only toLowerCase reads as void', repeat('<lin\u212A>', 100)],
    ['formatting elements left open', distinct(100, (i) => `<b class="c${i}">`) + 'x'],
    ['formatting elements the adoption agency leaves open', distinct(100, (i) => `<b title="${i}">${repeat('<div>', 9)}</b>${repeat('</div>', 9)}`) + 'x'],
    ['unclosed tables', repeat('<table><td>', 30)],
  ])('measures %s as jsdom builds it', (_, html) => {
    expectSameAsJsdom(html);
  });

  it('measures what the estimator it replaced once under-counted as jsdom builds it', () => {
    for (const html of [
      repeat('<span><div></span>', 40),
      repeat('<td><span></td>', 40),
      repeat('<div><table><td></div>', 20),
      repeat('<body><div></body>', 40),
      repeat('<form><span></form>', 40),
      repeat('<div><textarea></div></textarea>', 40),
      repeat('<div><script><!--<script></script></div></script>', 40),
      `<svg>${repeat('<desc><div><![CDATA[ > </div></desc> ]]>', 40)}`,
      repeat('<lin\u212A>', 40),
      // Found by random mixtures against the old estimator (1 run in ~100,000): it counted 8 where jsdom builds 9.
      repeat('</desc><svg><desc><a>', 3),
      repeat('<svg><desc><a></desc>', 30),
      repeat('<math><mi><b></mi>', 30),
      repeat('<em></form><form>', 3), // found the same way: 5 against 6
      repeat('<em></form><form><em>', 30),
      repeat('<form><em></form><div>', 2),
      repeat('<colgroup><td><template>', 5), // 16 against 17
      repeat('x<template><caption><td>', 2), // 7 against 8
      repeat('<template><caption></caption><col><template>', 10),
      repeat('<template><caption><tr><template>', 10),
      distinct(40, (i) => `<b title="${i}">${repeat('<div>', 9)}</b>${repeat('</div>', 9)}`) + 'x',
      repeat('<table><td>', 20),
      repeat('<a><p>', 40),
    ]) expectSameAsJsdom(html);
  });

  it('measures a megabyte of nested tags without recursion, in well under the sanitiser budget', () => {
    const started = performance.now();
    expect(htmlNestingDepth(repeat('<div>', 200_000))).toBe(200_000);
    // ~0.4 s alone on this 2-core machine; the budget a document gets is 10 s.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

/** Pieces of markup the parser treats in every way it can: misnesting, implied tags, raw text, foreign content. */
const TAGS = [
  'div', 'p', 'li', 'ul', 'ol', 'span', 'b', 'i', 'a', 'em', 'nobr', 'table', 'td', 'tr', 'tbody', 'caption', 'col', 'colgroup',
  'select', 'option', 'form', 'button', 'h1', 'h2', 'dd', 'dt', 'svg', 'math', 'mi', 'foreignObject', 'desc', 'template',
  'textarea', 'script', 'style', 'title', 'noscript', 'iframe', 'xmp', 'body', 'html', 'head', 'frameset', 'img', 'br',
  'x-custom', 'marquee', 'object', 'applet', 'pre', 'blockquote', 'font', 'image', 'input',
];
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...TAGS), fc.constantFrom('', ' class="q"', ' title=">"', "/", ' a=b')).map(([tag, attr]) => `<${tag}${attr}>`) },
  { weight: 4, arbitrary: fc.constantFrom(...TAGS).map((tag) => `</${tag}>`) },
  { weight: 2, arbitrary: fc.constantFrom('x', ' ', '<', '>', '"', '<!--', '-->', '--!>', '<!-->', '<![CDATA[', ']]>', '<!x>', '<?x>', '</>', '</1>', '<DIV>', '</DIV>') },
);

describe('htmlNestingDepth against the parser itself', () => {
  it('equals the depth jsdom builds, on random mixtures of tags', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.integer({ min: 1, max: 12 }), (pieces, times) => {
        expectSameAsJsdom(pieces.join('').repeat(times));
      }),
      { numRuns: 1_500 },
    );
  });

  it('equals the depth jsdom builds, on the XSS corpus', () => {
    for (const payload of XSS_PAYLOADS) expectSameAsJsdom(payload.repeat(5));
  });
});
