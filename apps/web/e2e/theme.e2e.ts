import { describe, expect, it } from 'vitest';
import { expectEventually, expectVisible, storageItem } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

const isDark = () => ctx.page.evaluate(() => document.documentElement.classList.contains('dark'));
const cycle = () => ctx.page.getByTestId('theme-cycle');

describe('theme', () => {
  it('starts from the OS preference when nothing is stored', async () => {
    const { page } = ctx;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expectEventually(isDark, true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expectEventually(isDark, false);
  });

  it('cycles light -> dark -> system -> light, is stored, and survives a reload', async () => {
    const { page } = ctx;
    await signInAs(page, 'student');
    await expectVisible(cycle());
    expect(await cycle().getAttribute('data-theme')).toBe('light');

    await cycle().click();
    await expectEventually(() => cycle().getAttribute('data-theme'), 'dark');
    expect(await isDark()).toBe(true);
    expect(await storageItem(page, 'lyceum-theme')).toBe('dark');

    await page.reload();
    await expectEventually(() => cycle().getAttribute('data-theme'), 'dark');
    expect(await isDark()).toBe(true);

    await cycle().click();
    await expectEventually(() => cycle().getAttribute('data-theme'), 'system');
    expect(await storageItem(page, 'lyceum-theme')).toBe('system');
    // System follows the operating system, live.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectEventually(isDark, true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectEventually(isDark, false);

    await cycle().click();
    await expectEventually(() => cycle().getAttribute('data-theme'), 'light');
    expect(await storageItem(page, 'lyceum-theme')).toBe('light');
  });

  it('lists Light, Dark and System with a check mark on the current one', async () => {
    const { page } = ctx;
    await signInAs(page, 'teacher');
    await page.getByRole('button', { name: 'Choose theme' }).click();
    const option = (name: string) => page.getByRole('menuitemradio', { name });
    await expectVisible(option('Dark'));
    expect(await option('Light').getAttribute('aria-checked')).toBe('true');
    expect(await option('Dark').getAttribute('aria-checked')).toBe('false');
    await option('Dark').click();
    await expectEventually(isDark, true);
    await page.getByRole('button', { name: 'Choose theme' }).click();
    expect(await option('Dark').getAttribute('aria-checked')).toBe('true');
    expect(await option('System').getAttribute('aria-checked')).toBe('false');
  });
});
