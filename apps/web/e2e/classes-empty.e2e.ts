// Each role's empty class list on a fresh database. The shared e2e server accumulates classes
// from every suite (and an admin sees them all), so this file uses its own server on an empty
// data directory (support/fresh-server.ts) and stops it afterwards.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectVisible } from './support/expect';
import { startFreshServer, type FreshServer } from './support/fresh-server';

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
