import { describe, expect, it } from 'vitest';
import {
  filterClasses,
  isSafeFrameSrc,
  isSafeImageSrc,
  isSafeLinkUrl,
  linkRel,
  sanitizeAttribute,
} from '@lyceum/shared/rich-text-policy';
import { LIMITS } from '@lyceum/shared/limits';
import { RichTextRefused, sanitizeRichText } from './rich-text';
import { QUILL_LISTS, QUILL_SAMPLES, XSS_PAYLOADS, harmFound } from './rich-text-corpus';

describe('sanitizeRichText on the XSS corpus', () => {
  it('has at least 40 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('makes %s harmless, in both contexts', async (payload) => {
    for (const context of ['material', 'assignment'] as const) {
      const { html } = await sanitizeRichText(payload, context);
      expect(harmFound(html)).toEqual([]);
      // A second pass changes nothing: the output does not mutate into something new when re-parsed.
      expect((await sanitizeRichText(html, context)).html).toBe(html);
    }
  });
});

describe('sanitizeRichText on Quill 2 output', () => {
  it.each(QUILL_SAMPLES.map((sample) => [sample]))('keeps %s byte for byte in a material', async (sample) => {
    expect(await sanitizeRichText(sample, 'material')).toEqual({ html: sample, empty: false });
    expect(harmFound(sample)).toEqual([]);
  });

  it('drops the syntax module language picker with its labels, and keeps the code', async () => {
    const code = '<div class="ql-code-block" data-language="bash">ls -la</div>';
    const editor = `<div class="ql-code-block-container" spellcheck="false"><select class="ql-ui" contenteditable="false"><option value="plain">Plain</option><option value="bash">Bash</option></select>${code}</div>`;
    expect((await sanitizeRichText(editor, 'material')).html).toBe(`<div class="ql-code-block-container" spellcheck="false">${code}</div>`);
  });

  it('keeps video frames in materials only (the spec allows frames in material HTML)', async () => {
    const video = '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/1"></iframe>';
    expect((await sanitizeRichText(`<p>a</p>${video}`, 'material')).html).toBe(`<p>a</p>${video}`);
    expect((await sanitizeRichText(`<p>a</p>${video}`, 'assignment')).html).toBe('<p>a</p>');
  });

  it('replaces a refused link with about:blank, like Quill, and keeps the text', async () => {
    expect((await sanitizeRichText('<p><a href="javascript:alert(1)">go</a></p>', 'material')).html).toBe('<p><a href="about:blank">go</a></p>');
    expect((await sanitizeRichText('<p><a href="ftp://files.test/x">go</a></p>', 'material')).html).toBe('<p><a href="about:blank">go</a></p>');
  });

  it('adds noopener noreferrer to links opening a new tab', async () => {
    expect((await sanitizeRichText('<a href="https://a.test" target="_blank">x</a>', 'material')).html).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect((await sanitizeRichText('<a href="https://a.test" rel="nofollow opener" target="_blank">x</a>', 'material')).html).toBe(
      '<a href="https://a.test" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('removes images and frames whose source is refused, and classes outside the allowlist', async () => {
    expect((await sanitizeRichText('<p>a<img src="//cdn.test/a.png"><img src="ftp://x/a.png"></p>', 'material')).html).toBe('<p>a</p>');
    expect((await sanitizeRichText('<p class="ql-indent-9 ql-align-center evil">a</p><span class="x">b</span>', 'material')).html).toBe(
      '<p class="ql-align-center">a</p><span>b</span>',
    );
  });

  it('reports content that is empty once sanitised', async () => {
    expect(await sanitizeRichText('<script>alert(1)</script>', 'material')).toEqual({ html: '', empty: true });
    expect((await sanitizeRichText('<p><br></p>', 'material')).empty).toBe(true);
    expect((await sanitizeRichText('<p>&nbsp; </p>', 'material')).empty).toBe(true);
    expect((await sanitizeRichText('<p><img src="https://cdn.test/a.png"></p>', 'material')).empty).toBe(false);
    expect((await sanitizeRichText('<iframe class="ql-video" src="https://v.test/1"></iframe>', 'assignment')).empty).toBe(true);
  });
});

describe('sanitizeRichText on Quill 2 lists', () => {
  it.each(QUILL_LISTS.map(([quill, semantic]) => [quill, semantic]))('stores %s as %s', async (quill, semantic) => {
    for (const context of ['material', 'assignment'] as const) {
      expect(await sanitizeRichText(quill, context)).toEqual({ html: semantic, empty: false });
      // Stored content is sanitised again when it is edited: it stays as it is.
      expect((await sanitizeRichText(semantic, context)).html).toBe(semantic);
    }
  });
});

describe('sanitizeRichText on content nested too deeply', () => {
  it('refuses it before the sanitiser works on it', async () => {
    await expect(sanitizeRichText(`${'<div>'.repeat(5_000)}x`, 'material')).rejects.toEqual(new RichTextRefused('tooDeep'));
    await expect(sanitizeRichText('<ul><li>'.repeat(3_000), 'assignment')).rejects.toEqual(new RichTextRefused('tooDeep'));
  });

  it('keeps content exactly at the limit', async () => {
    const deepest = `${'<div>'.repeat(LIMITS.richTextDepth)}x${'</div>'.repeat(LIMITS.richTextDepth)}`;
    expect(await sanitizeRichText(deepest, 'material')).toEqual({ html: deepest, empty: false });
  });

  it('counts every element the parser nests, a line break or an image too', async () => {
    const depth = LIMITS.richTextDepth;
    await expect(sanitizeRichText(`${'<div>'.repeat(depth)}<br>`, 'material')).rejects.toEqual(new RichTextRefused('tooDeep'));
    await expect(sanitizeRichText(`${'<div>'.repeat(depth)}<img src="https://a.test/x.png">`, 'material')).rejects.toEqual(new RichTextRefused('tooDeep'));
    const deepest = `${'<div>'.repeat(depth - 1)}<img src="https://a.test/x.png">${'</div>'.repeat(depth - 1)}`;
    expect(await sanitizeRichText(deepest, 'material')).toEqual({ html: deepest, empty: false });
  });
});

describe('rich-text policy', () => {
  it('allows links to http, https, mailto, tel, sms and relative paths only', () => {
    for (const ok of ['https://a.test', 'http://a.test/x', 'mailto:a@b.co', 'tel:+1555', 'sms:+1555', '/dashboard', '#top']) {
      expect(isSafeLinkUrl(ok)).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\nscript:x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', 'ftp://x']) {
      expect(isSafeLinkUrl(bad)).toBe(false);
    }
  });

  it('allows images from absolute http(s) and raster base64 data URLs only', () => {
    for (const ok of ['https://a.test/x.png', 'http://a.test/x.gif', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg==']) {
      expect(isSafeImageSrc(ok)).toBe(true);
    }
    for (const bad of ['x', '/api/users', '//a.test/x.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png,<svg>', 'data:text/html;base64,PA==', 'javascript:x']) {
      expect(isSafeImageSrc(bad)).toBe(false);
    }
  });

  it('allows frames from absolute https only', () => {
    expect(isSafeFrameSrc('https://www.youtube.com/embed/x')).toBe(true);
    for (const bad of ['http://a.test', '/embed', '//a.test/embed', 'javascript:x', 'data:text/html,x']) expect(isSafeFrameSrc(bad)).toBe(false);
  });

  it('decides attributes per tag', () => {
    expect(sanitizeAttribute('li', 'data-list', 'bullet')).toBe('bullet');
    expect(sanitizeAttribute('li', 'data-list', 'evil')).toBeNull();
    expect(sanitizeAttribute('p', 'data-list', 'bullet')).toBeNull();
    expect(sanitizeAttribute('p', 'style', 'color:red')).toBeNull();
    expect(sanitizeAttribute('img', 'id', 'x')).toBeNull();
    expect(sanitizeAttribute('span', 'contenteditable', 'true')).toBeNull();
    expect(sanitizeAttribute('a', 'href', 'vbscript:x')).toBe('about:blank');
    expect(sanitizeAttribute('a', 'target', '_top')).toBeNull();
    expect(filterClasses('span', 'ql-size-huge ql-ui ql-token hljs-string nope')).toBe('ql-size-huge ql-ui ql-token hljs-string');
    expect(filterClasses('div', 'ql-indent-1')).toBeNull();
    expect(linkRel(null, 'nofollow')).toBe('nofollow');
    expect(linkRel('_blank', null)).toBe('noopener noreferrer');
  });
});
