import type { Locator, Page } from 'playwright-core';
import { settled } from './screens';

/** The toast types of the spec (section 2, Notifications). */
export const TOAST_KINDS = ['success', 'info', 'warning', 'error', 'loading'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/**
 * Shows one toast of `kind` on its own (others dismissed), through the page's own sonner module:
 * the outlet the app mounted, with its theme and styles, not a copy. Only some types have a user
 * journey that raises them, and a11y checks must see every type. The toast stays for a minute,
 * so a check is not racing its 4 s timer. Waits until it has finished sliding in.
 */
export async function showToast(page: Page, kind: ToastKind, message: string): Promise<Locator> {
  // The outlet's chunk arrives once the page has settled (lib/toast.ts); its URL is hashed.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/sonner-[\w-]+\.js$/.test(entry.name)));
  // A string, not a function: the test runner would rewrite a function's `import()`.
  await page.evaluate(`(async () => {
    const url = performance.getEntriesByType('resource').find((entry) => /\\/assets\\/sonner-[\\w-]+\\.js$/.test(entry.name)).name;
    const { toast } = await import(url);
    toast.dismiss();
    toast[${JSON.stringify(kind)}](${JSON.stringify(message)}, { duration: 60000 });
  })()`);
  const toast = page.locator(`[data-sonner-toast][data-type="${kind}"][data-mounted="true"]:not([data-removed="true"])`);
  await toast.waitFor();
  // Dismissed toasts leave after their exit transition; then only this one shows.
  await page.locator('[data-sonner-toast][data-removed="true"]').first().waitFor({ state: 'detached' });
  await settled(page);
  return toast;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
