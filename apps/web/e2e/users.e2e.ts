import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { apiCall, apiLogin, createUser, getAdminToken, uniqueEmail } from './support/api';
import { admin } from './support/env';
import { expectEventually, expectHidden, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

describe('register and manage users', () => {
  it('registers a user, then edits and deletes them from the Users screen', async () => {
    const { page } = ctx;
    await signInAs(page, 'admin', '/dashboard/register');
    await expectVisible(page.getByRole('heading', { name: 'Register New User' }));
    await expectVisible(page.getByText('Create a new account for a student, teacher, or administrator'));
    await expectVisible(page.getByText('Password must be at least 6 characters long'));

    const email = uniqueEmail('grace');
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('original-pass');
    expect(await page.getByRole('combobox', { name: 'Role' }).textContent()).toBe('Student');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await page.getByRole('button', { name: 'Register User' }).click();
    await expectToast(page, MSG.registerSuccess);
    // The form is reset to empty with role Student.
    await expectEventually(() => page.getByLabel('Full Name').inputValue(), '');
    expect(await page.getByLabel('Email Address').inputValue()).toBe('');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Role' }).textContent()).toBe('Student');

    // A duplicate email fails and keeps what was typed.
    await page.getByLabel('Full Name').fill('Grace Again');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('another-pass');
    await page.getByRole('button', { name: 'Register User' }).click();
    await expectVisible(page.locator('[data-sonner-toast][data-type="error"]'));
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Grace Again');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/dashboard/users');
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expectVisible(row);
    await expectVisible(row.getByText('Teacher'));
    await expectVisible(row.getByText('Active'));

    // Your own row cannot be edited or deleted.
    const ownRow = page.getByTestId('user-row').filter({ hasText: admin.email });
    expect(await ownRow.getByRole('button', { name: /^Edit/ }).isDisabled()).toBe(true);
    expect(await ownRow.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);

    // Edit: new name and role, password left blank (keeps the current one).
    await row.getByRole('button', { name: 'Edit Grace Hopper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await expectVisible(dialog);
    await dialog.getByLabel('Full Name').fill('Grace B. Hopper');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, MSG.userUpdated);
    await expectHidden(dialog);
    const edited = page.getByTestId('user-row').filter({ hasText: 'Grace B. Hopper' });
    await expectVisible(edited.getByText('Administrator'));
    const login = await apiLogin(email, 'original-pass');
    expect(login.role).toBe('admin');

    // Delete, after confirming.
    await edited.getByRole('button', { name: 'Delete Grace B. Hopper' }).click();
    const confirm = page.getByRole('alertdialog');
    await expectVisible(confirm.getByText('Delete this user?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.userDeleted);
    await expectHidden(page.getByTestId('user-row').filter({ hasText: email }));
    await expect(apiLogin(email, 'original-pass')).rejects.toThrow(/401/);
  });

  it('filters the Users screen by name or email, role and status; the filters survive a reload', async () => {
    const { page } = ctx;
    const tag = `Zephyrine${Date.now()}`;
    const teacher = await createUser('teacher', { name: `${tag} Teacher` });
    const student = await createUser('student', { name: `${tag} Student` });
    const away = await createUser('student', { name: `${tag} Away` });
    await apiCall('POST', `/api/users/${away._id}/deactivate`, { token: await getAdminToken() });
    await signInAs(page, 'admin', '/dashboard/users');
    const rows = page.getByTestId('user-row');
    await expectVisible(rows.first());

    // Part of the name, typed: the list follows once typing pauses, and the URL keeps it.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(tag.toLowerCase());
    await expectEventually(() => rows.count(), 3);
    await page.waitForURL((url) => url.searchParams.get('q') === tag.toLowerCase());
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Student' });
    await expectEventually(() => rows.count(), 2);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Deactivated' });
    await expectEventually(() => rows.count(), 1);
    await expectVisible(rows.filter({ hasText: away.email }));

    // A reload shows the same list, with the same filters in their controls.
    await page.reload();
    await expectVisible(rows.filter({ hasText: away.email }));
    expect(await rows.count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe(tag.toLowerCase());
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('student');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('deactivated');

    // By email, and nothing matching: Clear filters brings everybody back, focus in the search box.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'All roles' });
    await page.getByRole('searchbox', { name: 'Search users' }).fill(teacher.email);
    await expectEventually(() => rows.count(), 1);
    await expectVisible(rows.filter({ hasText: teacher.email }));
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`${tag} nobody`);
    await expectVisible(page.getByText('No users match these filters'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectVisible(rows.filter({ hasText: student.email }));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('users-search');
    expect(new URL(page.url()).search).toBe('');
  });
});
