import type { Page } from 'playwright-core';

/**
 * Text that spills out of its box: an element whose own text is wider than it while its overflow is
 * visible (a button or badge the longer text no longer fits). Clipped text with no way to read it
 * is support/cut-text.ts's.
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        if (![...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
        if (el.closest('[inert], [aria-hidden="true"], .sr-only, .ql-editor, .rich-text')) return false;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.overflowX !== 'visible') return false;
        return el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" (${el.scrollWidth} px of text in ${el.clientWidth} px)`),
  );
}
