// Issue 38: every screen (support/screens.ts) in Arabic, right to left — `<html lang="ar"
// dir="rtl">` and zero axe-core WCAG 2.2 A/AA violations — at desktop width in the light theme and
// at phone width in the dark one. The English walks take the other pairs (a11y-desktop: 1280 px
// dark; a11y-phone: 375 px light), so every width meets every theme once, in one language or the
// other; what Arabic adds is the language, the direction and the longer or shorter text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { sayIn } from './support/catalogue-text';
import { openScreen, SCREEN_NAMES, screenNamed, seedScreens, storeTheme, type ScreenData } from './support/screens';
import { pictureIfAsked } from './support/shots';

const sayArabic = sayIn('ar');
let browser: Browser;
let data: ScreenData;
beforeAll(async () => {
  [browser, data] = await Promise.all([launchBrowser(), seedScreens('arabic')]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 390, height: 844 },
] as const)('in Arabic, $theme theme at $width px', ({ theme, width, height }) => {
  let page: Page;
  beforeAll(async () => {
    // An Arabic browser: the app starts in Arabic and the server answers in it.
    page = await newPage(browser, { width, height, colorScheme: theme, locale: 'ar' });
    await storeTheme(page, theme);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(SCREEN_NAMES.filter((name) => width < 768 || name !== 'mobile-nav'))('%s: right to left, no WCAG 2.2 A/AA violations', async (name) => {
    await openScreen(page, data, screenNamed(data, name), sayArabic);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await axeViolations(page)).toEqual([]);
    await pictureIfAsked(page, `${name}-ar-${width}-${theme}`);
  });
});
