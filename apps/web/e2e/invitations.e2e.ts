import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserInvitation } from '@lyceum/shared/rosters';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { apiCall, getAdminToken, uniqueEmail } from './support/api';
import { shotsDir } from './support/shots';
import { axeViolations } from './support/axe';
import { baseUrl } from './support/env';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs } from './support/session';

const ctx = setupPage();

/** The link the server hands out for the user now: the same link while it works. */
async function linkOf(userId: string): Promise<string> {
  return (await apiCall<UserInvitation>('GET', `/api/users/${userId}/invitation`, { token: await getAdminToken() })).link;
}

/** Lets the page write and read the clipboard, as a person's browser does after a click. */
async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** With LYCEUM_E2E_SHOTS set, saves the screen at a laptop's and a phone's size, light and dark, for a look. */
async function shots(page: Page, name: string) {
  const dir = shotsDir();
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app's own theme wins over the system's: set as the theme switcher would, without a reload.
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('one person’s invitation', () => {
  it('an admin copies an invited user’s link from their row on Users', async () => {
    const { page } = ctx;
    const email = uniqueEmail('copy');
    const token = await getAdminToken();
    const { user } = await apiCall<{ user: { _id: string } }>('POST', '/api/auth/register', { token, body: { name: 'Cora Copied', email, role: 'student' } });
    await allowClipboard(page);
    await signInAs(page, 'admin', '/dashboard/users');
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.getByRole('button', { name: TEXT.copyInvitation('Cora Copied') }).click();
    await expectToast(page, TEXT.invitationCopied('Cora Copied'));
    const copied = await clipboard(page);
    expect(copied).toMatch(/\/invite\/[\w-]{43}$/);
    // The link copied is the one that works: the server hands out the same one.
    expect(copied).toBe(await linkOf(user._id));
    await shots(page, 'users-copy');
  });

  it('an admin copies a new user’s link from the import result’s rows', async () => {
    const { page } = ctx;
    const email = uniqueEmail('imported');
    await allowClipboard(page);
    await signInAs(page, 'admin', '/dashboard/import');
    const csv = `name,email,role\n"Ines Imported",${email},student\nBad Row,not-an-email,student\n`;
    await page.getByLabel(TEXT.importFileLabel).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: TEXT.importPreview }).click();
    await expectVisible(page.getByRole('heading', { name: 'Preview' }));
    // The preview's rows: the line with a problem says so where it is.
    const rows = page.getByTestId('import-row');
    await expectVisible(rows.filter({ hasText: 'Ines Imported' }).getByText(TEXT.importRowActions.create));
    await expectVisible(rows.filter({ hasText: 'Line 3' }).getByText('"not-an-email" is not a valid email address'));
    await page.getByRole('tab', { name: /With problems/ }).click();
    await expectVisible(page.getByRole('table', { name: `${TEXT.importRowsLabel}: ${TEXT.importRowTabs.problems}` }));
    // The tab's rows replace the previous tab's once they have arrived.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'import-preview');

    // Fixed, committed: the result's row hands out Ines's link.
    await page.getByLabel(TEXT.importFileLabel).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,email,role\n"Ines Imported",${email},student\n`) });
    await page.getByRole('button', { name: TEXT.importPreview }).click();
    await expectVisible(page.getByText(TEXT.importNoProblems));
    await page.getByRole('button', { name: TEXT.importCommit }).click();
    await expectVisible(page.getByRole('heading', { name: 'Result' }));
    const copy = page.getByTestId('import-row').filter({ hasText: email }).getByRole('button', { name: TEXT.copyInvitation('Ines Imported') });
    await copy.click();
    await expectToast(page, TEXT.invitationCopied('Ines Imported'));
    const copied = await clipboard(page);
    const { users } = { users: await apiCall<Array<{ _id: string; email: string }>>('GET', '/api/users', { token: await getAdminToken() }) };
    const ines = users.find((user) => user.email === email);
    expect(ines).toBeDefined();
    expect(copied).toBe(await linkOf(ines!._id));
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'import-result');
  });
});
