import { describe, expect, it } from 'vitest';
import { editorPreview } from '@/features/content/lib/editor-preview';

describe('editorPreview', () => {
  it('reads each block of a saved document as one paragraph of text, marks dropped', () => {
    const html = '<h2>Fractions</h2><p>Read <strong>pages 4–6</strong> first.</p><ul><li>Halves</li><li>Thirds<ul><li>Sixths</li></ul></li></ul><p><br></p>';
    expect(editorPreview(html)).toEqual(['Fractions', 'Read pages 4–6 first.', 'Halves', 'Sixths']);
  });

  it('takes only text: no markup of the document is part of the preview', () => {
    const html = '<p>Hi<img src="x.png" onerror="alert(1)"> &lt;b&gt;there&lt;/b&gt;</p><script>alert(2)</script><style>p{}</style>';
    expect(editorPreview(html)).toEqual(['Hi <b>there</b>']);
  });

  it('has nothing to show for an empty document, and at most 12 paragraphs for a long one', () => {
    expect(editorPreview('')).toEqual([]);
    expect(editorPreview('<p><br></p>')).toEqual([]);
    expect(editorPreview('plain words')).toEqual(['plain words']);
    expect(editorPreview(Array.from({ length: 20 }, (_, i) => `<p>${i}</p>`).join(''))).toHaveLength(12);
  });
});
