import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { SSO_MSG, type OidcSsoProvider } from '@lyceum/shared/sso';
import { startTestOp, type TestOp } from '../../server/test/sso/oidc-op';
import { apiCall, createUser, getAdminToken } from './support/api';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { importBundle, rosterBundle, rosterSchool, type RosterSchool } from './support/rosters';
import { signInWithSession, userMenuButton } from './support/session';
import { admin } from './support/env';

/**
 * Single sign-on in Chromium against a real OpenID provider (oidc-provider on 127.0.0.1, started
 * here): the browser leaves Lyceum for the provider's own sign-in page, signs in there, and comes
 * back signed in to Lyceum, as a student the OneRoster import made.
 */
const ctx = setupPage();
let op: TestOp;
let provider: OidcSsoProvider;
let school: RosterSchool;
const LABEL = 'Harbour ID';
const CONTACT = 'the school office';

/** At the provider's own sign-in page (not Lyceum's): signs in as `login`. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === op.issuer);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('the-provider-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

beforeAll(async () => {
  op = await startTestOp();
  const token = await getAdminToken();
  school = rosterSchool('sso');
  await importBundle(token, await rosterBundle(school));
  const client = op.registerClient([]);
  provider = await apiCall<OidcSsoProvider>('POST', '/api/admin/sso/providers', {
    token,
    body: { kind: 'oidc', label: LABEL, issuer: op.issuer, clientId: client.clientId, clientSecret: client.clientSecret, matchBy: 'sourcedId', matchClaim: 'employee_id' },
  });
  op.setRedirectUris(client.clientId, [provider.redirectUri], [`${baseUrl}/login`]);
  await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: CONTACT } });
  // The provider knows the imported student under the sourcedId the bundle gave them.
  op.accounts.set('nia', { employee_id: `${school.tag}-s1`, email: school.student.email, email_verified: true, name: school.student.name });
  op.accounts.set('stranger', { employee_id: 'not-in-the-roster', email: 'stranger@elsewhere.test', email_verified: true });
});

afterAll(async () => {
  const token = await getAdminToken();
  await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: '' } });
  if (provider) await apiCall('DELETE', `/api/admin/sso/providers/${provider._id}`, { token });
  await op?.close();
});

describe('single sign-on through an OpenID provider', () => {
  it("signs an imported student in at the provider's page and lands them on their dashboard with their classes", async () => {
    const { page } = ctx;
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await signInAtProvider(page, 'nia');
    await waitForPath(page, '/dashboard');
    await expectVisible(userMenuButton(page, { name: school.student.name, role: 'student' }));
    await expectVisible(page.getByText(school.className).first());
    // The code that came back is gone from the address bar.
    expect(page.url()).not.toContain('code=');
  });

  it('shows the sign-in page with its buttons, and the admins\' Sign-in screen, with no accessibility violations', async () => {
    const { page } = ctx;
    await page.goto('/login');
    await expectVisible(page.getByRole('link', { name: `Sign in with ${LABEL}` }));
    expect(await axeViolations(page)).toEqual([]);
    await signInWithSession(page, admin.email, admin.password, '/dashboard/sign-in');
    await expectVisible(page.getByTestId('redirect-uri').filter({ hasText: provider.redirectUri }));
    await page.getByRole('button', { name: `Edit ${LABEL}` }).click();
    await expectVisible(page.getByPlaceholder('Saved — leave blank to keep it'));
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });

  it('refuses a person the school does not know, naming who to ask', async () => {
    const { page } = ctx;
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await signInAtProvider(page, 'stranger');
    await waitForPath(page, '/sso');
    await expectVisible(page.getByRole('alert').filter({ hasText: SSO_MSG.unknownPerson(LABEL, CONTACT) }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await waitForPath(page, '/login');
  });

  it("with passwords off for students, the password form refuses a student with a message naming the provider, and still signs a teacher in", async () => {
    const { page } = ctx;
    const token = await getAdminToken();
    const student = await createUser('student');
    const teacher = await createUser('teacher');
    await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: ['student'], helpContact: CONTACT } });
    try {
      await page.goto('/login');
      await page.getByLabel('Email address').fill(student.email);
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectToast(page, `${API_MSG.invalidCredentials}. ${SSO_MSG.passwordsOff(['student'], [LABEL])}`);
      await waitForPath(page, '/login');

      await page.getByLabel('Email address').fill(teacher.email);
      await page.getByLabel('Password', { exact: true }).fill(teacher.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard');
    } finally {
      await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: CONTACT } });
    }
  });
});
