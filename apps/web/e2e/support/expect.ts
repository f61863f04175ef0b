import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** playwright-core has no auto-retrying `expect`; these wait the way @playwright/test's do. */
/** Waits for the first *visible* match (responsive layouts keep hidden copies of some texts). */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits for a toast with exactly this text (sonner renders toasts as list items). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expectVisible(page.locator('[data-sonner-toast]').getByText(text, { exact: true }));
}

/** Retries `read` until it equals `expected` (for storage, attributes, counts). */
export async function expectEventually<T>(read: () => Promise<T> | T, expected: T, timeout = 5_000): Promise<void> {
  await expect.poll(read, { timeout }).toEqual(expected);
}

export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
