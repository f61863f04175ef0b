// Forms show their errors at their fields, with focus on the first, and no action leaves focus on
// <body> (where a keyboard or screen-reader user would start again from the top of the page).
// The forms' errors are checked at a desktop (light) and a phone (dark) size, their screens saved as
// PNGs in both (LYCEUM_E2E_SHOTS=<dir> to keep them); the two long journeys of actions, at one size
// each (below).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive-messages';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { API_MSG, MSG, WORK_MSG } from '@lyceum/shared/messages';
import { ROSTER_SCREEN_MSG } from '@lyceum/shared/roster-screens';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { apiCall, createUser, getAdminToken } from './support/api';
import { shotsDir } from './support/shots';
import { newPage, type PageOptions } from './support/browser';
import { createClassWithMembers, tokenOf } from './support/content';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { waitForPath } from './support/browser';
import { createAssignment, createMaterial, createTopic, fromNow } from './support/seed-content';
import { settled } from './support/screens';
import { signInWithSession } from './support/session';

const ctx = setupPage();

const SIZES: [string, PageOptions][] = [
  ['desktop-light', { width: 1280, height: 800, colorScheme: 'light' }],
  ['phone-dark', { width: 390, height: 844, colorScheme: 'dark' }],
];

/** What has focus once the action has settled; fails when it is <body> (or nothing). */
async function expectFocusKept(page: Page, action: string): Promise<string> {
  // Let the action's re-render and any focus move finish: a closing dialog's animation first (its
  // focus goes back only once it has closed, later under load), then the frames after it.
  await settled(page);
  await page.waitForTimeout(300);
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });
  expect(focused, `focus fell to <body> after ${action}`).not.toBeNull();
  return focused!;
}

/** The focused element's accessible state: its id, aria-invalid and the text it is described by. */
function focusedField(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const described = (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    return { id: el.id, invalid: el.getAttribute('aria-invalid'), described };
  });
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = shotsDir();
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

describe.each(SIZES)('forms and focus (%s)', { timeout: 120_000 }, (size, options) => {
  it('sign-in: an empty form, a wrong password and a deactivated account show at their fields, with focus there', async () => {
    const page = await newPage(ctx.browser, options);
    const deactivated = await createUser('student');
    await apiCall('POST', `/api/users/${deactivated._id}/deactivate`, { token: await getAdminToken() });
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign in' });

    await signIn.click();
    expect(await focusedField(page)).toEqual({ id: 'login-email', invalid: 'true', described: FIELD_MSG.emailRequired });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await shot(page, `sign-in-empty-${size}`);

    // A wrong password, by click: the toast stays, and focus goes to the password, not <body>.
    await email.fill(deactivated.email);
    await password.fill('not-the-password');
    await signIn.click();
    await expectToast(page, API_MSG.invalidCredentials);
    await expectFocusKept(page, 'a failed sign-in');
    expect(await focusedField(page)).toEqual({ id: 'login-password', invalid: 'true', described: API_MSG.invalidCredentials });
    await shot(page, `sign-in-wrong-password-${size}`);

    // The right password of a deactivated account: the email's problem.
    await password.fill(deactivated.password);
    await signIn.click();
    await expectToast(page, ROSTER_MSG.accountDeactivated);
    await expectFocusKept(page, 'a deactivated sign-in');
    expect(await focusedField(page)).toEqual({ id: 'login-email', invalid: 'true', described: ROSTER_MSG.accountDeactivated });
    await page.context().close();
  });

  it('material form: an empty form marks title and content, focus on the title; the seed toast stays', async () => {
    const page = await newPage(ctx.browser, options);
    const fixture = await createClassWithMembers(`form-${size}`);
    const topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Forms');
    await signInWithSession(
      page,
      fixture.teacher.email,
      fixture.teacher.password,
      `/dashboard/classes/${fixture.classId}/topics/${topic._id}/materials/create`,
    );
    await page.getByRole('button', { name: 'Create Material' }).click();
    await expectToast(page, MSG.fillAllFields);
    expect(await focusedField(page)).toEqual({ id: 'material-title', invalid: 'true', described: FIELD_MSG.titleRequired });
    const content = page.getByRole('textbox', { name: 'Content' });
    expect(await content.getAttribute('aria-invalid')).toBe('true');
    await shot(page, `material-empty-${size}`);

    // With a title, the content is the first invalid field: focus goes into the editor.
    await page.getByLabel('Title').fill('Vectors');
    await page.getByRole('button', { name: 'Create Material' }).click();
    await expectFocusKept(page, 'a second submit');
    expect(await focusedField(page)).toMatchObject({ invalid: 'true', described: FIELD_MSG.contentRequired });
    await page.context().close();
  });

});

