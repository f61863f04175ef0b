import { describe, expect, it } from 'vitest';
import { nestHeadings } from '@/lib/rich-text-outline';

describe('nestHeadings', () => {
  it('announces content headings below the section they sit in, keeping their tags', () => {
    expect(nestHeadings('<h1>A</h1><p>x</p><h2>B</h2><h3>C</h3>', 3)).toBe(
      '<h1 aria-level="3">A</h1><p>x</p><h2 aria-level="4">B</h2><h3 aria-level="5">C</h3>',
    );
  });

  it('never goes below level 6', () => {
    expect(nestHeadings('<h3>Deep</h3>', 5)).toBe('<h3 aria-level="6">Deep</h3>');
  });

  it('can drop heading semantics for previews', () => {
    expect(nestHeadings('<h2>Read</h2><p>Pages 1-40</p>', 'none')).toBe('<h2 role="none">Read</h2><p>Pages 1-40</p>');
  });

  it('leaves content without headings, or at the top level, untouched', () => {
    const html = '<p>Plain <strong>text</strong></p>';
    expect(nestHeadings(html, 3)).toBe(html);
    expect(nestHeadings('<h1>A</h1>', 1)).toBe('<h1>A</h1>');
  });
});
