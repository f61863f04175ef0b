import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Where end-to-end files save pictures for review by eye: the folder LYCEUM_E2E_SHOTS names
 * (made if missing), or undefined, so a normal run writes none.
 */
export function shotsDir(): string | undefined {
  const dir = process.env.LYCEUM_E2E_SHOTS?.replace(/\/$/, '');
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Saves what the page shows as `<name>.png` in shotsDir(), when a run asks for pictures. */
export async function pictureIfAsked(page: Page, name: string): Promise<void> {
  const dir = shotsDir();
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}
