// Zero axe-core WCAG 2.2 A/AA violations on every screen (support/screens.ts), and on a page while
// each type of toast shows over it, in the light and dark themes, at desktop (1280 px) and phone
// (375 px) widths. One browser for the file, one page per theme and width, one seeded class for all of it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { openScreen, SCREEN_NAMES, screenNamed, seedScreens, storeTheme, type ScreenData } from './support/screens';
import { showToast, TOAST_KINDS } from './support/toasts';

let browser: Browser;
let data: ScreenData;
beforeAll(async () => {
  [browser, data] = await Promise.all([launchBrowser(), seedScreens('axe')]);
});
afterAll(async () => {
  await browser?.close();
});

const combos = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
  { theme: 'dark', width: 375 },
] as const;

describe.each(combos)('$theme theme at $width px', ({ theme, width }) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { width, height: width > 600 ? 800 : 740, colorScheme: theme });
    await storeTheme(page, theme);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // The navigation sheet exists only below the md breakpoint.
  it.each(SCREEN_NAMES.filter((name) => width < 768 || name !== 'mobile-nav'))('%s has no WCAG 2.2 A/AA violations', async (name) => {
    await openScreen(page, data, screenNamed(data, name));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    expect(await axeViolations(page)).toEqual([]);
  });

  // Toasts come and go within 4 s, so a look at a screen alone never sees one.
  it.each(TOAST_KINDS)('a %s toast over the class page has no WCAG 2.2 A/AA violations', async (kind) => {
    await openScreen(page, data, screenNamed(data, 'class-info'));
    const toast = await showToast(page, kind, `Class updated (${kind})`);
    // axe sees what is visible: the toast must be there, in the page's theme, while it looks.
    expect(await toast.isVisible()).toBe(true);
    expect(await toast.evaluate((el) => el.closest('[data-sonner-theme]')?.getAttribute('data-sonner-theme'))).toBe(theme);
    expect(await axeViolations(page)).toEqual([]);
  });
});
