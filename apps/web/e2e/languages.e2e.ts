import { describe, expect, it } from 'vitest';
import { expectEventually, expectVisible, storageItem } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

const htmlAttribute = (name: string) => ctx.page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

/** Issue 38: a language chosen in Settings applies at once, without a reload, and follows the user. */
describe('languages', () => {
  it('switches the shell and Settings to Spanish, then Arabic right to left, without a reload', async () => {
    const { page } = ctx;
    await signInAs(page, 'student', '/dashboard/profile');
    await expectVisible(page.getByRole('heading', { name: 'Language and time zone' }));
    expect(await htmlAttribute('lang')).toBe('en');
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Configuración', level: 1 }));
    await expectVisible(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tareas' }));
    expect(await htmlAttribute('lang')).toBe('es');
    expect(await htmlAttribute('dir')).toBe('ltr');

    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expectVisible(page.getByRole('link', { name: 'الواجبات' }).first());
    await expectEventually(() => htmlAttribute('dir'), 'rtl');
    expect(await htmlAttribute('lang')).toBe('ar');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await storageItem(page, 'lyceum-locale')).toBe('ar');

    // Stored on the account: a reload (and another device) opens in Arabic.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'الإعدادات', level: 1 }));
    expect(await htmlAttribute('dir')).toBe('rtl');
  });
});
