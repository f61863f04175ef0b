// At a phone's 390 x 844: what the first screen of a phone must show, the phone menu, toasts placed
// off what is read next, and the grading panel at 1280 x 800. Every screen's pointer targets (WCAG
// 2.5.8, support/target-size.ts) and cut text are checked by the phone's axe walk
// (support/a11y-checks.ts, at 375 px), which loads each screen anyway. One browser, one seeded class.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { tokenOf, topicsOf } from './support/content';
import { openScreen, screenNamed, seedScreens, settled, type ScreenData } from './support/screens';
import { createAssignment, fromNow } from './support/seed-content';
import { cutText } from './support/cut-text';
import { targetsUnderSize, undersizedTargets } from './support/target-size';
import { overlaps, showToast, type Box } from './support/toasts';

const LONG_TITLE = 'Lab report 2: the period of a pendulum against the length of its string, measured and plotted';

let browser: Browser;
let data: ScreenData;
beforeAll(async () => {
  [browser, data] = await Promise.all([launchBrowser(), seedScreens('phone')]);
  // A title longer than a gradebook column: cut to two lines, it could be read only by hovering it.
  const [topic] = await topicsOf(data.fixture.classId);
  await createAssignment(await tokenOf(data.fixture.teacher), topic!._id, { title: LONG_TITLE, dueDate: fromNow(5) });
  // A name and an address with long words, which must not widen the Users table past a phone.
  await createUser('student', { name: 'Wolfeschlegelsteinhausen Bergerdorff', email: `wolfeschlegelsteinhausen.bergerdorff-${Date.now()}@e2e.test` });
});
afterAll(async () => {
  await browser?.close();
});

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

describe('at 390 x 844', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { width: 390, height: 844 });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const expectTargetsOfSize = async () => {
    expect(await targetsUnderSize(page)).toEqual({ wcag: [], itself: [] });
  };

  it('the navigation sheet with its user menu open has no undersized target', async () => {
    await openScreen(page, data, screenNamed(data, 'mobile-nav'));
    await page.getByRole('button', { name: /open user menu/ }).click();
    await page.getByRole('menu').waitFor();
    await settled(page);
    await expectTargetsOfSize();
  });

  it('the class page shows its tabs in the first screen, below the counts', async () => {
    await openScreen(page, data, screenNamed(data, 'class-info'));
    const tabs = await boxOf(page.getByRole('tablist'));
    // The tabs, and the start of what the open one shows.
    const firstSection = await boxOf(page.getByRole('tabpanel').getByText('Description', { exact: true }));
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(844);
    expect(firstSection.y + firstSection.height).toBeLessThanOrEqual(844);
  });

  it('the gradebook shows each column title whole', async () => {
    await openScreen(page, data, screenNamed(data, 'gradebook'));
    await page.getByRole('columnheader').filter({ hasText: LONG_TITLE }).waitFor();
    const clipped = await page
      .getByTestId('gradebook')
      .locator('thead th span')
      .evaluateAll((titles) => titles.filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight).map((el) => el.textContent));
    expect(clipped).toEqual([]);
  });

  it("Users shows each email whole and each row's actions by name", async () => {
    await openScreen(page, data, screenNamed(data, 'users'));
    const row = page.getByTestId('user-row').filter({ hasText: data.fixture.teacher.email });
    const email = row.getByText(data.fixture.teacher.email, { exact: true }).filter({ visible: true });
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    // Labels seen, not names shown only on hover.
    expect(await row.getByRole('list', { name: 'Actions' }).getByRole('button').allInnerTexts()).toEqual(['Edit', 'Deactivate', 'Delete']);
    // Every row's actions in view, the table not wider than the phone (a long name or email widened it).
    const outside = await page
      .getByTestId('user-row')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().right > 390).map((button) => button.getAttribute('aria-label')));
    expect(outside).toEqual([]);
    // Nor is the long name or address cut without a way to read it.
    expect(await cutText(page)).toEqual([]);
  });

  it('choosing a theme in the phone menu closes the menu', async () => {
    await openScreen(page, data, screenNamed(data, 'mobile-nav'));
    await page.getByRole('button', { name: 'Choose theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.evaluate(() => localStorage.removeItem('lyceum-theme'));
  });

  it('a toast covers neither the first gradebook row nor, the menu open, its theme and account rows', async () => {
    await openScreen(page, data, screenNamed(data, 'gradebook'));
    let toast = await showToast(page, 'success', 'Grade saved');
    expect(overlaps(await boxOf(toast), await boxOf(page.getByTestId('gradebook-row').first()))).toBe(false);

    await openScreen(page, data, screenNamed(data, 'mobile-nav'));
    toast = await showToast(page, 'success', 'Profile updated');
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    for (const control of [sheet.getByRole('button', { name: /open user menu/ }), sheet.getByTestId('theme-cycle')]) {
      expect(overlaps(await boxOf(toast), await boxOf(control))).toBe(false);
    }
  });
});

describe('at 1280 x 800', () => {
  it('the grading panel scrolls with the page, Post private comment in reach of it', async () => {
    const page = await newPage(browser, { width: 1280, height: 800 });
    try {
      await openScreen(page, data, screenNamed(data, 'student-work'));
      const post = page.getByTestId('grading-panel').getByRole('button', { name: 'Post private comment' });
      // No box between the button and the page scrolls by itself (one that did hid it below its fold).
      const innerScrollers = await post.evaluate((button) => {
        const found: string[] = [];
        for (let el = button.parentElement; el && el !== document.body; el = el.parentElement) {
          const { overflowY } = getComputedStyle(el);
          if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) found.push(el.dataset.testid ?? el.tagName);
        }
        return found;
      });
      expect(innerScrollers).toEqual([]);
      // Scrolled to the page's end, the button is on screen. Scrolled again while the panel is
      // still growing (its lists arrive after the first paint; under CI's load, after the first
      // scroll: the button ended at 1,085 px), as a person would scroll again.
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 5000);
          await settled(page);
          const box = await boxOf(post);
          return box.y + box.height;
        })
        .toBeLessThanOrEqual(800);
    } finally {
      await page.context().close();
    }
  });
});

describe('the 2.5.8 measure itself', () => {
  it('holds small targets to their spacing, and exempts links in a sentence', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    try {
      const small = 'all:unset;display:block;width:16px;height:16px';
      await page.setContent(`<body style="margin:0;font:16px/20px sans-serif">
        <button style="${small};position:absolute;top:0;left:0">alone</button>
        <div style="position:absolute;top:100px;left:0;display:flex;gap:4px"><button style="${small}">b</button><button style="${small}">c</button></div>
        <button style="${small};position:absolute;top:200px;left:0">d</button>
        <button style="all:unset;position:absolute;top:200px;left:18px;width:40px;height:40px">big</button>
        <p style="position:absolute;top:300px;left:0;width:300px">Read the <a href="#">notes</a> first, then <a href="#">the sheet</a>.</p>
      </body>`);
      expect(await undersizedTargets(page)).toEqual([
        'button "b" 16 x 16, too near button "c"',
        'button "c" 16 x 16, too near button "b"',
        'button "d" 16 x 16, too near button "big"',
      ]);
      expect(await undersizedTargets(page, { spacing: false })).toEqual(['button "alone" 16 x 16', 'button "b" 16 x 16', 'button "c" 16 x 16', 'button "d" 16 x 16']);
    } finally {
      await page.context().close();
    }
  });
});
