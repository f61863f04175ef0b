import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { getAdminToken, uniqueEmail } from './support/api';
import { axeViolations } from './support/axe';
import { newPage, waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { rosterBundle, rosterSchool, type RosterSchool } from './support/rosters';
import { settled } from './support/screens';
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
    await page.getByLabel(TEXT.importFileLabel).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: TEXT.importPreview }).click();
    await expectVisible(page.getByRole('heading', { name: 'Preview' }));
    expect(await page.getByTestId('count-users-created').textContent()).toBe('1 created');
    await expectVisible(page.getByText(TEXT.importNoProblems));
    await expectVisible(page.getByText(TEXT.importInvitations(1)));

    await page.getByRole('button', { name: TEXT.importCommit }).click();
    await expectVisible(page.getByRole('heading', { name: 'Result' }));
    await expectToast(page, TEXT.importCommitted);
    await expectVisible(page.getByRole('button', { name: TEXT.downloadInvitations }));

    // The Users screen shows the new account as invited.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expectVisible(page.getByTestId('user-row').filter({ hasText: email }).getByText('Invited'));

    await acceptInvitation(browser, { name: 'Nia Newcomer', email });
  });
});

/** The student opens their link in their own browser, chooses a password, and lands on their dashboard. */
async function acceptInvitation(browser: Browser, person: { name: string; email: string }) {
  const student = await newPage(browser);
  try {
    await student.goto(await invitationPathFor(person.email));
    await expectVisible(student.getByText(TEXT.inviteSubtitle));
    await student.getByLabel('New password').fill('my-own-password');
    await student.getByLabel('Confirm password').fill('my-own-password');
    await student.getByRole('button', { name: TEXT.inviteSubmit }).click();
    await waitForPath(student, '/dashboard');
    await expectToast(student, TEXT.inviteWelcome(person.name));
    await expectVisible(userMenuButton(student, { name: person.name, role: 'student' }));
    await expectVisible(student.getByText(`Welcome back, ${person.name}`, { exact: false }));
    return student;
  } catch (error) {
    await student.context().close();
    throw error;
  }
}

/** Picks the bundle on the Import screen and asks for its preview. */
async function previewBundle(page: Page, zip: Buffer) {
  await page.getByLabel(TEXT.importFileLabel).setInputFiles({ name: 'harbour-school.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: TEXT.importPreview }).click();
}

/** Each problem (or warning) row's cells: file, line, message. */
const rowsOf = (page: Page, testId: string) => page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));

/** What sticks out past the viewport's right edge (nothing: no sideways scrolling at phone width). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('[data-slot=table-container]'))
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)} px)`)
      .slice(0, 5);
  });

describe('rosters: a OneRoster bundle through the Import screen', () => {
  let school: RosterSchool;

  it('an admin previews a bundle with problems, then the fixed one, commits it and watches it finish; the classes and members appear; a student of it signs up through their link', async () => {
    const { page, browser } = ctx;
    school = rosterSchool('or');
    await signInAs(page, 'admin', '/dashboard/import');
    await expectVisible(page.getByText(TEXT.importFileHint));

    // The bundle as first exported: an address that is not one, an enrollment of someone unknown.
    await previewBundle(page, await rosterBundle(school, { broken: true }));
    await expectVisible(page.getByRole('heading', { name: 'Preview' }));
    await expectVisible(page.getByText(TEXT.importKinds.oneroster));
    const problems = await rowsOf(page, 'import-problem');
    expect(problems).toContainEqual(['users.csv', '4', ONEROSTER_MSG.badEmail('omar-at-sis')]);
    expect(problems).toContainEqual(['enrollments.csv', '5', ONEROSTER_MSG.unknownUser(`${school.tag}-ghost`)]);
    await expectVisible(page.getByText(TEXT.importHasProblems(problems.length)));
    expect(await page.getByRole('button', { name: TEXT.importCommit }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The fixed bundle: no problems; a class nobody teaches is a warning, which does not stop it.
    await previewBundle(page, await rosterBundle(school));
    await expectVisible(page.getByText(TEXT.importNoProblems));
    expect(await rowsOf(page, 'import-warning')).toEqual([['classes.csv', '3', ONEROSTER_MSG.classWithoutTeacher]]);
    expect(await page.getByTestId('count-users').textContent()).toContain('3 created');
    expect(await page.getByTestId('count-classes-created').textContent()).toBe('2 created');
    expect(await page.getByTestId('count-enrollments-added').textContent()).toBe('4 added');

    await page.getByRole('button', { name: TEXT.importCommit }).click();
    // The bar fills (the job is quick for three people; a district's is read every second).
    const bar = page.getByRole('progressbar', { name: TEXT.importProgressLabel });
    await expectVisible(bar);
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('100');
    await expectVisible(page.getByRole('heading', { name: 'Result' }));
    await expectToast(page, TEXT.importCommitted);
    expect(await bar.getAttribute('aria-valuetext')).toBe(TEXT.importProgressDone);
    expect(await page.getByTestId('count-classes-created').textContent()).toBe('2 created');
    await expectVisible(page.getByText(TEXT.importInvitations(3)));
    await settled(page); // the toast's entrance, whose colours are blended while it fades in
    expect(await axeViolations(page)).toEqual([]);

    // The finished import stays in the list, and opens again after a reload.
    await page.reload();
    const recent = page.getByTestId('recent-import').first();
    await expectVisible(recent.getByText(TEXT.importStatuses.committed));
    await expectVisible(page.getByRole('heading', { name: 'Result' }));

    // The classes and their members.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    const card = page.getByTestId('class-card').filter({ hasText: school.className });
    await expectVisible(card.getByText('Course: Biology'));
    await expectVisible(page.getByTestId('class-card').filter({ hasText: school.untaughtClassName }));
    await card.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: school.className }));
    const info = page.getByRole('tabpanel', { name: 'Class Information' });
    for (const person of [school.teacher, school.student, school.otherStudent]) await expectVisible(info.getByText(person.email));
    await expectVisible(page.getByRole('heading', { name: 'Students (2)' }));

    // A student of the bundle, invited: their link, a password of their own, their dashboard with the class.
    const student = await acceptInvitation(browser, school.student);
    try {
      await expectVisible(student.getByText(school.className).first());
    } finally {
      await student.context().close();
    }
  }, 90_000);

  it('at phone width: the preview with its problems and the finished import fit the screen, with no axe violations', async () => {
    const { browser } = ctx;
    expect(school).toBeDefined();
    const page = await newPage(browser, { width: 375, height: 740 });
    try {
      await signInAs(page, 'admin', '/dashboard/import');
      await previewBundle(page, await rosterBundle(rosterSchool('phone'), { broken: true }));
      await expectVisible(page.getByTestId('import-problem').first());
      expect(await overflowing(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // The committed import of the journey above, opened from the recent list.
      const committed = page.getByTestId('recent-import').filter({ hasText: TEXT.importStatuses.committed }).first();
      await committed.getByRole('button', { name: /^Open/ }).click();
      await expectVisible(page.getByRole('heading', { name: 'Result' }));
      expect(await page.getByRole('progressbar', { name: TEXT.importProgressLabel }).getAttribute('aria-valuenow')).toBe('100');
      expect(await overflowing(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
