import { describe, expect, it } from 'vitest';
import { editorValue, withoutCodeTokens } from '@/features/content/lib/editor-value';

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
