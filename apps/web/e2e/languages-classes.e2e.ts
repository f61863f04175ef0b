import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestUser } from './support/api';
import { isolated } from './support/catalogue-text';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createAssignment, createMaterial, createTopic, fromNow } from './support/seed-content';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const htmlAttribute = (page: Page, name: string) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

/** The user's own language, chosen as in Settings (PUT /api/auth/me/preferences). */
async function chooseLanguage(user: TestUser, locale: 'ja' | 'ar'): Promise<void> {
  await apiCall('PUT', '/api/auth/me/preferences', { token: await tokenOf(user), body: { locale } });
}

let fixture: ClassFixture;
let topicId: string;
let materialId: string;

beforeAll(async () => {
  fixture = await createClassWithMembers('i18n');
  const token = await tokenOf(fixture.teacher);
  const topic = await createTopic(token, fixture.classId, 'Mechanics');
  topicId = topic._id;
  materialId = (await createMaterial(token, topic._id, 'Newton’s laws'))._id;
  await createAssignment(token, topic._id, { title: 'Lab report', dueDate: fromNow(10) });
});

/** Issue 38: the dashboard, the classes and their classwork speak the user's language; Arabic is mirrored. */
describe('languages: classes and classwork', () => {
  it('shows a Japanese student the dashboard, class list, class page and a material in Japanese', async () => {
    const { page } = ctx;
    await chooseLanguage(fixture.student, 'ja');
    await signInWithSession(page, fixture.student.email, fixture.student.password);
    await expectVisible(page.getByRole('heading', { name: 'ダッシュボード', level: 1 }));
    expect(await htmlAttribute(page, 'lang')).toBe('ja');
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    await expectVisible(page.getByRole('heading', { name: 'マイクラス', level: 2 }));
    await expectVisible(page.getByRole('heading', { name: '課題ハブ', level: 2 }));
    // The name stays as written, inside the translated sentence.
    await expectVisible(page.getByText(`おかえりなさい、${fixture.student.name} さん。今日の予定はこちらです。`));

    await page.goto('/dashboard/classes');
    await expectVisible(page.getByRole('heading', { name: 'クラス', level: 1 }));
    const card = page.getByTestId('class-card').filter({ hasText: fixture.className });
    await expectVisible(card.getByText('生徒: 2'));
    await card.click();

    await expectVisible(page.getByRole('tab', { name: 'クラス情報' }));
    await expectVisible(page.getByRole('tab', { name: 'トピック (1)' }));
    await expectVisible(page.getByText('2 人の生徒が登録済み'));
    await page.getByRole('tab', { name: '授業' }).click();
    const items = page.getByTestId('classwork-item');
    await expectVisible(items.filter({ hasText: 'Lab report' }).getByText('課題', { exact: true }));
    await expectVisible(items.filter({ hasText: 'Newton’s laws' }).getByText('資料', { exact: true }));

    await page.goto(`/dashboard/classes/${fixture.classId}/topics/${topicId}/materials/${materialId}`);
    await expectVisible(page.getByRole('heading', { name: 'Newton’s laws', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'コメント', level: 2 }));
    await expectVisible(page.getByText('コメントはまだありません。最初のコメントを書きましょう。'));
    await expectVisible(page.getByRole('button', { name: 'コメントを投稿' }));
  });

  it('lays the class page and the material form out right to left for an Arabic teacher, in Arabic', async () => {
    const { page } = ctx;
    await chooseLanguage(fixture.teacher, 'ar');
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}?tab=classwork`);
    await expectVisible(page.getByRole('tab', { name: 'الواجبات الدراسية', selected: true }));
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    await expectVisible(page.getByRole('link', { name: isolated('إضافة مادة إلى Mechanics') }));
    // Mirrored: the topic's heading starts at the right, its buttons sit to its left.
    const heading = await page.getByRole('heading', { name: 'Mechanics', level: 3 }).boundingBox();
    const add = await page.getByRole('link', { name: isolated('إضافة مادة إلى Mechanics') }).boundingBox();
    expect(heading && add && add.x + add.width <= heading.x).toBe(true);

    await page.getByRole('link', { name: isolated('تعديل Newton’s laws') }).click();
    await expectVisible(page.getByRole('heading', { name: 'تعديل المادة', level: 1 }));
    await expectVisible(page.getByRole('button', { name: 'تحديث المادة' }));
    await expectVisible(page.getByLabel('العنوان'));
    await expectVisible(page.getByRole('toolbar', { name: 'التنسيق' }));
    await expectVisible(page.getByRole('button', { name: 'غامق' }));
  });
});