// The two long journeys, at one size each: they click the same components at either size, and at
// both sizes they were four fifths of this file's time. The confirm journey is the phone's (its
// theme buttons are in the navigation sheet there), the other the desktop's.
describe.each([SIZES[0]!])('forms and focus (%s)', { timeout: 120_000 }, (size, options) => {
  it('no action leaves focus on <body>: add topic, comment, turn in, unsubmit, save draft, return, reactivate', async () => {
    const page = await newPage(ctx.browser, options);
    const fixture = await createClassWithMembers(`focus-${size}`);
    const teacherToken = await tokenOf(fixture.teacher);
    const topic = await createTopic(teacherToken, fixture.classId, 'Week 1');
    const assignment = await createAssignment(teacherToken, topic._id, { title: 'Essay', dueDate: fromNow(3) });
    await apiCall('PUT', `/api/assignments/${assignment._id}`, {
      token: teacherToken,
      body: { title: 'Essay', description: '<p>Essay</p>', dueDate: assignment.dueDate, topic: topic._id, maxPoints: 10 },
    });
    const assignmentPath = `/dashboard/classes/${fixture.classId}/topics/${topic._id}/assignments/${assignment._id}`;

    // Teacher: add a topic with the button.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}`);
    await page.getByRole('tab', { name: /^Topics/ }).click();
    await page.getByLabel('Topic name').fill('Week 2');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expectToast(page, MSG.topicAdded);
    await expectFocusKept(page, 'Add Topic');

    // Student: a comment, then turn in and unsubmit.
    await signInWithSession(page, fixture.student.email, fixture.student.password, assignmentPath);
    await page.getByLabel('Add a comment').fill('Is the essay due on Friday?');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(page, MSG.commentAdded);
    await expectFocusKept(page, 'Post Comment');
    const work = page.getByTestId('your-work');
    await work.getByRole('textbox', { name: TEXT.answerLabel }).click();
    await page.keyboard.type('My answer.');
    await work.getByRole('button', { name: TEXT.turnIn }).click();
    await expectToast(page, WORK_MSG.turnedIn);
    await expectFocusKept(page, 'Turn in');
    await work.getByRole('button', { name: TEXT.unsubmit }).click();
    await expectToast(page, WORK_MSG.unsubmitted);
    await expectFocusKept(page, 'Unsubmit');
    await work.getByRole('button', { name: TEXT.turnIn }).click();
    await expectToast(page, WORK_MSG.turnedIn);

    // Teacher: save a draft grade, then return.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${assignmentPath}?view=work`);
    await page.getByTestId('student-work-row').filter({ hasText: fixture.student.name }).getByRole('button').click();
    const panel = page.getByTestId('grading-panel');
    await panel.getByLabel(TEXT.grade).fill('7');
    await panel.getByRole('button', { name: TEXT.saveDraft }).click();
    await expectToast(page, TEXT.draftSaved);
    await expectFocusKept(page, 'Save draft');
    await panel.getByRole('button', { name: TEXT.return, exact: true }).click();
    await expectToast(page, WORK_MSG.returned);
    await expectFocusKept(page, 'Return');

    // Admin: reactivate a deactivated account.
    const sleeper = await createUser('student', { name: `Aaron Sleeper ${size}` });
    await apiCall('POST', `/api/users/${sleeper._id}/deactivate`, { token: await getAdminToken() });
    await signInWithSession(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!, '/dashboard/users');
    const reactivate = page.getByRole('button', { name: `Reactivate ${sleeper.name}` });
    await expectVisible(reactivate);
    await reactivate.click();
    await expectToast(page, ROSTER_SCREEN_MSG.userReactivated(sleeper.name));
    await expectFocusKept(page, 'Reactivate');
    await page.context().close();
  });

});

