import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { pathOf } from './support/browser';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

const historyLength = () => ctx.page.evaluate(() => history.length);

describe('redirect rules', () => {
  it('sends / to /login', async () => {
    await ctx.page.goto('/');
    await ctx.page.waitForURL('**/login');
  });

  it('sends a signed-out visitor of any /dashboard route to /login, replacing the history entry', async () => {
    const { page } = ctx;
    for (const path of ['/dashboard', '/dashboard/classes', '/dashboard/users', '/dashboard/classes/abc/topics/t/materials/m']) {
      await page.goto('/login');
      const before = await historyLength();
      await page.goto(path);
      await page.waitForURL('**/login');
      // One entry for the typed URL, none for the redirect.
      expect(await historyLength()).toBe(before + 1);
    }
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    const { page } = ctx;
    await signInAs(page, 'student');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
  });

  it('shows the 404 page for unknown paths, with its buttons and quick links', async () => {
    const { page } = ctx;
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await expectVisible(page.getByRole('button', { name: 'Go Back' }));
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Classes', '/dashboard/classes'],
      ['Students', '/dashboard/students'],
      ['Materials', '/dashboard/materials'],
    ] as const) {
      expect(await quick.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/login'); // signed out: the dashboard sends us on to sign in
  });

  it('keeps the dashboard shell for unknown dashboard paths, and Go Back returns', async () => {
    const { page } = ctx;
    await signInAs(page, 'teacher', '/dashboard/profile');
    await expectVisible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    await page.waitForURL('**/dashboard/classes');
    await page.goto('/dashboard/students');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await expectVisible(page.getByRole('navigation', { name: 'Main' }));
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/dashboard/classes');
  });
});

describe('roles', () => {
  it('shows Access Denied to a teacher on /dashboard/users and /dashboard/register', async () => {
    const { page } = ctx;
    await signInAs(page, 'teacher', '/dashboard/users');
    await expectVisible(page.getByRole('heading', { name: MSG.accessDeniedTitle }));
    await expectVisible(page.getByText(MSG.accessDeniedText));
    expect(pathOf(page)).toBe('/dashboard/users');
    await page.goto('/dashboard/register');
    await expectVisible(page.getByRole('heading', { name: MSG.accessDeniedTitle }));
  });

  it('shows navigation by role: Users, Register User, Import and Sign-in for admins only', async () => {
    const { page } = ctx;
    const navLabels = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    await signInAs(page, 'student');
    await expectVisible(page.getByRole('navigation', { name: 'Main' }));
    expect(await navLabels()).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials']);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, 'admin');
    await expectVisible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }));
    expect(await navLabels()).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials', 'Users', 'Register User', 'Import', 'Sign-in']);
    // The current page is marked active.
    expect(await page.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
  });
});
