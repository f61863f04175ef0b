import { JSDOM } from 'jsdom';
import {
  RICH_TEXT_TAGS,
  SANITIZED_LINK,
  isSafeFrameSrc,
  isSafeImageSrc,
  isSafeLinkUrl,
  withoutControls,
} from '@lyceum/shared/rich-text-policy';

/**
 * Test data for the rich-text sanitiser, used by the pure unit test and the API test:
 * attacks that must come back harmless, and real Quill 2 output that must come back unchanged.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script tags in their many spellings.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p>text</p><script type="module">import("https://evil.test/x.js")</script>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  // Event handlers.
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.test/a.png" onerror="alert(1)" onload="alert(2)">',
  '<p onclick="alert(1)">click me</p>',
  '<body onload=alert(1)><p>x</p></body>',
  '<div class="ql-code-block" onmouseover="alert(1)">x</div>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<input autofocus onfocus=alert(1)>',
  '<a href="https://ok.test" onclick="alert(1)">x</a>',
  '<span class="ql-ui" contenteditable="true" onfocus="alert(1)">x</span>',
  // javascript:, vbscript: and data:text/html in links.
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href=" \u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>" target="_blank">x</a>',
  // ... in images.
  '<img src="javascript:alert(1)">',
  '<img src="vbscript:msgbox(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://cdn.test/a.png" alt="<img src=x onerror=alert(1)>">',
  // ... and in frames.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe class="ql-video" src="http://insecure.test/embed"></iframe>',
  '<iframe class="ql-video" src="https://ok.test/embed" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="vbscript:msgbox(1)"></iframe>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  // Mutation XSS: markup that changes meaning when serialised and parsed again.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  // Styles.
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<img src="https://cdn.test/a.png" style="width:expression(alert(1))">',
  '<style>@import "https://evil.test/x.css";</style><p>x</p>',
  // DOM clobbering with id and name.
  '<img id="cookie" name="getElementById" src="https://cdn.test/a.png">',
  '<form id="test"><input name="attributes"></form>',
  '<a id="defaultView" name="body" href="https://ok.test">x</a>',
  '<p id="__proto__"><span name="location">x</span></p>',
  // Forms, plugins and document-level elements.
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror=alert(1)></video>',
  '<div class="ql-code-block-container"><select onchange=alert(1)><option>x</option></select></div>',
];

/**
 * Real Quill 2 editor HTML (root.innerHTML of the editor with the spec's toolbar), which must
 * survive sanitising byte for byte. Lists are the exception, rewritten semantic: QUILL_LISTS.
 */
export const QUILL_SAMPLES: readonly string[] = [
  '<h1>Title</h1><h2>Sub</h2><h3>Small heading</h3><p>Plain paragraph</p>',
  '<p><strong>Bold</strong> and <em>italic</em><u> u </u><s>strike</s><span class="ql-size-large"> big</span><span class="ql-size-small"> small</span><span class="ql-size-huge"> huge</span><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank"> link</a><sup> x2</sup><sub>low</sub><code> inline</code></p>',
  '<blockquote>quote</blockquote><p class="ql-align-center">centered</p><p class="ql-align-right ql-indent-2">right</p><p class="ql-indent-8">indented</p><p><br></p>',
  '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="javascript"><span class="ql-token hljs-keyword">const</span> a = <span class="ql-token hljs-number">1</span> &lt; <span class="ql-token hljs-number">2</span>;</div><div class="ql-code-block" data-language="plain">echo "hi" &amp;&amp; exit</div></div>',
  '<pre class="ql-syntax" spellcheck="false">SELECT * FROM t;</pre>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo="><img src="https://example.com/a.png"><img src="data:image/jpeg;base64,/9j/4AAQSkZJRg=="></p>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe><p><a href="mailto:a@b.co" rel="noopener noreferrer" target="_blank">mail</a> <a href="tel:+15551234" rel="noopener noreferrer" target="_blank">call</a> <a href="sms:+15551234" rel="noopener noreferrer" target="_blank">text</a></p>',
];

