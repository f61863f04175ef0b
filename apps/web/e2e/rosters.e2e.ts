import { describe, expect, it } from 'vitest';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { getAdminToken, uniqueEmail } from './support/api';
import { newPage, waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { signInAs, userMenuButton } from './support/session';

const ctx = setupPage();

/** The invitation link the admin hands out for `email`, read from the CSV the Users screen downloads. */
async function invitationPathFor(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/invitations.csv`, { headers: { Authorization: `Bearer ${await getAdminToken()}` } });
  expect(response.status).toBe(200);
  const row = (await response.text()).split('\r\n').find((line) => line.includes(email));
  const link = /(https?:\/\/\S+?\/invite\/[\w-]+)/.exec(row ?? '')?.[1];
  if (!link) throw new Error(`no invitation link for ${email} in the CSV`);
  return new URL(link).pathname;
}

describe('rosters: import, invitation, first sign-in', () => {
  it('an admin imports a student without a password, who sets one through the link and lands on the dashboard', async () => {
    const { page, browser } = ctx;
    await signInAs(page, 'admin', '/dashboard/import');
    await expectVisible(page.getByRole('heading', { name: TEXT.importTitle, level: 1 }));

    const email = uniqueEmail('invited');
    const csv = `name,email,role,password\n"Nia Newcomer",${email},student,\n`;
    await page.getByLabel('Users CSV').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: TEXT.importPreview }).click();
    await expectVisible(page.getByRole('heading', { name: 'Preview' }));
    expect(await page.getByTestId('count-created').textContent()).toBe('Created1');
    await expectVisible(page.getByText(TEXT.importNoProblems));
    await expectVisible(page.getByText(TEXT.importInvitations(1)));

    await page.getByRole('button', { name: TEXT.importCommit }).click();
    await expectVisible(page.getByRole('heading', { name: 'Result' }));
    await expectToast(page, TEXT.importCommitted);
    await expectVisible(page.getByRole('button', { name: TEXT.downloadInvitations }));

    // The Users screen shows the new account as invited.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expectVisible(page.getByTestId('user-row').filter({ hasText: email }).getByText('Invited'));

    // The student opens the link in their own browser.
    const student = await newPage(browser);
    try {
      await student.goto(await invitationPathFor(email));
      await expectVisible(student.getByText(TEXT.inviteSubtitle));
      await student.getByLabel('New password').fill('my-own-password');
      await student.getByLabel('Confirm password').fill('my-own-password');
      await student.getByRole('button', { name: TEXT.inviteSubmit }).click();
      await waitForPath(student, '/dashboard');
      await expectToast(student, TEXT.inviteWelcome('Nia Newcomer'));
      await expectVisible(userMenuButton(student, { name: 'Nia Newcomer', role: 'student' }));
      await expectVisible(student.getByText('Welcome back, Nia Newcomer', { exact: false }));
    } finally {
      await student.context().close();
    }
  });
});
