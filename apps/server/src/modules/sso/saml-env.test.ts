import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { PUBLIC_URL } from '../../../test/sso/flow';
import { samlSignIn } from '../../../test/sso/saml-flow';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';
import { ENV_SAML_PROVIDER_ID } from './saml-env';
import { applySsoEnvironment } from './sso-env';

/** A SAML provider set up by SSO_SAML_* environment variables, as main.ts applies them at start. */
let ctx: TestContext;
let idp: TestIdp;
let admin: TestUser;
let dir: string;

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  admin = await ctx.factories.user('admin');
  dir = await mkdtemp(join(tmpdir(), 'lyceum-saml-env-'));
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SSO_SAML_* environment variables', () => {
  it('save one SAML provider under a fixed id from the metadata address (again at each start, keeping what was read when it does not answer); people sign in through it', async () => {
    const env = { SSO_SAML_METADATA_URL: idp.metadataUrl, SSO_SAML_LABEL: 'District SSO', SSO_SAML_MATCH: 'sourcedId', SSO_SAML_MATCH_ATTRIBUTE: 'NameID', SSO_SAML_SIGNED: 'both' };
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, env);
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, env);
    const providers = await ctx.request({ method: 'GET', url: '/api/admin/sso/providers', token: admin.token });
    const [provider] = providers.json();
    expect(provider).toMatchObject({ _id: ENV_SAML_PROVIDER_ID, kind: 'saml', label: 'District SSO', signedPart: 'both', matchClaim: 'NameID', idp: { entityId: idp.entityId } });
    const student = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 'env-s1' }).where('id', '=', student.id).execute();
    expect(await samlSignIn(ctx, idp, provider, { nameId: 'env-s1', sign: 'both' })).toMatchObject({ status: 200, body: { _id: student.id } });
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { ...env, SSO_SAML_METADATA_URL: 'http://127.0.0.1:9/metadata' });
    const kept = (await ctx.request({ method: 'GET', url: '/api/admin/sso/providers', token: admin.token })).json()[0];
    expect(kept.idp.entityId).toBe(idp.entityId);
  });

  it('read the metadata from a file, and stop the start with a line naming the variable that is wrong', async () => {
    const file = join(dir, 'idp.xml');
    await writeFile(file, idp.metadataXml);
    await applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_SAML_METADATA_FILE: file, SSO_SAML_DOMAINS: 'school.test' });
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_SAML_METADATA_FILE: join(dir, 'missing.xml'), SSO_SAML_DOMAINS: 'school.test' })).rejects.toThrow(
      /^Invalid environment variable SSO_SAML_METADATA_FILE: Lyceum could not read the identity provider's metadata in .*missing\.xml: ENOENT/,
    );
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_SAML_METADATA_URL: idp.metadataUrl })).rejects.toThrow(
      'Invalid environment variable SSO_SAML_DOMAINS: must list the allowed email domains when matching by email',
    );
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_SAML_METADATA_URL: idp.metadataUrl, SSO_SAML_DOMAINS: 'school.test', SSO_SAML_SIGNED: 'never' })).rejects.toThrow(/^Invalid environment variable SSO_SAML_SIGNED: /);
    await expect(applySsoEnvironment(ctx.db.kysely, TEST_JWT_SECRET, { SSO_SAML_METADATA_URL: 'http://idp.example.org/metadata', SSO_SAML_DOMAINS: 'school.test' })).rejects.toThrow(
      'Invalid environment variable SSO_SAML_METADATA_URL: idpMetadataUrl must be an https:// URL (http:// only for 127.0.0.1 or localhost)',
    );
  });
});
