/**
 * The one allowlist for rich text (material content, assignment description): what the
 * Quill 2 editor produces and nothing else. Plain data and pure functions, no DOM, so the
 * server (DOMPurify on jsdom, when saving) and the web client (DOMPurify in the browser,
 * before rendering) apply exactly the same rules.
 *
 * Anything not listed is dropped: scripts, event handlers, `style`, `id`/`name` (DOM
 * clobbering), forms and controls, svg/math, object/embed. Elements not listed keep their
 * text, except those in RICH_TEXT_DROP_WITH_CONTENT, whose content is code or UI chrome.
 */

/** Where rich text is rendered: embedded frames (videos) are allowed in materials only (spec section 5). */
export type RichTextContext = 'material' | 'assignment';

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'li'] as const;

export const RICH_TEXT_TAGS = [
  ...BLOCK_TAGS,
  'br', 'strong', 'em', 'u', 's', 'sub', 'sup', 'code', 'a', 'ol', 'ul', 'pre', 'div', 'span', 'img', 'iframe',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Tags allowed in a context (frames only where the spec allows them). */
export function richTextTags(context: RichTextContext): RichTextTag[] {
  return RICH_TEXT_TAGS.filter((tag) => tag !== 'iframe' || context === 'material');
}

/**
 * Removed together with everything inside: executable or styling content, foreign markup
 * (svg/math, where mutation-XSS lives), and editor/form chrome such as the syntax module's
 * language `<select>`, whose option labels would otherwise leak into the text.
 */
export const RICH_TEXT_DROP_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head',
  'svg', 'math', 'object', 'embed', 'applet', 'audio', 'video', 'canvas', 'frameset', 'frame',
  'select', 'option', 'optgroup', 'datalist', 'textarea', 'button', 'input', 'iframe',
] as const;

/** Attributes each tag may carry; `class` tokens are further limited by RICH_TEXT_CLASSES. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<RichTextTag, readonly string[]>> = {
  p: ['class'], h1: ['class'], h2: ['class'], h3: ['class'], blockquote: ['class'],
  li: ['class', 'data-list'],
  br: [], strong: [], em: [], u: [], s: [], sub: [], sup: [], code: [], ol: [], ul: [],
  a: ['href', 'target', 'rel'],
  pre: ['class', 'spellcheck', 'data-language'],
  div: ['class', 'spellcheck', 'data-language'],
  span: ['class', 'contenteditable'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'frameborder', 'allowfullscreen', 'width', 'height'],
};

/** Quill's block formats: indent 1-8, alignment, on every block. */
const BLOCK_CLASSES = [/^ql-indent-[1-8]$/, /^ql-align-(?:center|right|justify)$/];

/** Allowed `class` tokens per tag; other tokens are dropped. */
export const RICH_TEXT_CLASSES: Readonly<Partial<Record<RichTextTag, readonly RegExp[]>>> = {
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, BLOCK_CLASSES])),
  pre: [/^ql-syntax$/],
  div: [/^ql-code-block-container$/, /^ql-code-block$/],
  // Font sizes, the list-marker placeholder, and the syntax module's highlight tokens.
  span: [/^ql-size-(?:small|large|huge)$/, /^ql-ui$/, /^ql-token$/, /^hljs-[a-z][a-z0-9_-]{0,40}$/],
  iframe: [/^ql-video$/],
};

/** Attribute values with a fixed vocabulary (checked after the tag's attribute list). */
const VALUE_RULES: Readonly<Record<string, RegExp>> = {
  'data-list': /^(?:ordered|bullet|checked|unchecked)$/,
  'data-language': /^[a-z0-9+#-]{1,20}$/i,
  target: /^_blank$/,
  spellcheck: /^(?:true|false)$/,
  // A ql-ui span is marked non-editable; anything else would make the page editable.
  contenteditable: /^false$/,
  frameborder: /^[01]$/,
  allowfullscreen: /^(?:true|allowfullscreen|)$/,
  width: /^\d{1,5}(?:px|%)?$/,
  height: /^\d{1,5}(?:px|%)?$/,
  alt: /^[^<>]{0,500}$/,
};

const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow']);
/** What every link opening a new tab carries (Quill writes exactly this). */
export const BLANK_TARGET_REL = 'noopener noreferrer';

export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'] as const;
/** Quill's own replacement for a link it refuses. */
export const SANITIZED_LINK = 'about:blank';
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]*={0,2}$/i;

/**
 * A URL as the browser will read it: the WHATWG parser strips tabs, newlines and edge
 * control characters exactly as a browser does, so `java\tscript:` is seen as `javascript:`.
 * Relative URLs resolve against a placeholder https origin.
 */
