import { describe, expect, it } from 'vitest';
import { apiCall, createUser, getAdminToken } from './support/api';
import { openOriginWithoutApp, pathOf } from './support/browser';
import { admin } from './support/env';
import { expectEventually, expectVisible, storageItem } from './support/expect';
import { setupPage } from './support/fixture';
import { signInThroughForm, signInWithSession, userMenuButton } from './support/session';

const ctx = setupPage();

describe('session', () => {
  it('is restored after a reload', async () => {
    const { page } = ctx;
    await signInThroughForm(page, admin.email, admin.password);
    await page.goto('/dashboard/profile');
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    expect(pathOf(page)).toBe('/dashboard/profile');
    await expectVisible(page.getByTestId('user-menu-name').getByText(admin.name));
  });

  it('clears a half-stored session (token without user) with a console warning', async () => {
    const { page } = ctx;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openOriginWithoutApp(page);
    await page.evaluate(() => localStorage.setItem('token', 'lonely-token'));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'user')).toBeNull();
    // Console messages reach the test over the DevTools protocol, possibly after the redirect.
    await expectEventually(() => warnings.some((text) => text.includes('incomplete stored session')), true);
  });

  it('clears a user without a token, and an unreadable user, with a console error for the latter', async () => {
    const { page } = ctx;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openOriginWithoutApp(page);
    await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ _id: '1', name: 'X', role: 'admin' })));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'user')).toBeNull();

    await page.evaluate(() => {
      localStorage.setItem('token', 'some-token');
      localStorage.setItem('user', '{not json');
    });
    await page.goto('/dashboard/classes');
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'user')).toBeNull();
    await expectEventually(() => errors.some((text) => text.includes('stored user could not be read')), true);
  });

  it('signs out when an authenticated call is refused with 401 (the user was deleted)', async () => {
    const { page } = ctx;
    const doomed = await createUser('admin');
    await signInWithSession(page, doomed.email, doomed.password, '/dashboard');
    await expectVisible(page.getByTestId('user-menu-name'));
    // Another admin deletes this account; its token stops working at once.
    await apiCall('DELETE', `/api/users/${doomed._id}`, { token: await getAdminToken() });
    await page.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/login');
    await expectEventually(() => storageItem(page, 'token'), null);
  });

  it('logs out from the user menu: storage cleared, back on /login', async () => {
    const { page } = ctx;
    await signInWithSession(page, admin.email, admin.password);
    await userMenuButton(page, { ...admin, role: 'admin' }).click();
    await expectVisible(page.getByRole('menu').getByText('My Account'));
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'user')).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('opens Settings from the user menu', async () => {
    const { page } = ctx;
    await signInWithSession(page, admin.email, admin.password);
    await userMenuButton(page, { ...admin, role: 'admin' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/dashboard/profile');
    for (const status of ['In Development', 'Coming Soon', 'Planned', 'Future']) {
      await expectVisible(page.getByText(status, { exact: true }));
    }
    await expectVisible(page.getByRole('button', { name: 'Notify Me' }));
  });
});
