// Zero axe-core WCAG 2.2 A/AA violations on every screen (support/screens.ts), and on a page while
// each type of toast shows over it, in one theme at one width; and, with the desktop width, with
// target-size (2.5.8) on too while a menu, a dialog, a sheet or a toast is open. One browser per
// file, one page, one seeded class for all of it. Two files call it (a11y-desktop.e2e.ts: 1280 px
// dark; a11y-phone.e2e.ts: 375 px light) so that the end-to-end run's two workers share the longest
// check; the Arabic walk (a11y-arabic.e2e.ts) takes the other two pairs, 1280 px light and 390 px
// dark, so every width meets every theme once, and each language both widths. Each screen opened is
// also held to the Content-Security-Policy (support/csp.ts): no violation while it loads and shows;
// with LYCEUM_E2E_SHOTS=<dir> each is saved as a picture too, for review by eye.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { recordCspViolations, type CspRecord } from './csp';
import { launchBrowser, newPage } from './browser';
import { openScreen, SCREEN_NAMES, screenNamed, seedScreens, settled, storeTheme, type ScreenData } from './screens';
import { cutText } from './cut-text';
import { overflowingText } from './overflowing-text';
import { targetsUnderSize } from './target-size';
import { pictureIfAsked } from './shots';
import { showToast, TOAST_KINDS } from './toasts';

export function checkScreensAt(width: 1280 | 375, theme: 'light' | 'dark'): void {
  let browser: Browser;
  let data: ScreenData;
  beforeAll(async () => {
    [browser, data] = await Promise.all([launchBrowser(), seedScreens(`axe${width}`)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`${theme} theme at ${width} px`, () => {
    let page: Page;
    let csp: CspRecord;
    beforeAll(async () => {
      page = await newPage(browser, { width, height: width > 600 ? 800 : 740, colorScheme: theme });
      csp = await recordCspViolations(page);
      await storeTheme(page, theme);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    // The navigation sheet exists only below the md breakpoint. On a phone, each screen loaded is
    // also held to its pointer targets, cut and overflowing text (phone-screens.e2e.ts has the rest
    // of the phone's checks; the pseudo-locale walk holds the desktop's text to fitting its boxes).
    const phone = width < 768;
    it.each(SCREEN_NAMES.filter((name) => phone || name !== 'mobile-nav'))(
      phone ? '%s has no WCAG 2.2 A/AA violations, no CSP violation, no undersized target and no text cut off or overflowing' : '%s has no WCAG 2.2 A/AA violations and no CSP violation',
      async (name) => {
        await openScreen(page, data, screenNamed(data, name));
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        expect(await axeViolations(page)).toEqual([]);
        expect(await csp.violations()).toEqual([]);
        await pictureIfAsked(page, `${name}-${width}-${theme}`);
        if (!phone) return;
        expect(await targetsUnderSize(page)).toEqual({ wcag: [], itself: [] });
        expect(await cutText(page)).toEqual([]);
        expect(await overflowingText(page)).toEqual([]);
      },
    );

    // Toasts come and go within 4 s, so a look at a screen alone never sees one. Each is shown over
    // the class page as the one before left it (showToast dismisses that toast first): loading the
    // page again for each was 4 loads more a walk.
    let classPageOpen = false;
    it.each(TOAST_KINDS)('a %s toast over the class page has no WCAG 2.2 A/AA violations', async (kind) => {
      if (!classPageOpen) await openScreen(page, data, screenNamed(data, 'class-info'));
      classPageOpen = true;
      const toast = await showToast(page, kind, `Class updated (${kind})`);
      // axe sees what is visible: the toast must be there, in the page's theme, while it looks.
      expect(await toast.isVisible()).toBe(true);
      expect(await toast.evaluate((el) => el.closest('[data-sonner-theme]')?.getAttribute('data-sonner-theme'))).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  // What is open for a moment: its controls must be big enough to hit (axe's target-size, off by
  // default), and the page behind a modal layer inert, not only aria-hidden with its links still
  // reachable by Tab (aria-hidden-focus).
  if (width === 1280) describe('transient UI, with target-size', () => {
    let page: Page;
    /**
     * Controls of what is open that are under 24 x 24 CSS px. axe's target-size lets a small target
     * pass when nothing is near it; a close button or a menu item is held to the size itself.
     */
    const smallTargets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="dialog"] button, [role="alertdialog"] button, [role="menu"] [role^="menuitem"], [data-sonner-toast] button')]
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(({ control, box }) => `${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${box.width} x ${box.height}`),
      );
    const expectNoViolations = async () => {
      expect(await axeViolations(page, { targetSize: true })).toEqual([]);
      expect(await smallTargets()).toEqual([]);
    };
    afterAll(async () => {
      await page?.context().close();
    });

    const at = async (pageWidth: number) => {
      await page?.context().close();
      page = await newPage(browser, { width: pageWidth, height: pageWidth > 600 ? 800 : 740, colorScheme: 'light' });
    };
    const openUserMenu = async () => {
      await page.getByRole('button', { name: /open user menu/ }).click();
      await page.getByRole('menu').waitFor();
      await settled(page);
    };

    it('finds violations planted in a screen, so a clean result means a clean screen', async () => {
      await at(1280);
      await openScreen(page, data, screenNamed(data, 'class-info'));
      await page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML('beforeend', '<img src="data:," id="planted-image"><button id="planted-button"></button><p id="planted-text" style="color:#eee;background:#fff">faint</p>');
      });
      const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
      expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
    });

    it('the user menu open at desktop width has no violations, and the page behind it is inert', async () => {
      await at(1280);
      await openScreen(page, data, screenNamed(data, 'class-info'));
      await openUserMenu();
      await expectNoViolations();
      // The sidebar's links cannot take focus while the menu is open (the accessibility tree no longer has them).
      expect(await page.locator('nav a').first().evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false);
    });

    it('a dialog open has no violations', async () => {
      await openScreen(page, data, screenNamed(data, 'topic-dialog'));
      await expectNoViolations();
    });

    it('a toast shown has no violations', async () => {
      await openScreen(page, data, screenNamed(data, 'class-info'));
      await showToast(page, 'success', 'Class updated');
      await expectNoViolations();
    });

    it('the navigation sheet open at phone width has no violations, nor its user menu', async () => {
      await at(375);
      await openScreen(page, data, screenNamed(data, 'mobile-nav'));
      await expectNoViolations();
      await openUserMenu();
      await expectNoViolations();
    });
  });
}
