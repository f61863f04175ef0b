import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPage, type PageOptions } from './browser';

/**
 * Per file: one browser; per test: a fresh page in its own context (no shared storage).
 * Read `ctx.page` inside tests: `const ctx = setupPage(); it('...', async () => ctx.page.goto('/'))`.
 */
export function setupPage(options: PageOptions = {}): { readonly page: Page; readonly browser: Browser } {
  const state = {} as { page: Page; browser: Browser };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.page = await newPage(state.browser, options);
  });
  afterEach(async () => {
    await state.page?.context().close();
  });
  return state;
}
