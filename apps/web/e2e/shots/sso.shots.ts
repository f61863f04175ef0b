// The single sign-on screens for review by eye: the sign-in page with providers' buttons, the
// sign-in page when no one may use a password, and the admins' Sign-in screen (OpenID Connect and
// SAML providers, each kind open for editing, passwords, the log with its filters and Load older),
// in light and dark at 1280 and 390 px:
// `node apps/web/e2e/run.mjs --screenshots sso` writes <repo>/screenshots/sso-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { startTestIdp } from '../../../server/test/sso/saml-idp';
import { apiCall, apiLogin, getAdminToken } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { admin } from '../support/env';
import { storeTheme } from '../support/screens';
import { signInWithSession } from '../support/session';

const outDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

it('captures the sign-in page and the Sign-in screen in both themes at 1280 and 390 px', { timeout: 300_000 }, async () => {
  mkdirSync(outDir, { recursive: true });
  const token = await getAdminToken();
  const google = { kind: 'oidc', label: 'Google', preset: 'google', issuer: 'https://accounts.google.com', clientId: '1234.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret', hostedDomain: 'school.org', domains: ['school.org'] };
  const entra = { kind: 'oidc', label: 'Microsoft', preset: 'entra', issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0', clientId: 'b6f3c1c4-0000-4000-8000-000000000001', clientSecret: 'entra-secret', tenantId: '9188040d-6c67-4c5b-b112-36a304b66dad', matchBy: 'sourcedId', matchClaim: 'employee_id' };
  // A SAML IdP's metadata pasted (read at saving; the IdP need not stay up for the screenshots).
  const idp = await startTestIdp();
  const district = { kind: 'saml', label: 'District SSO', idpMetadataXml: idp.metadataXml, signedPart: 'assertion', nameIdFormat: 'persistent', matchBy: 'identifier', matchClaim: 'employeeNumber', domains: ['school.org'] };
  await idp.close();
  for (const body of [google, entra, district]) await apiCall('POST', '/api/admin/sso/providers', { token, body });
  await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: ['student'], helpContact: 'the school office (office@school.org)' } });
  // More than a page of the log: Load older sign-ins shows.
  await apiLogin(admin.email, 'a-wrong-password').catch(() => undefined);
  for (let i = 0; i < 55; i++) await apiLogin(admin.email, admin.password);
  const browser = await launchBrowser();
  try {
    for (const width of [1280, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage(browser, { width, height: width > 600 ? 800 : 760, colorScheme: theme });
        await storeTheme(page, theme);
        const shoot = (name: string) => page.screenshot({ path: `${outDir}sso-${name}-${theme}-${width}.png`, fullPage: true });
        await page.goto('/login');
        await page.getByRole('link', { name: 'Sign in with Google' }).waitFor();
        await shoot('login');
        await signInWithSession(page, admin.email, admin.password, '/dashboard/sign-in');
        await page.getByText('Redirect URI to register at the provider').first().waitFor();
        await page.waitForTimeout(300);
        await shoot('admin');
        await page.getByRole('button', { name: 'Edit Microsoft' }).click();
        await page.getByLabel('Client secret').waitFor();
        await shoot('admin-edit');
        await page.getByRole('button', { name: 'Edit District SSO' }).click();
        await page.getByLabel('Signature required on').waitFor();
        await shoot('admin-edit-saml');
        await page.context().close();
      }
    }
    await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: ['admin', 'teacher', 'student'], helpContact: '' } });
    const page = await newPage(browser, { width: 390, height: 760, colorScheme: 'light' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).waitFor();
    await page.screenshot({ path: `${outDir}sso-login-providers-only-light-390.png`, fullPage: true });
    await page.context().close();
  } finally {
    await apiCall('PUT', '/api/admin/sso/settings', { token, body: { passwordsOffFor: [], helpContact: '' } });
    await browser.close();
  }
});
