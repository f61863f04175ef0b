import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA (contrast included). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The findings, one readable line per rule with the offending elements, so a failure says what to fix.
 * `targetSize` also runs WCAG 2.5.8's target-size rule (24 x 24 CSS px), which axe leaves off by default.
 */
export async function axeViolations(page: Page, { targetSize = false }: { targetSize?: boolean } = {}): Promise<string[]> {
  // A toast or dialog still fading in is read at its passing colours (a contrast of 2.7 for a
  // toast's description): wait until what is moving has arrived (endless animations, spinners, aside).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Legacy mode runs axe.run() in the page itself; the default mode opens a second, blank page for
  // every analysis to merge frames' results there (the app has no cross-origin frames to merge). With
  // only violations collected in full, an analysis took 0.8 s instead of 2.1 s (a11y-desktop, 54
  // screens). support/a11y-checks.ts plants violations to show that this mode still finds them.
  // options() replaces every option set before it: first, then the tags.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], ...(targetSize ? { rules: { 'target-size': { enabled: true } } } : {}) })
    .withTags(WCAG_TAGS);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')} [${node.failureSummary?.split('\n')[1]?.trim() ?? ''}]`).join(' | ')}`,
  );
}
