import type { Page } from 'playwright-core';

/**
 * Text cut off with no way to read it: elements that clip their text (an ellipsis, a line clamp,
 * or overflow hidden on text) where the text is longer than the box, with no title on it or
 * around it. One line each; empty when every text can be read.
 */
export function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        if (!el.textContent?.trim() || el.closest('[inert], [aria-hidden="true"], .sr-only, [title]')) return false;
        const style = getComputedStyle(el);
        const clips = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        return clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" (${el.clientWidth} of ${el.scrollWidth} px wide)`),
  );
}
