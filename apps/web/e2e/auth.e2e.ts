import { describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import { openOriginWithoutApp, pathOf } from './support/browser';
import { admin } from './support/env';
import { expectEventually, expectToast, expectVisible, storageItem } from './support/expect';
import { setupPage } from './support/fixture';
import { userMenuButton } from './support/session';

const ctx = setupPage();

const emailField = () => ctx.page.getByLabel('Email address');
const passwordField = () => ctx.page.getByLabel('Password', { exact: true });

describe('sign-in page', () => {
  it('shows the product name, the subtitle and the promotional panel', async () => {
    await ctx.page.goto('/login');
    await expectVisible(ctx.page.getByRole('heading', { name: 'Lyceum', level: 1 }));
    expect(await ctx.page.title()).toBe('Lyceum');
    await expectVisible(ctx.page.getByText('Sign in to your account'));
    await expectVisible(ctx.page.getByRole('heading', { name: 'Welcome to Learning' }));
    expect(await emailField().getAttribute('type')).toBe('email');
    expect(await emailField().getAttribute('required')).not.toBeNull();
    expect(await passwordField().getAttribute('autocomplete')).toBe('current-password');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    await ctx.page.goto('/login');
    await passwordField().fill('secret');
    expect(await passwordField().getAttribute('type')).toBe('password');
    await ctx.page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordField().getAttribute('type')).toBe('text');
    await ctx.page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordField().getAttribute('type')).toBe('password');
  });

  it('signs in with the right password: busy button, toast, dashboard, stored session', async () => {
    await ctx.page.goto('/login');
    // Hold the answer back a little so the busy state can be seen.
    await ctx.page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await emailField().fill(admin.email);
    await passwordField().fill(admin.password);
    await ctx.page.getByRole('button', { name: 'Sign in' }).click();
    const busy = ctx.page.getByRole('button', { name: 'Signing in...' });
    await expectVisible(busy);
    expect(await busy.isDisabled()).toBe(true);
    await expectToast(ctx.page, MSG.loginSuccess);
    await ctx.page.waitForURL('**/dashboard');
    await expectVisible(ctx.page.getByTestId('user-menu-name').getByText(admin.name));
    expect(await storageItem(ctx.page, 'token')).toBeTruthy();
    const user = JSON.parse((await storageItem(ctx.page, 'user')) ?? '{}') as Record<string, unknown>;
    expect(user).toMatchObject({ name: admin.name, email: admin.email, role: 'admin', avatar: null });
    expect(typeof user._id).toBe('string');
  });

  it('refuses a wrong password with the server message and stays on /login', async () => {
    await ctx.page.goto('/login');
    await emailField().fill(admin.email);
    await passwordField().fill('not-the-password');
    await ctx.page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(ctx.page, API_MSG.invalidCredentials);
    expect(pathOf(ctx.page)).toBe('/login');
    expect(await storageItem(ctx.page, 'token')).toBeNull();
    await expectVisible(ctx.page.getByRole('button', { name: 'Sign in' }));
  });

  it('remembers the email only, pre-checks the box, and removes a stored password', async () => {
    await openOriginWithoutApp(ctx.page);
    await ctx.page.evaluate(() => localStorage.setItem('rememberedPassword', 'left-behind'));
    await ctx.page.goto('/login');
    await expectEventually(() => storageItem(ctx.page, 'rememberedPassword'), null);

    await emailField().fill(admin.email);
    await passwordField().fill(admin.password);
    await ctx.page.getByRole('checkbox', { name: 'Remember me' }).click();
    await ctx.page.getByRole('button', { name: 'Sign in' }).click();
    await ctx.page.waitForURL('**/dashboard');
    expect(await storageItem(ctx.page, 'rememberedEmail')).toBe(admin.email);
    expect(await storageItem(ctx.page, 'rememberedPassword')).toBeNull();

    // Sign out; the form comes back with the email filled in and the box checked, the password empty.
    await userMenuButton(ctx.page, { ...admin, role: 'admin' }).click();
    await ctx.page.getByRole('menuitem', { name: 'Log out' }).click();
    await ctx.page.waitForURL('**/login');
    await expectEventually(() => emailField().inputValue(), admin.email);
    expect(await passwordField().inputValue()).toBe('');
    expect(await ctx.page.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe('true');

    // Signing in with the box unchecked forgets the email.
    await ctx.page.getByRole('checkbox', { name: 'Remember me' }).click();
    await passwordField().fill(admin.password);
    await ctx.page.getByRole('button', { name: 'Sign in' }).click();
    await ctx.page.waitForURL('**/dashboard');
    expect(await storageItem(ctx.page, 'rememberedEmail')).toBeNull();
  });
});
