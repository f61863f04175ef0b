// Keyboard only: every step below uses page.keyboard (Tab, Shift+Tab, Enter, Space, Escape and
// the arrows), never a click. Each element Tab lands on must show a visible focus indicator.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { newPage } from './support/browser';
import { createClassWithMembers, type ClassFixture } from './support/content';
import { admin } from './support/env';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();
let fixture: ClassFixture;
beforeAll(async () => {
  fixture = await createClassWithMembers('keys');
});

/** What a screen reader would call the focused element, plus whether its focus is visible. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', role: '', visible: false, inDialog: false, style: '' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // Tailwind's focus ring is a box-shadow with a spread (a plain drop shadow has none).
    const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0].textContent : null) ??
      el.textContent ??
      '';
    return {
      name: name.trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      visible: outline || ring,
      style: `${style.outlineStyle} ${style.outlineWidth} / ${style.boxShadow}`,
      inDialog: el.closest('[role="dialog"]') !== null,
    };
  });
}

/** The focused element, once its focus ring has faded in (fields animate it over 150 ms). */
async function focusShows(page: Page) {
  let now = await focused(page);
  for (let waited = 0; !now.visible && waited < 1_000; waited += 50) {
    await page.waitForTimeout(50);
    now = await focused(page);
  }
  expect(now.visible, `focus is not visible on "${now.name}" (${now.role}: ${now.style})`).toBe(true);
  return now;
}

/** Waits until the focused element's name is `name` (menus move focus as they open). */
async function expectFocusOn(page: Page, name: string) {
  await expectEventually(async () => (await focused(page)).name, name);
}

/**
 * Presses `key` (Tab by default) until the focused element's name matches, checking on the way
 * that every stop shows its focus. Fails after `max` presses, which also catches focus traps.
 */
async function focusBy(page: Page, name: string | RegExp, { key = 'Tab', max = 40 } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focusShows(page);
    if (matches(now.name)) return now;
  }
  throw new Error(`${key} never reached "${String(name)}"`);
}

describe('keyboard only', () => {
  it('signs in, opens a class, adds a topic, opens and closes its dialog, and signs out', async () => {
    const { page } = ctx;
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));

    await focusBy(page, 'Email address');
    await page.keyboard.type(fixture.teacher.email);
    await focusBy(page, 'Password');
    await page.keyboard.type(fixture.teacher.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expectToast(page, MSG.loginSuccess);
    // Toasts (success, and the forms' errors) are read out from a live region.
    const live = await page.locator('[data-sonner-toast]').first().evaluate((toast) => toast.closest('[aria-live]')?.getAttribute('aria-live'));
    expect(live).toBe('polite');
    await expectVisible(page.getByTestId('dashboard-class'));

    // Focus has moved to the new page's main region; the navigation is just before it.
    await expectEventually(() => page.evaluate(() => document.activeElement?.tagName), 'MAIN');
    await focusBy(page, 'Classes', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/classes');
    await expectVisible(page.getByTestId('class-card'));
    await expectEventually(() => page.evaluate(() => document.activeElement?.tagName), 'MAIN');
    await focusBy(page, new RegExp(`^${fixture.className}`));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dashboard/classes/${fixture.classId}`);
    await expectVisible(page.getByRole('tab', { name: 'Class Information' }));

    // Tabs: one Tab stop for the list, arrows between tabs (automatic activation).
    await focusBy(page, 'Class Information');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Topics (0)');
    await expectVisible(page.getByRole('tabpanel', { name: 'Topics (0)' }));

    await focusBy(page, 'Topic name');
    await page.keyboard.type('Kinematics');
    await page.keyboard.press('Enter');
    await expectToast(page, MSG.topicAdded);
    await expectVisible(page.getByRole('tab', { name: 'Topics (1)' }));

    // The dialog takes focus, keeps it while tabbing both ways, closes on Escape and hands
    // focus back to the button that opened it.
    await focusBy(page, 'View Kinematics');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kinematics' });
    await expectVisible(dialog);
    await expectEventually(async () => (await focused(page)).inDialog, true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const now = await focusShows(page);
      expect(now.inDialog, `${key} left the dialog for "${now.name}"`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, 'View Kinematics');

    // The user menu: Enter opens it on its first item, arrows move, Enter chooses.
    await focusBy(page, `${fixture.teacher.name}, Teacher — open user menu`, { key: 'Shift+Tab', max: 60 });
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('menu'));
    await expectFocusOn(page, 'Settings');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Log out');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));
  });

  it('works the theme menu with the arrow keys', async () => {
    const { page } = ctx;
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, '/dashboard/classes');
    await expectVisible(page.getByTestId('class-card'));
    await focusBy(page, 'Choose theme');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('menu'));
    await expectFocusOn(page, 'Light');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Dark');
    await page.keyboard.press('Enter');
    await expectEventually(() => page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await expectFocusOn(page, 'Choose theme');
  });

  it('opens the role selector and picks a role with the arrows', async () => {
    const { page } = ctx;
    await signInWithSession(page, admin.email, admin.password, '/dashboard/register');
    await expectVisible(page.getByRole('heading', { name: 'Register New User' }));
    await focusBy(page, 'Password');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-role');
    await page.keyboard.press('Space');
    await expectVisible(page.getByRole('listbox'));
    // Opens on the current choice (the default, Student); the arrows move through the rest.
    await expectFocusOn(page, 'Student');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Teacher');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('combobox', { name: 'Role' }).filter({ hasText: 'Teacher' }));
    // Focus goes back to the selector as the list unmounts (Radix's focus scope does it a task
    // later than the new value shows), as with the menus above.
    await expectEventually(() => page.evaluate(() => document.activeElement?.id), 'register-role');
  });
});

describe('keyboard only, phone width', () => {
  it('opens the navigation sheet, keeps focus in it, closes on Escape and restores focus', async () => {
    const page = await newPage(ctx.browser, { width: 375, height: 740 });
    await signInWithSession(page, fixture.student.email, fixture.student.password, '/dashboard');
    await expectVisible(page.getByRole('button', { name: 'Open menu' }));
    await focusBy(page, 'Open menu');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expectVisible(sheet);
    await expectEventually(async () => (await focused(page)).inDialog, true);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const now = await focusShows(page);
      expect(now.inDialog, `Tab left the sheet for "${now.name}"`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expectFocusOn(page, 'Open menu');
    await page.context().close();
  });
});
