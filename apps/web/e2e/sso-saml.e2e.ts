import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { SSO_MSG, type SamlSsoProvider } from '@lyceum/shared/sso';
import { startTestIdp, type TestIdp } from '../../server/test/sso/saml-idp';
import { apiCall, createUser, getAdminToken } from './support/api';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { admin } from './support/env';
import { expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { importBundle, rosterBundle, rosterSchool, type RosterSchool } from './support/rosters';
import { signInWithSession, userMenuButton } from './support/session';

/**
 * Single sign-on in Chromium through a SAML 2.0 identity provider (the server tests' own, started
 * here on 127.0.0.1 with a key and certificate made at start): the browser leaves Lyceum for the
 * IdP's sign-in page, signs in there, the IdP's page POSTs the signed response to Lyceum's ACS, and
 * the browser lands signed in, as a student the OneRoster import made.
 */
const ctx = setupPage();
let idp: TestIdp;
let provider: SamlSsoProvider;
let school: RosterSchool;
const LABEL = 'Harbour Directory';
const CONTACT = 'the school office';

/** At the IdP's own sign-in page (not Lyceum's): signs in as `login`. */
async function signInAtIdp(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === idp.url);
  await page.getByLabel('Username').fill(login);
  await page.getByRole('button', { name: 'Sign in to the directory' }).click();
}

beforeAll(async () => {
  idp = await startTestIdp();
  const token = await getAdminToken();
  school = rosterSchool('saml');
  await importBundle(token, await rosterBundle(school));
  provider = await apiCall<SamlSsoProvider>('POST', '/api/admin/sso/providers', {
    token,
    body: { kind: 'saml', label: LABEL, idpMetadataUrl: idp.metadataUrl, matchBy: 'sourcedId', matchClaim: 'NameID' },
  });
  await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: CONTACT } });
  // The directory knows the imported student under the sourcedId the bundle gave them, as its NameID.
  idp.accounts.set('nia', { nameId: `${school.tag}-s1`, attributes: { mail: school.student.email, displayName: school.student.name } });
  idp.accounts.set('stranger', { nameId: 'not-in-the-roster', attributes: { mail: 'stranger@elsewhere.test' } });
});

afterAll(async () => {
  const token = await getAdminToken();
  await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: '' } });
  if (provider) await apiCall('DELETE', `/api/admin/sso/providers/${provider._id}`, { token });
  await idp?.close();
});

describe('single sign-on through a SAML identity provider', () => {
  it("signs an imported student in at the IdP's page and lands them on their dashboard with their classes", async () => {
    const { page } = ctx;
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await signInAtIdp(page, 'nia');
    await waitForPath(page, '/dashboard');
    await expectVisible(userMenuButton(page, { name: school.student.name, role: 'student' }));
    await expectVisible(page.getByText(school.className).first());
    expect(page.url()).not.toContain('code=');
  });

  it('refuses a person the school does not know, naming who to ask', async () => {
    const { page } = ctx;
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await signInAtIdp(page, 'stranger');
    await waitForPath(page, '/sso');
    await expectVisible(page.getByRole('alert').filter({ hasText: SSO_MSG.unknownPerson(LABEL, CONTACT) }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it("with passwords off for students, the password form refuses a student naming the SAML provider", async () => {
    const { page } = ctx;
    const token = await getAdminToken();
    const student = await createUser('student');
    await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: ['student'], helpContact: CONTACT } });
    try {
      await page.goto('/login');
      await page.getByLabel('Email address').fill(student.email);
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectToast(page, `${API_MSG.invalidCredentials}. ${SSO_MSG.passwordsOff(['student'], [LABEL])}`);
    } finally {
      await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: CONTACT } });
    }
  });

  it("shows the admin the values to give the IdP, with no accessibility violations, and serves the metadata at the entity ID", async () => {
    const { page } = ctx;
    await signInWithSession(page, admin.email, admin.password, '/dashboard/sign-in');
    await expectVisible(page.getByTestId('sp-entity-id').filter({ hasText: provider.spEntityId }));
    await expectVisible(page.getByTestId('acs-url').filter({ hasText: provider.acsUrl }));
    await expectVisible(page.getByTestId('sp-metadata-url').getByRole('link', { name: provider.spMetadataUrl }));
    await page.getByRole('button', { name: `Edit ${LABEL}` }).click();
    await expectVisible(page.getByLabel('IdP metadata URL'));
    expect(await axeViolations(page)).toEqual([]);
    const metadata = await fetch(provider.spMetadataUrl);
    expect(await metadata.text()).toContain(`Location="${provider.acsUrl}"`);
    await page.evaluate(() => localStorage.clear());
  });
});
