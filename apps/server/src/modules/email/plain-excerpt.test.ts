import { describe, expect, it } from 'vitest';
import { excerptOf, plainTextOf } from './plain-excerpt';

describe('plainTextOf: the words of sanitised rich text', () => {
  it.each([
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['<p><strong>W</strong>ord<br>next</p>', 'Word next'],
    ['<p>a &lt; b &amp;&amp; c &gt; d &quot;q&quot; &#39;s&#x27; &nbsp;x</p>', `a < b && c > d "q" 's' x`],
    ['<p><a href="https://x.test/?a>b" title="1 > 0">link</a> after</p>', 'link after'],
    ['<ol><li data-list="bullet">first</li><li>second</li></ol>', 'first second'],
    ['<p>&unknown; &#0; &#xD800;</p>', '&unknown; &#0; &#xD800;'],
    ['<p>cut here</p><p><img src="data:image/png;base64,AAAA', 'cut here'],
    ['<p><img src="x.png"></p><iframe src="https://www.youtube.com/embed/x"></iframe><p>Video</p>', 'Video'],
  ])('%s', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });
});

describe('excerptOf: at most 200 characters, on a word boundary', () => {
  it('keeps a short text whole, and cuts a long one after its last whole word', () => {
    expect(excerptOf('short text')).toBe('short text');
    expect(excerptOf('alpha beta gamma', 11)).toBe('alpha beta…');
    expect(excerptOf('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(excerptOf('x'.repeat(300))).toBe(`${'x'.repeat(199)}…`);
    const long = 'word '.repeat(100).trim();
    expect(Array.from(excerptOf(long)).length).toBeLessThanOrEqual(200);
    expect(excerptOf(long).endsWith('word…')).toBe(true);
    // Characters, not UTF-16 units: an emoji is never split.
    expect(excerptOf('😀'.repeat(250))).toBe(`${'😀'.repeat(199)}…`);
  });
});
