// Toasts stay for 4 s after every save: they must not sit over what the user reaches for next.
// Real journeys (a sign-in, a class saved, a member added), at desktop and phone widths, with the
// toast on screen.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { apiCall, createUser, type TestUser } from './support/api';
import { waitForPath } from './support/browser';
import { createClassWithMembers, tokenOf, type ClassFixture } from './support/content';
import { expectToast, expectVisible } from './support/expect';
import { admin } from './support/env';
import { setupPage } from './support/fixture';
import { settled } from './support/screens';
import { signInThroughForm, signInWithSession } from './support/session';
import { overlaps, type Box } from './support/toasts';

let fixture: ClassFixture;
let newcomers: TestUser[];
beforeAll(async () => {
  fixture = await createClassWithMembers('toasts');
  newcomers = [await createUser('student', { name: 'Nia Newcomer' }), await createUser('student', { name: 'Noor Newcomer' })];
  await apiCall('PUT', `/api/classes/${fixture.classId}/meeting-link`, {
    token: await tokenOf(fixture.teacher),
    body: { meetingLink: 'https://meet.example.com/toasts' },
  });
});

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

/** Names each control a toast on screen covers (empty when none does). */
async function coveredBy(page: Page, controls: Record<string, Locator>): Promise<string[]> {
  await settled(page); // measured where the toasts come to rest, not mid-slide
  const toasts = await page.locator('[data-sonner-toast][data-visible="true"]').all();
  expect(toasts.length).toBeGreaterThan(0);
  const covered: string[] = [];
  for (const toast of toasts) {
    const toastBox = await boxOf(toast);
    for (const [name, control] of Object.entries(controls)) {
      if (overlaps(toastBox, await boxOf(control))) covered.push(`${name} under "${await toast.innerText()}"`);
    }
  }
  return covered;
}

describe.each([
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
])('on a $label ($width px)', ({ width, height }) => {
  const ctx = setupPage({ width, height });
  const phone = width < 768;

  it("a class saved: the toast covers neither Join Meeting nor Edit Class", async () => {
    const { page } = ctx;
    const classPath = `/dashboard/classes/${fixture.classId}`;
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${classPath}/edit`);
    await page.getByLabel('Description').fill(`Forces and motion, ${width} px`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, MSG.classUpdated);
    // The class page opens 1.5 s after the save, while the 4 s toast still shows.
    await waitForPath(page, classPath);
    const controls = {
      'Join Meeting': page.getByRole('link', { name: 'Join Meeting' }),
      'Edit Class': page.getByRole('link', { name: 'Edit Class' }),
      ...(phone ? { 'Open menu': page.getByRole('button', { name: 'Open menu' }) } : {}),
    };
    for (const control of Object.values(controls)) await expectVisible(control);
    await expectToast(page, MSG.classUpdated);
    expect(await coveredBy(page, controls)).toEqual([]);
  });

  it('a student added at the end of the edit page: the toast covers none of the controls to add another', async () => {
    const { page } = ctx;
    const newcomer = newcomers[phone ? 1 : 0]!;
    await signInWithSession(page, admin.email, admin.password, `/dashboard/classes/${fixture.classId}/edit`);
    await expectVisible(page.getByTestId('member').first());
    // Where the add controls are reached: the page scrolled to its end.
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toEnd();
    await page.getByRole('combobox', { name: 'Add a student' }).click();
    await page.getByRole('option', { name: `${newcomer.name} (${newcomer.email})` }).click();
    await page.getByRole('button', { name: 'Add Student' }).click();
    await expectToast(page, MSG.studentAdded);
    await toEnd();
    const controls = {
      'Add a teacher': page.getByRole('combobox', { name: 'Add a teacher' }),
      'Add Teacher': page.getByRole('button', { name: 'Add Teacher' }),
      'Add a student': page.getByRole('combobox', { name: 'Add a student' }),
      'Add Student': page.getByRole('button', { name: 'Add Student' }),
    };
    expect(await coveredBy(page, controls)).toEqual([]);
  });

  it('signed in: the toast does not cover the dashboard role badge', async () => {
    const { page } = ctx;
    await signInThroughForm(page, fixture.teacher.email, fixture.teacher.password);
    const controls = {
      'role badge': page.getByTestId('dashboard-role'),
      ...(phone ? { 'Open menu': page.getByRole('button', { name: 'Open menu' }) } : {}),
    };
    await expectVisible(controls['role badge']);
    await expectToast(page, MSG.loginSuccess);
    expect(await coveredBy(page, controls)).toEqual([]);
  });
});
