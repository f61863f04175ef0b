import type { Page } from 'playwright-core';

/**
 * WCAG 2.5.8 Target Size (Minimum), measured: every pointer target on the page (what the selector
 * below finds, visible and not behind an open modal layer) that fails both the size rule and the
 * spacing exception, as one readable line each; empty when the page passes.
 *
 * - Size: the target's box is at least 24 x 24 CSS px.
 * - Spacing: a 24 px circle centred on the undersized target's box intersects no other target's
 *   box, nor the circle of another undersized target (centres at least 24 px apart).
 * - Inline: a link laid out inline in a sentence (its block has text of its own besides the
 *   targets) is exempt, its size set by the line-height of that text.
 * The equivalent and essential exceptions need a person's judgement and are not claimed; no target
 * here relies on them. Unstyled user-agent controls would be exempt too; the app draws its own.
 *
 * One string, not a function: the test runner would wrap a function's inner helpers in code the
 * page does not have.
 */
const MEASURE = `((spacing) => {
  const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role^="menuitem"], [tabindex]';
  const MIN = 24;
  const RADIUS = MIN / 2;
  const label = (el) => {
    const name = el.getAttribute('aria-label') || el.getAttribute('title') || (el.textContent || '').trim().replace(/\\s+/g, ' ') || el.getAttribute('placeholder') || el.id;
    return el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + ' "' + (name || '').slice(0, 40) + '"';
  };
  const hiddenFromPointer = (el, box) => {
    if (box.width <= 1 || box.height <= 1) return true; // not drawn, or visually hidden (sr-only)
    if (el.closest('[inert], [aria-hidden="true"]')) return true; // behind an open modal layer, or decoration
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || style.pointerEvents === 'none' || Number(style.opacity) === 0) return true;
    if (style.clipPath !== 'none' || style.clip !== 'auto') return true;
    return false;
  };
  // A focusable region (tabindex on a scroll box or a focus target of skip links) is not a pointer target.
  // (a tab panel, a dialog, a region: roles that are no widget).
  const REGIONS = ['tabpanel', 'region', 'dialog', 'alertdialog', 'document', 'article', 'group', 'list', 'log', 'main', 'status', 'grid', 'table'];
  const onlyFocusable = (el) =>
    el.matches('[tabindex]') && !el.matches(SELECTOR.replace(', [tabindex]', '')) &&
    (el.getAttribute('tabindex') === '-1' || REGIONS.includes(el.getAttribute('role')) || el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
  const blockOf = (el) => {
    let node = el.parentElement;
    while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
    return node;
  };
  // Text of the block besides its targets: words around the link make it part of a sentence.
  const inTarget = (node, block) => {
    for (let el = node.parentElement; el && el !== block.parentElement; el = el.parentElement) if (targetSet.has(el)) return true;
    return false;
  };
  const ownText = (block) => {
    let text = '';
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!inTarget(node, block)) text += node.textContent;
    }
    return text.replace(/[\\s.,;:!?()\\[\\]"'\u2018\u2019\u201c\u201d\u2013\u2014-]/g, '');
  };
  const inSentence = (el) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = blockOf(el);
    return Boolean(block && ownText(block).length > 0);
  };
  // A stretched link (its ::after laid over the card it sits in) takes the pointer over that card.
  const boxOf = (el) => {
    const after = getComputedStyle(el, '::after');
    const stretched = after.content !== 'none' && after.position === 'absolute' && el.offsetParent;
    return (stretched ? el.offsetParent : el).getBoundingClientRect();
  };
  const targets = [...document.querySelectorAll(SELECTOR)]
    .map((el) => ({ el, box: boxOf(el) }))
    .filter(({ el, box }) => !hiddenFromPointer(el, box) && !onlyFocusable(el));
  const targetSet = new Set(targets.map(({ el }) => el));
  const centre = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (p, box) => Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
  const small = (box) => box.width < MIN - 0.01 || box.height < MIN - 0.01;
  const failures = [];
  for (const target of targets) {
    if (!small(target.box) || inSentence(target.el)) continue;
    const c = centre(target.box);
    const clash = targets.find((other) => {
      if (other === target) return false;
      // A control inside another (a label's input, a card's button) or around it is another target all the same.
      if (distanceToBox(c, other.box) < RADIUS - 0.01) return true;
      if (!small(other.box) || inSentence(other.el)) return false;
      const o = centre(other.box);
      return Math.hypot(c.x - o.x, c.y - o.y) < MIN - 0.01;
    });
    const size = Math.round(target.box.width * 10) / 10 + ' x ' + Math.round(target.box.height * 10) / 10;
    if (!spacing) failures.push(label(target.el) + ' ' + size);
    else if (clash) failures.push(label(target.el) + ' ' + size + ', too near ' + label(clash.el));
  }
  return failures;
})`;

/**
 * `spacing: false` holds every target but a link in a sentence to 24 x 24 itself, stricter than
 * 2.5.8: what passes by its spacing passes only while nothing is placed near it.
 */
export function undersizedTargets(page: Page, { spacing = true }: { spacing?: boolean } = {}): Promise<string[]> {
  return page.evaluate(`${MEASURE}(${JSON.stringify(spacing)})`) as Promise<string[]>;
}

/**
 * The targets that fail WCAG 2.5.8 (`wcag`), and, stricter, those under 24 x 24 themselves
 * (`itself`), links in a sentence excepted: no control passes only because nothing sits near it yet.
 */
export async function targetsUnderSize(page: Page): Promise<{ wcag: string[]; itself: string[] }> {
  return { wcag: await undersizedTargets(page), itself: await undersizedTargets(page, { spacing: false }) };
}
