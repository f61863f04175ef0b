import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { apiLogin, uniqueEmail } from './support/api';
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
});
