import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUser } from './support/api';
import { baseUrl } from './support/env';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { shotsDir } from './support/shots';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const htmlAttribute = (page: Page, name: string) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

/** A new admin whose language (Settings) is `locale`, signed in on `path`. */
async function adminReading(page: Page, locale: 'ar' | 'ja', path: string) {
  const user = await createUser('admin');
  const { token } = await apiLogin(user.email, user.password);
  await apiCall('PUT', '/api/auth/me/preferences', { token, body: { locale } });
  await signInWithSession(page, user.email, user.password, path);
}

/** With LYCEUM_E2E_SHOTS set, the page in light and dark at desktop and phone width, for review by eye. */
async function shoot(page: Page, name: string) {
  const dir = shotsDir();
  if (!dir) return;
  for (const [width, height] of [[1280, 800], [390, 760]] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      await page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
}

/** Issue 38: the admin's Sign-in screen, the invitation page and the server's errors in the reader's language. */
describe('languages: sign-in screens and server messages', () => {
  it("shows an Arabic admin the Sign-in screen in Arabic, right to left, its form's field errors too", async () => {
    const { page } = ctx;
    await adminReading(page, 'ar', '/dashboard/sign-in');
    await expectVisible(page.getByRole('heading', { name: 'موفّرو الهوية' }));
    await expectVisible(page.getByRole('heading', { name: 'سجل تسجيلات الدخول' }));
    await expectVisible(page.getByRole('columnheader', { name: 'الطريقة' }));
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');

    await page.getByRole('button', { name: 'إضافة موفّر OpenID Connect' }).click();
    await page.getByRole('button', { name: 'حفظ الموفّر' }).click();
    // Checked in the browser before anything is sent: the field's own message, in Arabic.
    await expectVisible(page.getByText('أدخل نص زر تسجيل الدخول.'));
    await shoot(page, 'sign-in-admin-ar');
  });

  it('shows a Japanese admin the Sign-in screen in Japanese', async () => {
    const { page } = ctx;
    await adminReading(page, 'ja', '/dashboard/sign-in');
    await expectVisible(page.getByRole('heading', { name: 'ID プロバイダ' }));
    await expectVisible(page.getByRole('button', { name: '設定を保存' }));
    expect(await htmlAttribute(page, 'lang')).toBe('ja');
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    await shoot(page, 'sign-in-admin-ja');
  });

  it("answers a wrong password in a Japanese browser's language, and shows the invitation page in it", async () => {
    // A browser set to Japanese: the signed-out pages start in it, and its requests ask for it.
    const context = await ctx.browser.newContext({ baseURL: baseUrl, locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('nobody@school.test');
    await page.getByLabel('パスワード', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expectVisible(page.getByText('メールアドレスまたはパスワードが正しくありません').first());

    await page.goto('/invite/not-a-real-link');
    await expectVisible(page.getByRole('heading', { name: 'パスワードの設定' }));
    await expectVisible(page.getByText('パスワードは 6 文字以上にしてください'));
    await expectVisible(page.getByRole('button', { name: 'パスワードを設定してログイン' }));
    await shoot(page, 'invite-ja');

    await page.evaluate(() => localStorage.setItem('lyceum-locale', 'ar'));
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'عيّن كلمة المرور' }));
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    await shoot(page, 'invite-ar');
    await context.close();
  });
});