function protocolOf(url: string): string | null {
  try {
    return new URL(url, 'https://relative.invalid/').protocol;
  } catch {
    return null;
  }
}

/** The URL without spaces and control characters, which browsers ignore around and inside a scheme. */
export const withoutControls = (url: string): string => [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');

const isAbsolute = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(withoutControls(url));

/** Link targets: http, https, mailto, tel, sms (relative links resolve to the page's own scheme). */
export function isSafeLinkUrl(url: string): boolean {
  const protocol = protocolOf(url);
  return protocol !== null && (LINK_PROTOCOLS as readonly string[]).includes(protocol);
}

/** Image sources: absolute http(s), or a base64 data URL of a raster image type. */
export function isSafeImageSrc(url: string): boolean {
  const trimmed = url.trim();
  if (IMAGE_DATA_URL.test(trimmed)) return true;
  const protocol = protocolOf(trimmed);
  return isAbsolute(trimmed) && protocol !== null && IMAGE_PROTOCOLS.has(protocol);
}

/** Frame sources: absolute https only. */
export function isSafeFrameSrc(url: string): boolean {
  const trimmed = url.trim();
  return isAbsolute(trimmed) && protocolOf(trimmed) === 'https:';
}

/** The allowed class tokens of a `class` value, or null when none is left. */
export function filterClasses(tag: string, value: string): string | null {
  const patterns = RICH_TEXT_CLASSES[tag as RichTextTag] ?? [];
  const kept = value.split(/\s+/).filter((token) => token !== '' && patterns.some((pattern) => pattern.test(token)));
  return kept.length === 0 ? null : kept.join(' ');
}

/** A `rel` value reduced to harmless tokens. */
function filterRel(value: string): string | null {
  const kept = value.toLowerCase().split(/\s+/).filter((token) => REL_TOKENS.has(token));
  return kept.length === 0 ? null : kept.join(' ');
}

/**
 * Decides one attribute: the value to keep (possibly rewritten), or null to drop it.
 * `tag` and `name` are lower-case; `value` is the decoded attribute value (entities resolved).
 */
export function sanitizeAttribute(tag: string, name: string, value: string): string | null {
  const allowed = RICH_TEXT_ATTRIBUTES[tag as RichTextTag] as readonly string[] | undefined;
  if (!allowed?.includes(name)) return null;
  if (name === 'class') return filterClasses(tag, value);
  if (name === 'rel') return filterRel(value);
  if (name === 'href') return isSafeLinkUrl(value) ? value : SANITIZED_LINK;
  if (name === 'src') {
    const safe = tag === 'iframe' ? isSafeFrameSrc(value) : isSafeImageSrc(value);
    return safe ? value : null;
  }
  const rule = VALUE_RULES[name];
  if (rule && !rule.test(value)) return null;
  return value;
}

/**
 * The `rel` a link ends with: one opening a new tab always carries noopener and noreferrer,
 * so the opened page cannot reach back (reverse tabnabbing). Quill's own links are unchanged.
 */
export function linkRel(target: string | null, rel: string | null): string | null {
  if (target !== '_blank') return rel;
  const tokens = rel ? rel.split(' ') : [];
  for (const needed of BLANK_TARGET_REL.split(' ')) if (!tokens.includes(needed)) tokens.push(needed);
  return tokens.join(' ');
}

/** Elements that are pointless, or unsafe to keep, once their `src` is gone. */
export const REQUIRES_SRC: readonly string[] = ['img', 'iframe'];

/**
 * The URL pattern for DOMPurify's own check, run after sanitizeAttribute as a second line:
 * the allowed schemes, Quill's about:blank, raster data URLs, and relative URLs.
 */
export const RICH_TEXT_URI_PATTERN =
  /^(?:(?:https?|mailto|tel|sms):|about:blank$|data:image\/(?:png|jpeg|gif|webp);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Every attribute name any tag may carry (DOMPurify's ALLOWED_ATTR; per-tag rules come from sanitizeAttribute). */
export const RICH_TEXT_ALL_ATTRIBUTES: readonly string[] = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/**
 * The DOMPurify options of this policy, as plain data (rich-text-purify.ts hands them to each
 * side's DOMPurify, with the hooks that apply sanitizeAttribute, linkRel and REQUIRES_SRC).
 * Anything not allowed here is removed.
 */
export function richTextPurifyOptions(context: RichTextContext) {
  return {
    ALLOWED_TAGS: richTextTags(context),
    ALLOWED_ATTR: [...RICH_TEXT_ALL_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_URI_PATTERN,
    FORBID_CONTENTS: [...RICH_TEXT_DROP_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Drops comments and element content that could turn into markup when parsed again (mutation XSS).
    SAFE_FOR_XML: true,
  };
}
