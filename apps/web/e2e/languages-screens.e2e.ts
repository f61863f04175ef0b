// Issue 38, the screens converted with the shared components: a student who reads Japanese sees
// their grades in Japanese; an admin who reads Arabic sees the Users screen in Arabic, right to
// left, its dialogs closed by "إغلاق". Set SCREENSHOTS_DIR to keep a picture of each, at desktop
// and phone width, light and dark, for a person to look over.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, createUser, type TestUser } from './support/api';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const htmlAttribute = (page: Page, name: string) => page.evaluate((attribute: string) => document.documentElement.getAttribute(attribute), name);

async function choose(user: TestUser, locale: string, timeZone: string | null): Promise<void> {
  await apiCall('PUT', '/api/auth/me/preferences', { token: await tokenOf(user), body: { locale, timeZone } });
}

/** Four pictures of the page as it is: desktop and phone width, light and dark (only when SCREENSHOTS_DIR is set). */
async function pictures(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('screens in Japanese and Arabic', () => {
  it("shows a Japanese-reading student their grades in Japanese, and the 404 page", async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('languages-ja');
    await choose(fixture.student, 'ja', 'Asia/Tokyo');
    await signInWithSession(page, fixture.student.email, fixture.student.password, `/dashboard/classes/${fixture.classId}?tab=grades`);
    await expectVisible(page.getByRole('heading', { name: '自分の成績' }));
    expect(await htmlAttribute(page, 'lang')).toBe('ja');
    // No assignment yet: the empty state, in Japanese.
    await expectVisible(page.getByText('このクラスにはまだ課題がありません。'));
    await pictures(page, 'my-grades-ja');

    await page.goto('/dashboard/no-such-page');
    await expectVisible(page.getByRole('heading', { name: 'ページが見つかりません', level: 1 }));
    await expectVisible(page.getByRole('navigation', { name: 'クイックリンク' }).getByRole('link', { name: '資料' }));
    await expectVisible(page.getByRole('button', { name: '戻る' }));
    await pictures(page, 'not-found-ja');
  });

  it('shows an Arabic-reading admin the Users screen right to left, names isolated, its dialog closed in Arabic', async () => {
    const { page } = ctx;
    const admin = await createUser('admin', { name: 'Nour Admin' });
    const student = await createUser('student', { name: 'Ada Lovelace' });
    await choose(admin, 'ar', null);
    await signInWithSession(page, admin.email, admin.password, `/dashboard/users?q=${encodeURIComponent(student.email)}`);
    await expectVisible(page.getByRole('heading', { name: 'المستخدمون', level: 1 }));
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    await expectVisible(page.getByRole('link', { name: 'تسجيل مستخدم' }));
    await expectVisible(page.getByRole('columnheader', { name: 'الإجراءات' }));
    await pictures(page, 'users-ar');
    const row = page.getByTestId('user-row').filter({ hasText: 'Ada Lovelace' });
    await expectVisible(row.getByText('طالب'));

    // "Edit Ada Lovelace": the name, in Latin letters, isolated inside the Arabic (FSI ... PDI).
    await row.getByRole('button', { name: 'تعديل \u2068Ada Lovelace\u2069' }).click();
    const dialog = page.getByRole('dialog', { name: 'تعديل المستخدم' });
    await expectVisible(dialog.getByLabel('الاسم الكامل'));
    await pictures(page, 'edit-user-ar');
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
