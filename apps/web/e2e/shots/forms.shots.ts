// Every form with its errors showing at the fields, for review by eye, in light and dark at 1280
// and 390 px: `node apps/web/e2e/run.mjs --screenshots forms` writes <repo>/screenshots/forms-*.png
// (git-ignored), or into FORMS_SHOTS_DIR. Each shot is taken once focus has moved to the first
// invalid field; a shot whose form shows no marked field fails the run.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROSTER_CSV_MAX_BYTES } from '@lyceum/shared/imports';
import type { PublicUser } from '@lyceum/shared/users';
import { apiCall, getAdminToken, uniqueEmail } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { createClassWithMembers, tokenOf } from '../support/content';
import { admin } from '../support/env';
import { storeTheme } from '../support/screens';
import { createAssignment, createTopic, fromNow } from '../support/seed-content';
import { signInWithSession } from '../support/session';

const outDir = process.env.FORMS_SHOTS_DIR ? `${process.env.FORMS_SHOTS_DIR.replace(/\/$/, '')}/` : fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

/** Waits for the form's first invalid field to hold focus, then takes the screenshot. */
async function shootInvalid(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.closest('[aria-invalid="true"], [role="alert"]') || document.activeElement?.getAttribute('aria-invalid') === 'true');
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${outDir}forms-${name}.png` });
}

it('captures every form with its errors at the fields, light and dark, at 1280 and 390 px', { timeout: 600_000 }, async () => {
  mkdirSync(outDir, { recursive: true });
  const token = await getAdminToken();
  const fixture = await createClassWithMembers('shots');
  const teacherToken = await tokenOf(fixture.teacher);
  const topic = await createTopic(teacherToken, fixture.classId, 'Week 1');
  const assignment = await createAssignment(teacherToken, topic._id, { title: 'Essay', dueDate: fromNow(3) });
  const taken = uniqueEmail('taken');
  await apiCall('POST', '/api/auth/register', { token, body: { name: 'Taken Email', email: taken, password: 'password123', role: 'student' } });
  const classPath = `/dashboard/classes/${fixture.classId}`;
  const browser = await launchBrowser();
  try {
    for (const width of [1280, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage(browser, { width, height: width > 600 ? 800 : 844, colorScheme: theme });
        await storeTheme(page, theme);
        const at = `${theme}-${width}`;

        await page.goto('/login');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await shootInvalid(page, `sign-in-${at}`);

        // An invitation link, with passwords that do not match.
        const { user: invited } = await apiCall<{ user: PublicUser }>('POST', '/api/auth/register', {
          token,
          body: { name: `Ivy Invited ${at}`, email: uniqueEmail('invited'), role: 'student' },
        });
        const { link } = await apiCall<{ link: string }>('GET', `/api/users/${invited._id}/invitation`, { token });
        await page.goto(new URL(link).pathname);
        await page.getByLabel('New password').fill('long-enough');
        await page.getByLabel('Confirm password').fill('long-enougH');
        await page.getByRole('button', { name: 'Set password and sign in' }).click();
        await shootInvalid(page, `invite-${at}`);

        await signInWithSession(page, admin.email, admin.password, '/dashboard/register');
        await page.getByRole('button', { name: 'Register User' }).click();
        await shootInvalid(page, `register-empty-${at}`);
        await page.getByLabel('Full Name').fill('Taken Again');
        await page.getByLabel('Email Address').fill(taken);
        await page.getByLabel('Password').fill('password123');
        await page.getByRole('button', { name: 'Register User' }).click();
        await page.waitForFunction(() => document.activeElement?.id === 'register-email');
        await shootInvalid(page, `register-taken-email-${at}`);

        await page.goto(`/dashboard/users?q=${encodeURIComponent('Taken Email')}`);
        await page.getByRole('button', { name: 'Edit Taken Email' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit user' });
        await dialog.getByLabel('Email Address').fill('not-an-email');
        await dialog.getByRole('button', { name: 'Save changes' }).click();
        await shootInvalid(page, `edit-user-${at}`);
        await page.keyboard.press('Escape');

        await page.goto('/dashboard/classes/create');
        await page.getByLabel('Class Name').fill('Astronomy');
        await page.getByLabel('Meeting Link').fill('meet.example.com/astronomy');
        await page.getByRole('button', { name: 'Create Class' }).click();
        await shootInvalid(page, `create-class-${at}`);

        await page.goto(`${classPath}/edit`);
        await page.getByLabel('Class Name').fill('');
        await page.getByLabel('Description').fill('');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await shootInvalid(page, `edit-class-${at}`);

        await page.goto(`${classPath}/topics/${topic._id}/materials/create`);
        await page.getByRole('button', { name: 'Create Material' }).click();
        await shootInvalid(page, `material-${at}`);

        await page.goto(`${classPath}/topics/${topic._id}/assignments/${assignment._id}/edit`);
        await page.getByLabel('Title').fill('');
        await page.getByLabel('Points').fill('ten');
        await page.getByRole('button', { name: 'Update Assignment' }).click();
        await shootInvalid(page, `assignment-${at}`);

        await page.goto('/dashboard/import');
        // A CSV past the size limit: refused (413) as it streams in.
        await page.getByLabel('Users CSV or OneRoster bundle').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.alloc(ROSTER_CSV_MAX_BYTES + 1024, 'a') });
        await page.getByRole('button', { name: 'Preview import' }).click();
        await shootInvalid(page, `import-${at}`);

        await page.goto('/dashboard/sign-in');
        await page.getByRole('button', { name: 'Add OpenID Connect provider' }).click();
        await page.getByRole('button', { name: 'Save provider' }).click();
        await shootInvalid(page, `sso-provider-${at}`);

        // The Users screen's filters (no errors: its layout at this width).
        await page.goto('/dashboard/users?q=taken&role=student&status=active');
        await page.getByTestId('user-row').first().waitFor();
        await page.screenshot({ path: `${outDir}forms-users-filters-${at}.png` });
        expect(await page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe('taken');
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
});
