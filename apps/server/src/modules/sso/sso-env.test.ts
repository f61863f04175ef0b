import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { PUBLIC_URL, signInThrough } from '../../../test/sso/flow';
import { startTestOp, type TestOp } from '../../../test/sso/oidc-op';
import { applySsoEnvironment, ENV_PROVIDER_ID } from './sso-env';

/** Single sign-on set up by environment variables (automated installs), as main.ts applies them at start. */
let ctx: TestContext;
let op: TestOp;
let admin: TestUser;

beforeAll(async () => {
  op = await startTestOp();
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  admin = await ctx.factories.user('admin');
});
afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

describe('SSO_* environment variables', () => {
  it('save one OpenID Connect provider under a fixed id (again at each start) and the password settings; people sign in through it', async () => {
    const client = op.registerClient([`${PUBLIC_URL}/api/auth/sso/${ENV_PROVIDER_ID}/callback`]);
    const env = {
      SSO_OIDC_ISSUER: op.issuer,
      SSO_OIDC_CLIENT_ID: client.clientId,
      SSO_OIDC_CLIENT_SECRET: client.clientSecret,
      SSO_OIDC_LABEL: 'District ID',
      SSO_OIDC_DOMAINS: 'school.test, staff.school.test',
      SSO_PASSWORDS_OFF_FOR: 'student',
      SSO_HELP_CONTACT: 'the district help desk',
    };
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, env);
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, env);
    const providers = await ctx.request({ method: 'GET', url: '/api/admin/sso/providers', token: admin.token });
    expect(providers.json()).toEqual([expect.objectContaining({ _id: ENV_PROVIDER_ID, label: 'District ID', domains: ['school.test', 'staff.school.test'], clientSecretSet: true })]);
    const settings = await ctx.request({ method: 'GET', url: '/api/admin/sso/settings', token: admin.token });
    expect(settings.json()).toEqual({ passwordsOffFor: ['student'], helpContact: 'the district help desk' });
    const student = await ctx.factories.user('student', { email: 'env@staff.school.test' });
    op.accounts.set('env', { email: 'env@staff.school.test', email_verified: true });
    const signedIn = await signInThrough(ctx, ENV_PROVIDER_ID, 'env');
    expect(signedIn).toMatchObject({ status: 200, body: { _id: student.id } });
  });

  it('stop the start with a line naming the variable that is wrong', async () => {
    const base = { SSO_OIDC_ISSUER: op.issuer, SSO_OIDC_CLIENT_ID: 'c', SSO_OIDC_CLIENT_SECRET: 's', SSO_OIDC_DOMAINS: 'school.test' };
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { ...base, SSO_OIDC_ISSUER: 'http://idp.example.org' })).rejects.toThrow(
      'Invalid environment variable SSO_OIDC_ISSUER: issuer must be an https:// URL (http:// only for 127.0.0.1 or localhost)',
    );
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { ...base, SSO_OIDC_DOMAINS: 'not a domain' })).rejects.toThrow(/^Invalid environment variable SSO_OIDC_DOMAINS: /);
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { ...base, SSO_OIDC_CLIENT_SECRET: undefined })).rejects.toThrow('Invalid environment variable SSO_OIDC_CLIENT_SECRET: must be set with SSO_OIDC_ISSUER');
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_PASSWORDS_OFF_FOR: 'students' })).rejects.toThrow(/^Invalid environment variable SSO_PASSWORDS_OFF_FOR/);
  });
});
