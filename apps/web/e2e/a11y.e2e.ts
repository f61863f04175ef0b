import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

/** WCAG 2 A and AA findings (contrast included), listed readably when the test fails. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('lyceum-theme', value), theme);
}

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it('sign-in page has no WCAG A/AA violations', async () => {
    const { page } = ctx;
    await useTheme(page, theme);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Welcome to Learning' }));
    expect(await violations(page)).toEqual([]);
  });

  it('dashboard shell, users and register pages have no WCAG A/AA violations', async () => {
    const { page } = ctx;
    await useTheme(page, theme);
    await signInAs(page, 'admin', '/dashboard/users');
    await expectVisible(page.getByTestId('user-row'));
    expect(await violations(page)).toEqual([]);
    await page.goto('/dashboard/register');
    await expectVisible(page.getByRole('heading', { name: 'Register New User' }));
    expect(await violations(page)).toEqual([]);
  });
});
