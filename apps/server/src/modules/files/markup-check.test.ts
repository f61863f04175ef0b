import { describe, expect, it } from 'vitest';
import { headHoldsMarkup, MarkupCheck } from './markup-check';

/** Pushes the chunks in order: true when every one passes. */
const passes = (...chunks: string[]): boolean => {
  const check = new MarkupCheck();
  return chunks.every((chunk) => check.push(chunk));
};

describe('MarkupCheck (text files)', () => {
  it('finds web page code cut in two by a chunk boundary', () => {
    expect(passes('notes <scr', 'ipt>alert(1)</script>')).toBe(false);
    expect(passes('<!DOC', 'TYPE html>')).toBe(false);
    expect(passes('[answers](java', 'script:alert(1))')).toBe(false);
    expect(passes('x'.repeat(100_000), '<sv', 'g/onload=alert(1)>')).toBe(false);
  });

  it('finds an event handler after long attributes spread over several chunks', () => {
    expect(passes('<img src="', 'a'.repeat(20_000), '"', ' title="', 'b'.repeat(20_000), '" onerror', '=alert(1)>')).toBe(false);
  });

  it('lets ordinary text through, however it is cut', () => {
    const text = '# JavaScript: an introduction\nIf a<b and b <= c then a<c; x<sup>2</sup><br>\n<img src="graph.png" alt="onions = 3">\nonly=3, one = 1\n';
    for (let at = 0; at <= text.length; at += 1) expect(passes(text.slice(0, at), text.slice(at)), `cut at ${at}`).toBe(true);
    expect(passes('a<b', ' then '.repeat(20_000), 'c>d')).toBe(true);
  });
});

describe('headHoldsMarkup (images, PDFs, audio, video)', () => {
  it('finds a page or a script in the first bytes, in any case', () => {
    expect(headHoldsMarkup(Buffer.from('GIF89a<SCRIPT>alert(1)</SCRIPT>'))).toBe(true);
    expect(headHoldsMarkup(Buffer.from('%PDF-1.4\n<!doctype html>'))).toBe(true);
  });

  it('leaves metadata alone: XMP and PDF dictionaries are not pages', () => {
    const xmp = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about=""/></rdf:RDF></x:xmpmeta>';
    expect(headHoldsMarkup(Buffer.from(`\u00ff\u00d8${xmp}`, 'latin1'))).toBe(false);
    expect(headHoldsMarkup(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj <48656c6c6f> <w:body>'))).toBe(false);
  });
});

describe('event handlers', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<img src="x"onerror=alert(1)>',
    "<b title='x' onmouseover = alert(1)>",
    '<a href=x" onclick=alert(1)>',
    '<div\nclass="a"\nonclick="go()">',
  ])('finds %s', (tag) => {
    expect(passes(tag)).toBe(false);
  });

  it.each(['<img alt="onions = 3">', "<img alt='a onerror=b'>", 'x<y, only=3', '<b>one = 1</b>'])('leaves %s', (text) => {
    expect(passes(text)).toBe(true);
  });

  it('reads a long tag without slowing down (no runaway backtracking)', () => {
    const started = performance.now();
    expect(passes(`<a ${'b=c/d/e '.repeat(5000)}`, `${'x/'.repeat(20_000)}`, '"'.repeat(1000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
