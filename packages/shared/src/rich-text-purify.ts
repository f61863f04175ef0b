import type { Config, DOMPurify } from 'dompurify';
import { REQUIRES_SRC, linkRel, richTextPurifyOptions, sanitizeAttribute, type RichTextContext } from './rich-text-policy';

/**
 * The rich-text policy as DOMPurify runs it, written once for both sides: the server (DOMPurify on
 * jsdom, when saving) and the web client (DOMPurify in the browser, before rendering) each make
 * their own DOMPurify instance and hand it here, so the hooks and options cannot drift apart.
 * Type-only import of DOMPurify: this package stays free of it at run time, each app brings its own.
 */

export interface RichTextHookOptions {
  /**
   * WCAG 1.1.1: an image without a description is marked decorative (`alt=""`), so a screen reader
   * skips it instead of announcing its data URL. The client does this when rendering; the server
   * stores images as the editor wrote them.
   */
  decorativeImages: boolean;
}

/** Adds the policy's hooks to a private DOMPurify instance (never the default one, whose other callers would get them). */
export function addRichTextHooks(purify: DOMPurify, options: RichTextHookOptions): void {
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
    if (options.decorativeImages && tag === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (tag === 'a') {
      const rel = linkRel(node.getAttribute('target'), node.getAttribute('rel'));
      if (rel !== null && rel !== node.getAttribute('rel')) node.setAttribute('rel', rel);
    }
  });
}

/** The DOMPurify options of the policy in a context, typed for DOMPurify. */
export function richTextPurifyConfig(context: RichTextContext): Config & { ALLOWED_TAGS: string[] } {
  return richTextPurifyOptions(context);
}
