import createDOMPurify, { type Config } from 'dompurify';
import {
  REQUIRES_SRC,
  linkRel,
  richTextPurifyOptions,
  sanitizeAttribute,
  type RichTextContext,
} from '@lyceum/shared/rich-text-policy';

/**
 * The client's rich-text sanitiser: DOMPurify driven by the shared policy, the same rules the
 * server applies on save. Stored content is already clean; this second pass means a bad row, a
 * compromised proxy or a future server bug still cannot run script in the page.
 *
 * A private DOMPurify instance, so these hooks never leak into other callers of the default one.
 */
const purify = createDOMPurify(window);

// Per-tag attribute rules, URL schemes (unsafe links become about:blank) and class tokens.
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = sanitizeAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
  if (value === null) data.keepAttr = false;
  else data.attrValue = value;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  // An image or frame whose src was refused is removed rather than left as an empty box.
  if (REQUIRES_SRC.includes(tag) && !node.hasAttribute('src')) {
    node.remove();
    return;
  }
  // WCAG 1.1.1: an image stored without a description is marked decorative, so a screen reader
  // skips it instead of announcing its data URL.
  if (tag === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (tag === 'a') {
    const rel = linkRel(node.getAttribute('target'), node.getAttribute('rel'));
    if (rel !== null && rel !== node.getAttribute('rel')) node.setAttribute('rel', rel);
  }
});

const CONFIG: Readonly<Record<RichTextContext, Config & { RETURN_TRUSTED_TYPE: false }>> = {
  material: { ...richTextPurifyOptions('material'), RETURN_TRUSTED_TYPE: false },
  assignment: { ...richTextPurifyOptions('assignment'), RETURN_TRUSTED_TYPE: false },
};

/** Rich HTML made safe to render: frames are kept for materials only (spec section 5). */
export function sanitizeRichText(html: string, context: RichTextContext): string {
  return purify.sanitize(html, CONFIG[context]);
}
