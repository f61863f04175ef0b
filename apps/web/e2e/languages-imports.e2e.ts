// Issue 38, the Import screen: an admin who reads Arabic previews and commits a users CSV right to
// left, in Arabic; one who reads Japanese is told, in Japanese, what stops a commit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createUser, uniqueEmail, type TestUser } from './support/api';
import { tokenOf } from './support/content';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const htmlAttribute = (page: Page, name: string) => page.evaluate((attribute: string) => document.documentElement.getAttribute(attribute), name);

async function chooseLanguage(user: TestUser, locale: 'ja' | 'ar'): Promise<void> {
  await apiCall('PUT', '/api/auth/me/preferences', { token: await tokenOf(user), body: { locale } });
}

const csvFile = (csv: string) => ({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

describe('languages: the Import screen', () => {
  it('shows an Arabic-reading admin the preview, the rows and the result in Arabic, right to left', async () => {
    const { page } = ctx;
    const admin = await createUser('admin', { name: 'Nour Admin' });
    await chooseLanguage(admin, 'ar');
    await signInWithSession(page, admin.email, admin.password, '/dashboard/import');
    await expectVisible(page.getByRole('heading', { name: 'استيراد قوائم الصفوف', level: 1 }));
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');

    // Two new students without a password: Arabic's dual ("two") form.
    const csv = `name,email,role,password\n"Nia Newcomer",${uniqueEmail('student')},student,\n"Omar Newcomer",${uniqueEmail('student')},student,\n`;
    await page.getByLabel('ملف CSV للمستخدمين أو حزمة OneRoster').setInputFiles(csvFile(csv));
    await page.getByRole('button', { name: 'معاينة الاستيراد' }).click();
    await expectVisible(page.getByRole('heading', { name: 'المعاينة', level: 2 }));
    await expectVisible(page.getByTestId('count-users').getByText('المستخدمون'));
    await expectVisible(page.getByText('مستخدمان جديدان بلا كلمة مرور ويحصلان على رابط دعوة.'));
    await expectVisible(page.getByText('لم تُعثر على مشكلات: الاستيراد جاهز للاعتماد.'));
    await expectVisible(page.getByRole('heading', { name: 'السجلات', level: 3 }));
    await expectVisible(page.getByRole('columnheader', { name: 'الإجراء' }));
    const nia = page.getByTestId('import-row').filter({ hasText: 'Nia Newcomer' });
    await expectVisible(nia.getByText('إنشاء', { exact: true }));
    await expectVisible(nia.getByText('يحصل على رابط دعوة'));

    await page.getByRole('button', { name: 'اعتماد الاستيراد' }).click();
    await expectVisible(page.getByRole('heading', { name: 'النتيجة', level: 2 }));
    await expectToast(page, 'اعتُمد الاستيراد.');
    await expectVisible(page.getByRole('button', { name: 'استيراد ملف آخر' }));
    await expectVisible(page.getByRole('heading', { name: 'عمليات الاستيراد الأخيرة', level: 2 }));
    await expectVisible(page.getByTestId('recent-import').first().getByText('معتمَد', { exact: true }));
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  });

  it('tells a Japanese-reading admin in Japanese that a problem in the file stops the commit', async () => {
    const { page } = ctx;
    const admin = await createUser('admin', { name: 'Sato Admin' });
    await chooseLanguage(admin, 'ja');
    await signInWithSession(page, admin.email, admin.password, '/dashboard/import');
    await expectVisible(page.getByRole('heading', { name: '名簿をインポート', level: 1 }));
    expect(await htmlAttribute(page, 'lang')).toBe('ja');
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');

    const csv = `name,email,role\n"Bad Row",not-an-email,student\n`;
    await page.getByLabel('ユーザーの CSV または OneRoster パッケージ').setInputFiles(csvFile(csv));
    await page.getByRole('button', { name: 'インポートをプレビュー' }).click();
    await expectVisible(page.getByText('確定する前に、ファイルの1件の問題を修正する必要があります。'));
    await expectVisible(page.getByRole('columnheader', { name: '行', exact: true }).first());
    await expectVisible(page.getByRole('tab', { name: '問題あり 1' }));
    expect(await page.getByRole('button', { name: 'インポートを確定' }).isDisabled()).toBe(true);
  });
});
