// Issue 38's check that nothing is left out of the catalogue: every screen (support/screens.ts) at
// desktop width, and the phone's own screen (the navigation sheet) at phone width, in the
// pseudo-locale (support/pseudo-locale.ts). Any visible text, or a control's name or hint, that is
// neither a message of the catalogue nor data fails, and so does any text that no longer fits its
// box once 40% longer. The other screens at phone width are the phone's axe walk's
// (support/a11y-checks.ts: cut and overflowing text at 375 px), and the texts they show are the
// desktop's: walking them again here cost 30 s of the end-to-end run.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { cutText } from './support/cut-text';
import { overflowingText } from './support/overflowing-text';
import { PSEUDO_CARRIER, recordDataWords, recordWords, routePseudoCatalogue, sayPseudo, textNotFromCatalogue } from './support/pseudo-locale';
import { openScreen, SCREEN_NAMES, screenNamed, seedScreens, type ScreenData } from './support/screens';

let browser: Browser;
let data: ScreenData;
beforeAll(async () => {
  [browser, data] = await Promise.all([launchBrowser(), seedScreens('pseudo')]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { width: 1280, height: 800, screens: SCREEN_NAMES.filter((name) => name !== 'mobile-nav') },
  { width: 390, height: 844, screens: ['mobile-nav'] as const },
])('in the pseudo-locale at $width px', ({ width, height, screens }) => {
  let page: Page;
  let dataWords: Set<string>;
  beforeAll(async () => {
    // A browser whose language is the carrier's: the app starts in it and the server agrees.
    page = await newPage(browser, { width, height, locale: PSEUDO_CARRIER });
    await routePseudoCatalogue(page);
    dataWords = recordDataWords(page);
    // The signed-in user's name and email come from the session the client stores, not a read.
    for (const { response, email } of Object.values(data.sessions)) recordWords(dataWords, response.name, email);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each([...screens])('%s: every text from the catalogue, none cut or overflowing', async (name) => {
    await openScreen(page, data, screenNamed(data, name), sayPseudo);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${PSEUDO_CARRIER}`));
    expect(await textNotFromCatalogue(page, dataWords)).toEqual([]);
    expect(await cutText(page)).toEqual([]);
    expect(await overflowingText(page)).toEqual([]);
  });
});