describe.each([SIZES[1]!])('forms and focus (%s)', { timeout: 120_000 }, (size, options) => {
  it('no confirm dialog, class action, create or cancel leaves focus on <body>', async () => {
    const page = await newPage(ctx.browser, options);
    const fixture = await createClassWithMembers(`confirm-${size}`);
    const teacherToken = await tokenOf(fixture.teacher);
    const topic = await createTopic(teacherToken, fixture.classId, 'Week 1');
    const spare = await createTopic(teacherToken, fixture.classId, 'Week 2');
    await createMaterial(teacherToken, topic._id, 'Vectors');
    await createMaterial(teacherToken, topic._id, 'Forces');
    await createAssignment(teacherToken, topic._id, { title: 'Lab report', dueDate: fromNow(3) });
    const classPath = `/dashboard/classes/${fixture.classId}`;

    // Classwork: Add material, Cancel; Add assignment, create it.
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `${classPath}?tab=classwork`);
    await page.getByRole('link', { name: 'Add material to Week 1' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, classPath);
    await expectFocusKept(page, 'Cancel on the material form');
    await page.getByRole('link', { name: 'Add assignment to Week 1' }).click();
    await page.getByLabel('Title').fill('Essay two');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Write two pages.');
    await page.getByLabel('Due date').fill('2030-05-01T10:00');
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, MSG.assignmentCreated);
    await waitForPath(page, classPath);
    await expectFocusKept(page, 'Create Assignment');

    // Topics tab: delete a material and an assignment in the topic's dialog, then a topic.
    await page.goto(`${classPath}?tab=topics`);
    await page.getByRole('button', { name: 'View Week 1' }).click();
    const topicDialog = page.getByRole('dialog', { name: 'Week 1' });
    await topicDialog.getByRole('button', { name: 'Delete Vectors' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.materialDeleted);
    await expectFocusKept(page, 'Delete material');
    await topicDialog.getByRole('button', { name: 'Delete Lab report' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.assignmentDeleted);
    await expectFocusKept(page, 'Delete assignment');
    await page.keyboard.press('Escape');
    await expectFocusKept(page, 'closing the topic dialog');
    await page.getByRole('button', { name: `Delete ${spare.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.topicDeleted);
    await expectFocusKept(page, 'Delete topic');

    // A comment, deleted.
    const material = await createMaterial(teacherToken, topic._id, 'Momentum');
    await page.goto(`${classPath}/topics/${topic._id}/materials/${material._id}`);
    await page.getByLabel('Add a comment').fill('Read section 2 first.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(page, MSG.commentAdded);
    await page.getByRole('button', { name: `Delete comment by ${fixture.teacher.name}` }).click();
    await expectToast(page, MSG.commentDeleted);
    await expectFocusKept(page, 'Delete comment');

    // Theme: the cycling button, and a choice from the menu (in the phone's menu sheet).
    if (size.startsWith('phone')) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectVisible(page.getByTestId('mobile-nav'));
    }
    await page.getByTestId('theme-cycle').last().click();
    await expectFocusKept(page, 'the theme button');
    await page.getByRole('button', { name: 'Choose theme' }).last().click();
    await page.getByRole('menuitemradio', { name: options.colorScheme === 'dark' ? 'Dark' : 'Light' }).click();
    await expectFocusKept(page, 'a theme chosen from the menu');
    if (size.startsWith('phone') && (await page.getByTestId('mobile-nav').isVisible())) await page.keyboard.press('Escape');

    // Class actions: archive, then restore from the archived list.
    await page.goto(classPath);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, CLASS_ARCHIVE_MSG.archived);
    await expectFocusKept(page, 'Archive');
    await page.goto('/dashboard/classes/archived');
    await page.getByRole('list', { name: 'Archived classes' }).getByRole('listitem').filter({ hasText: fixture.className }).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, CLASS_ARCHIVE_MSG.restored);
    await expectFocusKept(page, 'Restore');

    // Admin: remove a member, deactivate and delete a user, delete the class.
    await signInWithSession(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!, `${classPath}/edit`);
    await page.getByRole('button', { name: `Remove ${fixture.otherStudent.name}` }).click();
    await expectToast(page, MSG.studentRemoved);
    await expectFocusKept(page, 'Remove member');
    const leaver = await createUser('student', { name: `Abel Leaver ${size}` });
    await page.goto(`/dashboard/users?q=${encodeURIComponent(leaver.name)}`);
    await page.getByRole('button', { name: `Deactivate ${leaver.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, ROSTER_SCREEN_MSG.userDeactivated(leaver.name));
    await expectFocusKept(page, 'Deactivate');
    await page.getByRole('button', { name: `Delete ${leaver.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.userDeleted);
    await expectFocusKept(page, 'Delete user');
    await page.goto(classPath);
    await page.getByRole('button', { name: 'Delete' }).click();
    const deleteDialog = page.getByRole('alertdialog');
    await deleteDialog.getByLabel(/to confirm/).fill(fixture.className);
    await deleteDialog.getByRole('button', { name: 'Delete class' }).click();
    await expectToast(page, CLASS_ARCHIVE_MSG.deleted);
    await waitForPath(page, '/dashboard/classes');
    await expectFocusKept(page, 'Delete class');
    await page.context().close();
  });
});
