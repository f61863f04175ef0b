// Each role's empty class list and dashboard on a fresh database (spec section 2). The shared e2e
// server accumulates classes from every suite (and an admin sees them all), so this file uses its
// own server on an empty data directory (support/fresh-server.ts), one for both screens (each
// started its own: two seconds and more), and stops it afterwards. Making a user changes neither.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import { launchBrowser } from './support/browser';
import { expectVisible } from './support/expect';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { recordPageCalls } from './support/shell-calls';

let fresh: FreshServer;
let browser: Browser;

beforeAll(async () => {
  fresh = await startFreshServer();
  browser = await launchBrowser();
}, 45_000);

afterAll(async () => {
  await browser?.close();
  await fresh?.stop();
});

describe('empty class list on a fresh database (spec section 2)', () => {
  it.each([
    ['admin', 'No classes have been created yet.', true],
    ['teacher', "You haven't created any classes yet.", true],
    ['student', 'You are not enrolled in any classes yet.', false],
  ] as const)('%s sees "%s"', async (role, text, offersCreate) => {
    const who = role === 'admin' ? fresh.admin : await fresh.createUser(role);
    const page = await fresh.openAs(browser, who, '/dashboard/classes');
    try {
      await expectVisible(page.getByRole('heading', { name: 'No Classes Found' }));
      await expectVisible(page.getByText(text, { exact: true }));
      expect(await page.getByRole('link', { name: 'Create Your First Class' }).count()).toBe(offersCreate ? 1 : 0);
      expect(await page.getByRole('link', { name: 'Create Class', exact: true }).count()).toBe(role === 'admin' ? 1 : 0);
    } finally {
      await page.context().close();
    }
  });
});

describe('dashboard home on a fresh database (spec section 2)', () => {
  it.each([
    ['admin', true],
    ['teacher', true],
    ['student', false],
  ] as const)('%s: both panels empty (staff: %s)', async (role, staff) => {
    const user = role === 'admin' ? fresh.admin : await fresh.createUser(role);
    // Settings reads the profile (and, for an admin, the school's language) first: recording starts
    // once those reads are over, so what is counted is the dashboard's own, on a full page load.
    const page = await fresh.openAs(browser, user, '/dashboard/profile');
    await page.waitForLoadState('networkidle');
    const calls = recordPageCalls(page);
    try {
      await page.goto('/dashboard');
      const classroom = page.getByTestId('my-classroom');
      await expectVisible(classroom.getByText('No classes found', { exact: true }));
      await expectVisible(classroom.getByText('Create your first class to get started', { exact: true }));
      const hub = page.getByTestId('assignments-hub');
      await expectVisible(hub.getByText('No assignments yet', { exact: true }));
      await expectVisible(hub.getByText('Stay tuned for new assignments', { exact: true }));
      expect(await hub.getByRole('link', { name: 'Create Assignment' }).count()).toBe(staff ? 1 : 0);

      for (const key of ['classes', 'assignments', 'materials']) {
        expect(await page.getByTestId(`stat-${key}`).getByTestId('stat-value').textContent()).toBe('0');
      }
      expect(await page.getByTestId('stat-students').count()).toBe(staff ? 1 : 0);
      expect(await page.getByTestId('learning-tools').getByRole('link', { name: 'Create New Class' }).count()).toBe(
        role === 'admin' ? 1 : 0,
      );
      expect(await page.getByText(MSG.dashboardLoadFailed).count()).toBe(0);
      expect(calls).toEqual(['GET /api/dashboard']);
    } finally {
      await page.context().close();
    }
  });
});
