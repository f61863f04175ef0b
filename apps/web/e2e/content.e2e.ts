import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { apiCall } from './support/api';
import { pathOf } from './support/browser';
import {
  assignmentsOf,
  createClassWithMembers,
  materialsOf,
  solidPng,
  tokenOf,
  topicsOf,
  type ClassFixture,
} from './support/content';
import { expectEventually, expectHidden, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInWithSession } from './support/session';

const ctx = setupPage();

async function openTopic(page: Page, fixture: ClassFixture, topicName: string) {
  await page.goto(`/dashboard/classes/${fixture.classId}`);
  await page.getByRole('tab', { name: /^Topics/ }).click();
  await page.getByRole('button', { name: `View ${topicName}` }).click();
  const dialog = page.getByRole('dialog', { name: topicName });
  await expectVisible(dialog);
  return dialog;
}

/** Writes the material in the real Quill editor: a heading, a list, a link, an image and a code block. */
async function writeRichMaterial(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Fractions basics');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.getByRole('button', { name: 'Heading 1' }).click();
  await editor.press('Control+End');
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Halves');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Quarters');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await page.keyboard.type('Read more');
  for (let i = 0; i < 'Read more'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Insert link' }).click();
  await page.getByLabel('Link URL').fill('https://example.com/fractions');
  await page.getByLabel('Link URL').press('Enter');
  await editor.press('Control+End');
  await page.keyboard.press('Enter');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: solidPng(160, 80, [99, 102, 241]) });
  await expectVisible(editor.locator('img'));
  await editor.press('Control+End');
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Code block' }).click();
  await page.keyboard.type('const half = 1 / 2;');
}

// Real typing in a real editor on shared CPUs: give these journeys room beyond the 30 s default.
describe('topics, materials, assignments and comments', { timeout: 60_000 }, () => {
  it('a teacher builds a topic; a student reads it, sees the due date and comments', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('journey');
    const { teacher, student, otherStudent, classId } = fixture;

    // Teacher: add a topic (the button waits for a non-blank name).
    await signInWithSession(page, teacher.email, teacher.password, `/dashboard/classes/${classId}`);
    await page.getByRole('tab', { name: /^Topics/ }).click();
    const add = page.getByRole('button', { name: 'Add Topic' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Topic name').fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Topic name').fill('Fractions');
    await add.click();
    await expectToast(page, MSG.topicAdded);
    await expectVisible(page.getByTestId('topic-item').first().getByText('Fractions'));

    // Material, written in the editor.
    let dialog = await openTopic(page, fixture, 'Fractions');
    await dialog.getByRole('link', { name: 'Add Material' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Create Material', level: 1 }));
    await page.getByRole('button', { name: 'Create Material' }).click();
    await expectToast(page, MSG.fillAllFields);
    await page.getByLabel('Title').fill('Fractions, part 1');
    await writeRichMaterial(page);
    await page.getByRole('button', { name: 'Create Material' }).click();
    await expectToast(page, MSG.materialCreated);
    await expectEventually(() => pathOf(page), `/dashboard/classes/${classId}`);

    // Assignment due tomorrow, typed as local time.
    dialog = await openTopic(page, fixture, 'Fractions');
    await expectVisible(dialog.getByText('Fractions, part 1'));
    await dialog.getByRole('link', { name: 'Add Assignment' }).click();
    await page.getByLabel('Title').fill('Worksheet 1');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Solve every exercise.');
    const due = await page.evaluate(() => {
      const date = new Date(Date.now() + 24 * 3600 * 1000);
      date.setSeconds(0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
      return { local, iso: date.toISOString() };
    });
    await page.getByLabel('Due date').fill(due.local);
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, MSG.assignmentCreated);
    await expectEventually(() => pathOf(page), `/dashboard/classes/${classId}`);

    const [topic] = await topicsOf(classId);
    const [material] = await materialsOf(topic!._id);
    const [assignment] = await assignmentsOf(topic!._id);
    expect(new Date(assignment!.dueDate).toISOString()).toBe(due.iso);
    await apiCall('POST', '/api/comments', {
      token: await tokenOf(otherStudent),
      body: { text: 'I have a question', targetType: 'material', target: material!._id },
    });

    // Student: the material, rendered with every format.
    const base = `/dashboard/classes/${classId}/topics/${topic!._id}`;
    await signInWithSession(page, student.email, student.password, `${base}/materials/${material!._id}`);
    await expectVisible(page.getByRole('heading', { name: 'Fractions, part 1', level: 1 }));
    const content = page.locator('.rich-text');
    await expectVisible(content.locator('h1', { hasText: 'Fractions basics' }));
    expect(await content.locator('li').allTextContents()).toEqual(['Halves', 'Quarters']);
    expect(await content.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('https://example.com/fractions');
    expect(await content.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await content.locator('.ql-code-block').textContent()).toBe('const half = 1 / 2;');
    await expectVisible(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(fixture.className));
    await expectVisible(page.getByText(teacher.name));

    // Comments: post, delete own, no delete on someone else's.
    await page.getByLabel('Add a comment').fill('Great lesson, thanks!');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(page, MSG.commentAdded);
    await expectVisible(page.getByTestId('comment').filter({ hasText: 'Great lesson, thanks!' }));
    expect(await page.getByRole('button', { name: `Delete comment by ${otherStudent.name}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Delete comment by ${student.name}` }).click();
    await expectToast(page, MSG.commentDeleted);
    await expectHidden(page.getByTestId('comment').filter({ hasText: 'Great lesson, thanks!' }));
    await expectVisible(page.getByTestId('comment').filter({ hasText: 'I have a question' }));

    // The assignment, due tomorrow.
    await page.goto(`${base}/assignments/${assignment!._id}`);
    await expectVisible(page.getByRole('heading', { name: 'Worksheet 1', level: 1 }));
    expect(await page.getByTestId('due-badge').textContent()).toMatch(/^Due: /);
    await expectVisible(page.locator('.rich-text').getByText('Solve every exercise.'));
    // Students do not get the managing controls.
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  });
});
