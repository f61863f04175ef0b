import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/sanitize';

/** Parses the sanitised HTML so assertions look at elements and attributes, not string shapes. */
function clean(html: string, context: 'material' | 'assignment' = 'material'): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeRichText(html, context);
  return host;
}

const attributesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}]`));

describe('sanitizeRichText', () => {
  it.each([
    ['script tag', '<p>hi</p><script>window.__xss=1</script>'],
    ['img onerror', '<img src=x onerror="window.__xss=1">'],
    ['svg onload', '<svg onload="window.__xss=1"><circle/></svg>'],
    ['event handler on a paragraph', '<p onclick="window.__xss=1" onmouseover="alert(1)">x</p>'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
    ['form with a button', '<form action="https://evil.test"><button formaction="javascript:alert(1)">go</button></form>'],
    ['mutation XSS via noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['math/mglyph namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ])('removes executable content: %s', (_, payload) => {
    const root = clean(payload);
    expect(root.querySelector('script, style, svg, math, form, button, noscript')).toBeNull();
    expect(attributesOf(root).filter((name) => /\[on/.test(name))).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])(
    'turns a link to %s into about:blank',
    (href) => {
      const link = clean(`<a href="${href}">x</a>`).querySelector('a');
      expect(link?.getAttribute('href')).toBe('about:blank');
    },
  );

  it.each(['https://example.com/a', 'http://example.com', 'mailto:a@b.test', 'tel:+123', 'sms:+123'])('keeps a %s link', (href) => {
    expect(clean(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('adds noopener noreferrer to links that open a new tab', () => {
    const link = clean('<a href="https://example.com" target="_blank">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps http(s) and raster data images, drops others', () => {
    const root = clean(
      '<img src="https://example.com/a.png"><img src="data:image/png;base64,iVBORw0KGgo="><img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
  });

  it('allows https frames in materials only', () => {
    const frame = '<iframe class="ql-video" src="https://www.youtube.com/embed/x" frameborder="0" allowfullscreen="true"></iframe>';
    expect(clean(frame, 'material').querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/x');
    expect(clean(frame, 'assignment').querySelector('iframe')).toBeNull();
    expect(clean('<iframe src="javascript:alert(1)"></iframe>', 'material').querySelector('iframe')).toBeNull();
    expect(clean('<iframe srcdoc="<script>alert(1)</script>" src="https://a.test"></iframe>').querySelector('iframe')?.hasAttribute('srcdoc')).toBe(false);
  });

  it('drops id and name attributes (DOM clobbering)', () => {
    const root = clean('<p id="token">a</p><a name="location" href="https://a.test">b</a>');
    expect(root.querySelector('[id], [name]')).toBeNull();
  });

  it('leaves ordinary Quill output unchanged', () => {
    const quill =
      '<h1>Title</h1><ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li></ol>' +
      '<p class="ql-indent-2"><span class="ql-size-large">Big</span> <a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a></p>' +
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="javascript">' +
      '<span class="ql-token hljs-keyword">const</span> a = 1;</div></div>';
    expect(sanitizeRichText(quill, 'material')).toBe(quill);
  });
});
