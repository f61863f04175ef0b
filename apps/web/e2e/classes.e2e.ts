import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_UPDATE_REDIRECT_MS } from '@lyceum/shared/limits';
import { MSG } from '@lyceum/shared/messages';
import { createUser, type TestUser } from './support/api';
import { pathOf, waitForPath } from './support/browser';
import { expectHidden, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs, signInWithSession } from './support/session';

const ctx = setupPage();
const tag = randomUUID().slice(0, 6);
const className = `Physics ${tag}`;

// The journey below runs in order: the admin's class is the one the others then open.
let teacher: TestUser;
let students: [TestUser, TestUser];
let outsider: TestUser;
let classId = '';

beforeAll(async () => {
  teacher = await createUser('teacher', { name: `Marie Curie ${tag}` });
  students = [
    await createUser('student', { name: `Alan Turing ${tag}` }),
    await createUser('student', { name: `Ada Lovelace ${tag}` }),
  ];
  outsider = await createUser('student', { name: `Outsider ${tag}` });
});

async function addMember(page: Page, role: 'teacher' | 'student', user: TestUser, toastText: string) {
  await page.getByRole('combobox', { name: role === 'teacher' ? 'Add a teacher' : 'Add a student' }).click();
  await page.getByRole('option', { name: `${user.name} (${user.email})` }).click();
  await page.getByRole('button', { name: role === 'teacher' ? 'Add Teacher' : 'Add Student' }).click();
  await expectToast(page, toastText);
  await expectVisible(page.getByRole('list', { name: role === 'teacher' ? 'Current teachers' : 'Current students' }).getByText(user.name));
}

describe('classes and their members', () => {
  it('an admin creates a class, gives it a teacher and two students', async () => {
    const { page } = ctx;
    await signInAs(page, 'admin', '/dashboard/classes');
    await page.getByRole('link', { name: 'Create Class' }).click();
    await waitForPath(page, '/dashboard/classes/create');
    await page.getByLabel('Class Name').fill(className);
    await page.getByLabel('Meeting Link').fill('https://meet.example.com/physics');
    await page.getByRole('button', { name: 'Create Class' }).click();
    await expectToast(page, MSG.classCreated);
    await page.waitForURL((url) => /^\/dashboard\/classes\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));
    classId = pathOf(page).split('/').pop() ?? '';
    await expectVisible(page.getByRole('heading', { level: 1, name: className }));
    // The description defaulted to 'Class: ' + name.
    await expectVisible(page.getByText(`Class: ${className}`, { exact: true }));
    const join = page.getByRole('link', { name: 'Join Meeting' });
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByRole('link', { name: 'Edit Class' }).click();
    await waitForPath(page, `/dashboard/classes/${classId}/edit`);
    await addMember(page, 'teacher', teacher, MSG.teacherAdded);
    await addMember(page, 'student', students[0], MSG.studentAdded);
    await addMember(page, 'student', students[1], MSG.studentAdded);

    await page.goto(`/dashboard/classes/${classId}`);
    const info = page.getByRole('tabpanel', { name: 'Class Information' });
    await expectVisible(info.getByText(teacher.email));
    await expectVisible(info.getByText(students[1].email));
    await expectVisible(page.getByRole('heading', { name: 'Students (2)' }));
  }, 60_000);

  it('the teacher finds it among their classes, edits it and is taken back after 1500 ms', async () => {
    const { page } = ctx;
    expect(classId).not.toBe('');
    await signInWithSession(page, teacher.email, teacher.password, '/dashboard/classes');
    const card = page.getByTestId('class-card').filter({ hasText: className });
    await expectVisible(card.getByText('Students: 2'));
    await card.click();
    await waitForPath(page, `/dashboard/classes/${classId}`);
    await page.getByRole('link', { name: 'Edit Class' }).click();
    await waitForPath(page, `/dashboard/classes/${classId}/edit`);
    // A teacher edits the details but does not manage members.
    await expectVisible(page.getByRole('button', { name: 'Save Changes' }));
    expect(await page.getByRole('heading', { name: 'Members' }).count()).toBe(0);

    await page.getByLabel('Description').fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, MSG.requiredFields);

    await page.getByLabel('Description').fill('Forces, motion and energy');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, MSG.classUpdated);
    const toastSeen = Date.now();
    expect(pathOf(page)).toBe(`/dashboard/classes/${classId}/edit`);
    await waitForPath(page, `/dashboard/classes/${classId}`);
    // The toast shows as the timer starts; allow for the time it took to notice it.
    expect(Date.now() - toastSeen).toBeGreaterThanOrEqual(CLASS_UPDATE_REDIRECT_MS - 400);
    await expectVisible(page.getByText('Forces, motion and energy'));
  });

  it('an enrolled student sees names but no emails, a student count, and no Edit Class', async () => {
    const { page } = ctx;
    await signInWithSession(page, students[0].email, students[0].password, '/dashboard/classes');
    await page.getByTestId('class-card').filter({ hasText: className }).click();
    await waitForPath(page, `/dashboard/classes/${classId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: className }));
    const info = page.getByRole('tabpanel', { name: 'Class Information' });
    await expectVisible(info.getByText(teacher.name));
    await expectVisible(info.getByText('2 students enrolled'));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('@e2e.test');
    expect(text).not.toContain(students[1].name);
    expect(await page.getByRole('link', { name: 'Edit Class' }).count()).toBe(0);
    expect(await page.getByTestId('class-stat').allTextContents()).toEqual([
      expect.stringMatching(/^Materials/),
      expect.stringMatching(/^Assignments/),
    ]);
  });

  it("a student who is not enrolled gets 'Class not found.' on its URL", async () => {
    const { page } = ctx;
    await signInWithSession(page, outsider.email, outsider.password, `/dashboard/classes/${classId}`);
    await expectVisible(page.getByRole('alert').getByText(MSG.classNotFound, { exact: true }));
    await expectHidden(page.getByRole('heading', { name: className }));
  });
});
