import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA (contrast included). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The findings, one readable line per rule with the offending elements, so a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')} [${node.failureSummary?.split('\n')[1]?.trim() ?? ''}]`).join(' | ')}`,
  );
}
