// Issue 38, the screens converted with the shared components: a student who reads Japanese sees
// every screen they have in Japanese, due dates in Tokyo time, in a browser that is English and
// in UTC; an admin who reads Arabic sees the Users screen in Arabic, right to left, its dialogs
// closed by "إغلاق". Set SCREENSHOTS_DIR to keep a picture of each (the Japanese walk at phone
// width, the rest at desktop and phone width, light and dark) for a person to look over.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, createUser, type TestUser } from './support/api';
import { englishLeftIn, sayIn } from './support/catalogue-text';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { settled } from './support/screens';
import { createAssignment, createMaterial, createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';

// The browser's own language and zone are not the users': what they read follows their Settings.
const ctx = setupPage({ locale: 'en-US', timeZone: 'UTC' });

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
  it("walks a Japanese-reading student through every screen they have in Japanese, the due date in Tokyo time", async () => {
    const { page } = ctx;
    await page.setViewportSize({ width: 390, height: 844 });
    const ja = sayIn('ja');
    const fixture = await createClassWithMembers('languages-ja');
    await choose(fixture.student, 'ja', 'Asia/Tokyo');
    const cls = `/dashboard/classes/${fixture.classId}`;
    await signInWithSession(page, fixture.student.email, fixture.student.password, `${cls}?tab=grades`);
    await expectVisible(page.getByRole('heading', { name: '自分の成績' }));
    expect(await htmlAttribute(page, 'lang')).toBe('ja');
    // No assignment yet: the empty state, in Japanese.
    await expectVisible(page.getByText('このクラスにはまだ課題がありません。'));

    const teacher = await tokenOf(fixture.teacher);
    const topic = await createTopic(teacher, fixture.classId, 'Mechanics');
    const material = await createMaterial(teacher, topic._id, 'Forces and motion notes');
    // 15:30 UTC is half past midnight the next day in Tokyo: the date itself says which zone it is in.
    const dueDate = '2031-03-14T15:30:00.000Z';
    const assignment = await createAssignment(teacher, topic._id, { title: 'Lab report 1', dueDate });
    const base = `${cls}/topics/${topic._id}`;
    // What people wrote is theirs, not the catalogue's: left out before looking for English.
    const written = [fixture.className, fixture.teacher.name, fixture.student.name, fixture.otherStudent.name, fixture.student.email, 'Forces and motion', 'Mechanics', 'Lab report 1'];
    const testId = (id: string) => () => page.getByTestId(id).first().waitFor();

    const screens: { name: string; path: string; ready: () => Promise<unknown> }[] = [
      { name: 'dashboard', path: '/dashboard', ready: testId('dashboard-assignment') },
      // Over the dashboard just shown: the phone's navigation sheet.
      { name: 'menu', path: '/dashboard', ready: async () => {
        await page.getByRole('button', { name: ja('Open menu') }).click();
        await page.getByRole('dialog', { name: ja('Navigation') }).waitFor();
      } },
      { name: 'classes', path: '/dashboard/classes', ready: testId('class-card') },
      { name: 'class-info', path: cls, ready: testId('member') },
      { name: 'class-topics', path: `${cls}?tab=topics`, ready: testId('topic-item') },
      { name: 'class-classwork', path: `${cls}?tab=classwork`, ready: testId('classwork-item') },
      { name: 'my-grades', path: `${cls}?tab=grades`, ready: testId('my-grade') },
      { name: 'material', path: `${base}/materials/${material._id}`, ready: () => page.getByRole('heading', { name: 'Forces and motion notes', level: 1 }).waitFor() },
      { name: 'assignment', path: `${base}/assignments/${assignment._id}`, ready: testId('your-work') },
      { name: 'all-assignments', path: '/dashboard/assignments', ready: testId('assignment-item') },
      { name: 'all-materials', path: '/dashboard/materials', ready: testId('material-item') },
      { name: 'settings', path: '/dashboard/profile', ready: () => page.getByRole('heading', { name: ja('Settings'), level: 1 }).waitFor() },
      { name: 'not-found', path: '/dashboard/no-such-page', ready: () => page.getByRole('heading', { name: ja('Page not found'), level: 1 }).waitFor() },
    ];
    for (const screen of screens) {
      if (screen.name !== 'menu') await page.goto(screen.path);
      await screen.ready();
      await settled(page);
      expect(await htmlAttribute(page, 'lang'), screen.name).toBe('ja');
      const shown = written.reduce((text, data) => text.replaceAll(data, ' '), await page.locator('body').innerText());
      expect(englishLeftIn('ja', shown), screen.name).toEqual([]);
      if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${screen.name}-ja-390.png`, fullPage: screen.name !== 'menu' });

      if (screen.name === 'assignment') {
        // The app's due-date format (lib/dates.ts), in Japanese and in the zone of the student's Settings.
        const due = new Intl.DateTimeFormat('ja', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(dueDate));
        expect(due).toContain('2031年3月15日');
        await expectVisible(page.getByTestId('due-badge').filter({ hasText: due }));
      }
      if (screen.name === 'not-found') {
        await expectVisible(page.getByRole('navigation', { name: 'クイックリンク' }).getByRole('link', { name: '資料' }));
        await expectVisible(page.getByRole('button', { name: '戻る' }));
      }
    }
    // Thirteen screens: some 27 s on a quiet machine; the margin is for a CI machine's two busy cores.
  }, 90_000);

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