const UI = '<span class="ql-ui" contenteditable="false"></span>';
const item = (list: string, text: string, indent = 0) =>
  `<li data-list="${list}"${indent > 0 ? ` class="ql-indent-${indent}"` : ''}>${UI}${text}</li>`;

/**
 * Quill 2's lists (one flat <ol>, each item's kind in data-list, nesting as ql-indent-N) and what
 * is stored and returned for them: bullets in <ul>, numbers in <ol>, an indented item in a list
 * inside the item before it; check lists keep their kind and drawn box, in a <ul>.
 */
export const QUILL_LISTS: readonly (readonly [quill: string, semantic: string])[] = [
  [`<ol>${item('bullet', 'Goggles')}${item('bullet', 'Gloves')}</ol>`, '<ul><li>Goggles</li><li>Gloves</li></ul>'],
  [`<ol>${item('ordered', 'Read')}${item('ordered', 'Ask')}</ol>`, '<ol><li>Read</li><li>Ask</li></ol>'],
  [
    `<ol>${item('ordered', 'Heat')}${item('bullet', 'slowly', 1)}${item('bullet', 'stir', 1)}${item('ordered', 'Cool')}</ol>`,
    '<ol><li>Heat<ul><li>slowly</li><li>stir</li></ul></li><li>Cool</li></ol>',
  ],
  [
    `<ol>${item('bullet', 'one')}${item('ordered', 'two')}${item('bullet', 'three')}</ol>`,
    '<ul><li>one</li></ul><ol><li>two</li></ol><ul><li>three</li></ul>',
  ],
  [
    `<ol>${item('ordered', 'one')}${item('bullet', 'two', 1)}${item('checked', 'done')}${item('unchecked', 'open')}</ol>`,
    `<ol><li>one<ul><li>two</li></ul></li></ol><ul><li data-list="checked">${UI}done</li><li data-list="unchecked">${UI}open</li></ul>`,
  ],
  [`<p>before</p><ol>${item('bullet', '<strong>bold</strong> <a href="https://a.test">link</a>')}</ol><p>after</p>`, '<p>before</p><ul><li><strong>bold</strong> <a href="https://a.test">link</a></li></ul><p>after</p>'],
];

const SAFE_TAGS = new Set<string>(RICH_TEXT_TAGS);
const DANGEROUS_MARKUP = /<\/?(?:script|svg|math|style|object|embed|form|input|button|select|textarea|noscript|template|meta|link|base)\b/i;
const DANGEROUS_URL = /^(?:javascript:|vbscript:|data:text)/i;

/**
 * Everything that makes stored HTML unsafe, as readable findings (empty when harmless):
 * checked on the text and again on the DOM a browser would build from it.
 */
export function harmFound(html: string): string[] {
  const found: string[] = [];
  if (DANGEROUS_MARKUP.test(html)) found.push(`dangerous element in ${html}`);
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/\son\w+\s*=/i.test(tag)) found.push(`event handler in ${tag}`);
    if (/\s(?:style|id|name|srcdoc|formaction)\s*=/i.test(tag)) found.push(`forbidden attribute in ${tag}`);
  }
  if (/javascript:|vbscript:|data:text/i.test(html)) found.push(`dangerous URL text in ${html}`);

  const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.localName;
    if (!SAFE_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element ${tag}`);
    for (const { name, value } of element.attributes) {
      const bare = withoutControls(value);
      if (name.startsWith('on') || ['style', 'id', 'name', 'srcdoc'].includes(name)) found.push(`attribute ${name} on ${tag}`);
      if (DANGEROUS_URL.test(bare)) found.push(`URL ${value} in ${tag}.${name}`);
    }
    const href = element.getAttribute('href');
    if (href !== null && href !== SANITIZED_LINK && !isSafeLinkUrl(href)) found.push(`link ${href}`);
    const src = element.getAttribute('src');
    if (src !== null && !(tag === 'iframe' ? isSafeFrameSrc(src) : isSafeImageSrc(src))) found.push(`src ${src} on ${tag}`);
    if (element.getAttribute('target') === '_blank' && !/noopener/.test(element.getAttribute('rel') ?? '')) found.push('target _blank without noopener');
  }
  return found;
}
