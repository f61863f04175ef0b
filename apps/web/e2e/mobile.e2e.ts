import { describe, expect, it } from 'vitest';
import { expectEventually, expectHidden, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { createUser } from './support/api';
import { signInAs, signInThroughForm } from './support/session';

const ctx = setupPage({ width: 375, height: 740 });

describe('small screens', () => {
  it('hides the sidebar and opens the navigation in a sheet from the menu button', async () => {
    const { page } = ctx;
    const user = await signInAs(page, 'admin');
    await expectVisible(page.getByRole('button', { name: 'Open menu' }));
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expectVisible(sheet);
    // Slides in from the left edge (poll: the slide animation takes a moment).
    await expectEventually(async () => (await sheet.boundingBox())?.x, 0);
    await expectVisible(sheet.getByText(user.name));
    await expectVisible(sheet.getByRole('link', { name: 'Register User' }));

    await sheet.getByRole('link', { name: 'Classes' }).click();
    await page.waitForURL('**/dashboard/classes');
    await expectHidden(sheet);
    await expectVisible(page.getByRole('heading', { name: 'Classes', level: 1 }));
  });

  it('opens the dashboard at its top after signing in from a scrolled form, and each page after it', async () => {
    const { page } = ctx;
    const student = await createUser('student');
    // The form scrolls to reach the button at this height; the dashboard came up 56 px down, its heading hidden.
    await signInThroughForm(page, student.email, student.password);
    await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Browse Classes' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Classes', level: 1 }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows the sign-in form without the promotional panel', async () => {
    const { page } = ctx;
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));
    expect(await page.getByRole('heading', { name: 'Welcome to Learning' }).isVisible()).toBe(false);
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
