import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import {
  REQUIRES_SRC,
  linkRel,
  richTextPurifyOptions,
  sanitizeAttribute,
  type RichTextContext,
} from '@lyceum/shared/rich-text-policy';
import { badRequest } from './http-errors';

/**
 * The server's rich-text sanitiser: DOMPurify (the library the web client also uses) on a
 * jsdom window, driven by the shared policy. Runs when content is saved, so what is stored
 * is already harmless; the client sanitises again before rendering.
 */
let purifier: DOMPurify | undefined;

/**
 * jsdom takes about a second to load, so it is loaded on the first save of rich text rather
 * than by every process (and every test file) that merely imports the app.
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  const instance = createDOMPurify(new JSDOM('').window);

  // Per-tag attribute rules, URL schemes and class tokens come from the shared policy.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = sanitizeAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });

  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (REQUIRES_SRC.includes(tag) && !node.hasAttribute('src')) {
      node.remove();
      return;
    }
    if (tag === 'a') {
      const rel = linkRel(node.getAttribute('target'), node.getAttribute('rel'));
      if (rel !== null && rel !== node.getAttribute('rel')) node.setAttribute('rel', rel);
    }
  });
  purifier = instance;
  return instance;
}

const CONFIG: Readonly<Record<RichTextContext, Config & { RETURN_DOM: true }>> = {
  material: { ...richTextPurifyOptions('material'), RETURN_DOM: true },
  assignment: { ...richTextPurifyOptions('assignment'), RETURN_DOM: true },
};

export interface SanitizedRichText {
  html: string;
  /** No visible text and no image or frame: an empty paragraph, or only stripped markup. */
  empty: boolean;
}

/** Sanitises rich HTML with the shared allowlist (frames only in materials). */
export function sanitizeRichText(html: string, context: RichTextContext): SanitizedRichText {
  // RETURN_DOM hands back the sanitised <body>: its innerHTML is exactly DOMPurify's string result.
  const body = purify().sanitize(html, CONFIG[context]) as Element;
  const empty = (body.textContent ?? '').trim() === '' && body.querySelector('img, iframe') === null;
  return { html: body.innerHTML, empty };
}

/**
 * The sanitised HTML to store for a required rich-text field; a 400 "<field> is required" when
 * nothing visible survives (an empty paragraph, or only markup that was stripped).
 */
export function requireRichText(html: string, context: RichTextContext, field: string): string {
  const clean = sanitizeRichText(html, context);
  if (clean.empty) throw badRequest(`${field} is required`);
  return clean.html;
}
