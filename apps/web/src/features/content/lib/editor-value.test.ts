import { describe, expect, it } from 'vitest';
import { editorValue, withoutCodeTokens, withTypedText } from '@/features/content/lib/editor-value';

describe('editorValue', () => {
  it("is '' when the editor holds only an empty paragraph", () => {
    expect(editorValue('<p><br></p>')).toBe('');
  });

  it('is the HTML otherwise, even a paragraph of spaces (the server decides what counts as blank)', () => {
    expect(editorValue('<p>Hello</p>')).toBe('<p>Hello</p>');
    expect(editorValue('<p><br></p><p><br></p>')).toBe('<p><br></p><p><br></p>');
  });
});

describe('withoutCodeTokens', () => {
  it('unwraps highlight tokens and keeps the code text and everything else', () => {
    const stored =
      '<p>Intro</p><div class="ql-code-block-container"><div class="ql-code-block" data-language="javascript">' +
      '<span class="ql-token hljs-keyword">const</span> x = <span class="ql-token hljs-number">1</span>;</div></div>';
    expect(withoutCodeTokens(stored)).toBe(
      '<p>Intro</p><div class="ql-code-block-container"><div class="ql-code-block" data-language="javascript">const x = 1;</div></div>',
    );
    expect(withoutCodeTokens('<p><span class="ql-size-large">Big</span></p>')).toBe('<p><span class="ql-size-large">Big</span></p>');
  });
});

describe('withTypedText', () => {
  it('continues the last block with the first line and makes each further line a paragraph, as Quill does', () => {
    expect(withTypedText('', 'Measure g')).toBe('<p>Measure g</p>');
    expect(withTypedText('<p>Draft</p>', 'Ok!')).toBe('<p>DraftOk!</p>');
    expect(withTypedText('<p>Draft</p>', 'Ok\n\nNext')).toBe('<p>DraftOk</p><p><br></p><p>Next</p>');
    expect(withTypedText('<ul><li>One</li></ul>', ' more')).toBe('<ul><li>One more</li></ul>');
    expect(withTypedText('<p><br></p>', 'x')).toBe('<p>x</p>');
  });

  it('keeps typed markup as text, and is the empty value when nothing is left', () => {
    expect(withTypedText('', '<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(withTypedText('', '')).toBe('');
    expect(withTypedText('<p>Kept</p>', '')).toBe('<p>Kept</p>');
  });
});
