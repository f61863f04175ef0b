// Ending a class: its teacher archives it (it leaves the class list, shows under Archived classes,
// read-only), restores it and copies it for next year; an admin deletes it after typing its name.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive';
import { apiCall, createUser, getAdminToken } from './support/api';
import { shotsDir } from './support/shots';
import { waitForPath } from './support/browser';
import { expectHidden, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs, signInWithSession } from './support/session';

const ctx = setupPage();
const tag = randomUUID().slice(0, 6);
const className = `Chemistry ${tag}`;
const shots = shotsDir();
/** Not containing className, so the class's card is told apart from its copy's. */
const copyName2027 = `Chemistry 2027 ${tag}`;

describe('ending a class', () => {
  it('a teacher archives the class (off the list, under Archived classes, read-only), restores it and copies it; an admin deletes it with its name typed', async () => {
    const { page } = ctx;
    const teacher = await createUser('teacher', { name: `Rosalind Franklin ${tag}` });
    const token = await getAdminToken();
    const { _id: classId } = await apiCall<{ _id: string }>('POST', '/api/classes', { token, body: { name: className, teachers: [teacher._id] } });
    const classCard = page.getByTestId('class-card').filter({ hasText: className });

    await signInWithSession(page, teacher.email, teacher.password, '/dashboard/classes');
    await expectVisible(classCard);
    await classCard.click();
    await waitForPath(page, `/dashboard/classes/${classId}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, CLASS_ARCHIVE_MSG.archived);
    await expectVisible(page.getByText(CLASS_ARCHIVE_MSG.readOnly));
    await expectHidden(page.getByRole('link', { name: 'Edit Class' }));
    if (shots) await page.screenshot({ path: `${shots}/archived-class.png`, fullPage: true });

    await page.goto('/dashboard/classes');
    await expectVisible(page.getByRole('link', { name: 'Archived classes' }));
    await expectHidden(classCard);
    await page.getByRole('link', { name: 'Archived classes' }).click();
    await waitForPath(page, '/dashboard/classes/archived');
    await expectVisible(classCard);
    if (shots) await page.screenshot({ path: `${shots}/archived-list.png`, fullPage: true });
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, CLASS_ARCHIVE_MSG.restored);
    await expectHidden(classCard);
    await page.getByRole('link', { name: 'Classes' }).last().click();
    await waitForPath(page, '/dashboard/classes');
    await expectVisible(classCard);

    // Next year's class: the teacher copies it; a blank name is refused at the field, which keeps focus.
    await classCard.click();
    await waitForPath(page, `/dashboard/classes/${classId}`);
    await page.getByRole('button', { name: 'Copy class' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Copy class' });
    const copyName = copyDialog.getByLabel('Name of the new class');
    if ((await copyName.inputValue()) !== `${className} (copy)`) throw new Error(`the copy's name starts as ${await copyName.inputValue()}`);
    await copyName.fill('');
    await copyDialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectVisible(copyDialog.getByText('Enter the class name.'));
    if (!(await copyName.evaluate((input) => input === document.activeElement))) throw new Error('focus left the name after its error');
    if (shots) await page.screenshot({ path: `${shots}/copy-class-dialog.png` });
    await copyName.fill(copyName2027);
    await copyDialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Class copied.');
    await expectVisible(page.getByRole('heading', { level: 1, name: copyName2027 }));

    await signInAs(page, 'admin', `/dashboard/classes/${classId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Delete class' });
    await dialog.getByLabel(/to confirm/).fill(className.slice(0, -1));
    if (!(await confirm.isDisabled())) throw new Error('Delete class was enabled before the name was typed in full');
    await dialog.getByLabel(/to confirm/).fill(className);
    if (shots) await page.screenshot({ path: `${shots}/delete-dialog.png` });
    await confirm.click();
    await expectToast(page, CLASS_ARCHIVE_MSG.deleted);
    await waitForPath(page, '/dashboard/classes');
    await expectHidden(classCard);
  }, 90_000);
});
