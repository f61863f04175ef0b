import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { SSO_MSG, type SamlSsoProvider } from '@lyceum/shared/sso';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD, type TestUser } from '../../../test/factories';
import { PUBLIC_URL } from '../../../test/sso/flow';
import { addSamlProvider, samlSignIn } from '../../../test/sso/saml-flow';
import { startTestIdp, type TestIdp } from '../../../test/sso/saml-idp';

/**
 * Sign-in through a SAML 2.0 identity provider of the test's own (real XML signatures under a key
 * made at start) with Lyceum's real service provider (@node-saml/node-saml): who is let in, who is
 * refused and with what message, what the log keeps, and the admin's set-up.
 */
let ctx: TestContext;
let idp: TestIdp;
let admin: TestUser;
let provider: SamlSsoProvider;
const CONTACT = 'the school office (office@school.test)';

const events = async () =>
  (await ctx.request({ method: 'GET', url: '/api/admin/sign-in-events', token: admin.token })).json().items as { who: string; outcome: string; reason: string | null; method: string; userId: string | null; provider: string | null }[];

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ env: { PUBLIC_URL, API_RATE_LIMIT: '100000' } });
  admin = await ctx.factories.user('admin');
  await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
  provider = await addSamlProvider(ctx, admin.token, idp, { matchBy: 'sourcedId', matchClaim: 'sourcedId', domains: [] });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

describe('signing in through a SAML identity provider', () => {
  it('signs in an imported student by the sourcedId attribute, with a Lyceum token, lands on RelayState, and logs who and how', async () => {
    const student = await ctx.factories.user('student', { email: 'nia@school.test' });
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-0007' }).where('id', '=', student.id).execute();
    const { status, body } = await samlSignIn(ctx, idp, provider, { nameId: 'nia', attributes: { sourcedId: 'stu-0007', email: 'nia@school.test' } }, { query: '?returnTo=%2Fclasses' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: student.id, role: 'student', returnTo: '/classes', provider: provider._id });
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.json()).toMatchObject({ _id: student.id });
    expect((await events())[0]).toMatchObject({ who: 'nia@school.test', method: 'sso', outcome: 'success', userId: student.id, provider: 'School Directory' });
  });

  it('matches by the NameID when the admin says it carries the sourcedId, and takes NotBefore a minute ahead (clock skew)', async () => {
    const byNameId = await addSamlProvider(ctx, admin.token, idp, { label: 'NameID Directory', matchBy: 'sourcedId', matchClaim: 'NameID', domains: [] });
    const student = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-0099' }).where('id', '=', student.id).execute();
    const { status, body } = await samlSignIn(ctx, idp, byNameId, { nameId: 'stu-0099', notBefore: new Date(Date.now() + 60_000) });
    expect(status).toBe(200);
    expect(body._id).toBe(student.id);
  });

  it("matches by the OneRoster identifier in an attribute, and refuses one that two users share", async () => {
    const byIdentifier = await addSamlProvider(ctx, admin.token, idp, { label: 'Student Numbers', matchBy: 'identifier', matchClaim: 'employeeNumber', domains: [] });
    const student = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ identifier: '20260101' }).where('id', '=', student.id).execute();
    const ok = await samlSignIn(ctx, idp, byIdentifier, { nameId: 'n-101', attributes: { employeeNumber: '20260101', email: 'someone@elsewhere.test' } });
    expect(ok).toMatchObject({ status: 200, body: { _id: student.id } });
    const [twin1, twin2] = [await ctx.factories.user('student'), await ctx.factories.user('student')];
    await ctx.db.kysely.updateTable('users').set({ identifier: '20260202' }).where('id', 'in', [twin1.id, twin2.id]).execute();
    const shared = await samlSignIn(ctx, idp, byIdentifier, { nameId: 'n-202', attributes: { employeeNumber: '20260202' } });
    expect(shared).toEqual({ status: 403, body: { message: SSO_MSG.unknownPerson('Student Numbers', CONTACT) } });
    expect((await events())[0]).toMatchObject({ outcome: 'refused', reason: 'identifier 20260202 belongs to more than one user', userId: null });
  });

  it('matches by an email of an allowed domain, and refuses one of another domain', async () => {
    const byEmail = await addSamlProvider(ctx, admin.token, idp, { label: 'Email Directory', emailAttribute: 'mail' });
    const teacher = await ctx.factories.user('teacher', { email: 'grace@school.test' });
    const ok = await samlSignIn(ctx, idp, byEmail, { nameId: 'grace', attributes: { mail: 'Grace@School.test' } });
    expect(ok).toMatchObject({ status: 200, body: { _id: teacher.id, role: 'teacher' } });
    await ctx.factories.user('student', { email: 'linus@gmail.test' });
    const other = await samlSignIn(ctx, idp, byEmail, { nameId: 'linus', attributes: { mail: 'linus@gmail.test' } });
    expect(other).toEqual({ status: 403, body: { message: SSO_MSG.wrongDomain('Email Directory', ['school.test']) } });
  });

  it('refuses an unknown person, naming who to ask, and signs no one in', async () => {
    const { status, body } = await samlSignIn(ctx, idp, provider, { nameId: 'stranger', attributes: { sourcedId: 'not-in-the-roster', email: 'stranger@school.test' } });
    expect(status).toBe(403);
    expect(body).toEqual({ message: SSO_MSG.unknownPerson('School Directory', CONTACT) });
    expect((await events())[0]).toMatchObject({ who: 'stranger@school.test', outcome: 'refused', reason: 'no matching user', userId: null });
  });

  it('refuses a deactivated user', async () => {
    const gone = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-gone', deactivated_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    const { status, body } = await samlSignIn(ctx, idp, provider, { nameId: 'gone', attributes: { sourcedId: 'stu-gone' } });
    expect(status).toBe(403);
    expect(body).toEqual({ message: ROSTER_MSG.accountDeactivated });
    expect((await events())[0]).toMatchObject({ outcome: 'refused', reason: 'account deactivated', userId: gone.id });
  });

  it('creates unknown people when the admin allows it: students, or the role the mapped group attribute gives', async () => {
    const jit = await addSamlProvider(ctx, admin.token, idp, { label: 'Open Directory', createUnknown: true, roleClaim: 'groups', roleMap: [{ value: 'staff', role: 'teacher' }] });
    const student = await samlSignIn(ctx, idp, jit, { nameId: 'newbie', attributes: { email: 'newbie@school.test', displayName: 'New Bie', groups: ['year-7', 'admins'] } });
    const teacher = await samlSignIn(ctx, idp, jit, { nameId: 'newstaff', attributes: { email: 'newstaff@school.test', displayName: 'New Staff', groups: ['staff'] } });
    expect([student.status, student.body.role, teacher.status, teacher.body.role]).toEqual([200, 'student', 200, 'teacher']);
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: teacher.body.token });
    expect(me.json()).toMatchObject({ name: 'New Staff', email: 'newstaff@school.test', role: 'teacher' });
    const again = await samlSignIn(ctx, idp, jit, { nameId: 'newbie', attributes: { email: 'newbie@school.test' } });
    expect(again.body._id).toBe(student.body._id);
  });

  it('links the NameID through an invitation link instead of a password', async () => {
    const created = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: { name: 'Invited', email: 'invited-saml@school.test', role: 'student' } });
    const userId = created.json().user._id as string;
    const links = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [userId] } });
    const token = (links.json()[0].link as string).split('/invite/')[1]!;
    const linked = await samlSignIn(ctx, idp, provider, { nameId: 'i.nvited' }, { query: `?invite=${token}` });
    expect(linked).toMatchObject({ status: 200, body: { _id: userId } });
    const again = await samlSignIn(ctx, idp, provider, { nameId: 'i.nvited' });
    expect(again.body._id).toBe(userId);
  });

  it("with passwords off for students, the password form refuses a student naming the SAML provider", async () => {
    const student = await ctx.factories.user('student');
    await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: ['student'], helpContact: CONTACT } });
    try {
      const refused = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: FACTORY_PASSWORD } });
      expect(refused.statusCode).toBe(401);
      const labels = ((await ctx.request({ method: 'GET', url: '/api/auth/sso' })).json().providers as { label: string }[]).map((p) => p.label);
      expect(labels[0]).toBe('School Directory');
      expect(refused.json().message).toBe(`${API_MSG.invalidCredentials}. ${SSO_MSG.passwordsOff(['student'], labels)}`);
      expect(refused.json().message).toContain('Students sign in with School Directory');
    } finally {
      await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
    }
  });

  it('offers no IdP logout for sign-out (SAML single logout is not there)', async () => {
    const res = await ctx.request({ method: 'POST', url: `/api/auth/sso/${provider._id}/logout`, token: admin.token, payload: {} });
    expect(res.json()).toEqual({ url: null });
  });
});

describe("the admin's set-up", () => {
  it('shows the values to give the IdP, serves the SP metadata at the entity ID, and keeps what the IdP metadata said', async () => {
    expect(provider).toMatchObject({
      kind: 'saml',
      idpMetadataUrl: idp.metadataUrl,
      spEntityId: `${PUBLIC_URL}/api/auth/sso/${provider._id}/metadata`,
      spMetadataUrl: `${PUBLIC_URL}/api/auth/sso/${provider._id}/metadata`,
      acsUrl: `${PUBLIC_URL}/api/auth/sso/${provider._id}/acs`,
      signedPart: 'assertion',
      idp: { entityId: idp.entityId, ssoUrl: `${idp.url}/sso` },
    });
    expect(provider.idp.certificates).toHaveLength(1);
    const metadata = await ctx.request({ method: 'GET', url: `/api/auth/sso/${provider._id}/metadata` });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toBe('application/samlmetadata+xml; charset=utf-8');
    expect(metadata.body).toContain(`entityID="${provider.spEntityId}"`);
    expect(metadata.body).toContain(`Location="${provider.acsUrl}"`);
    expect(metadata.body).toContain('Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
    expect(metadata.body).toContain('WantAssertionsSigned="true"');
    expect(metadata.body).toContain('<NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</NameIDFormat>');
    const again = await ctx.request({ method: 'GET', url: `/api/auth/sso/${provider._id}/metadata` });
    expect(again.body).toBe(metadata.body);
    const unknown = await ctx.request({ method: 'GET', url: '/api/auth/sso/no-such-provider/metadata' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SSO_MSG.providerNotFound });
  });

  it('takes pasted IdP metadata, refuses metadata with a DOCTYPE, not well-formed or at an address nothing answers (saying why in the admin\'s language) or without a certificate, and asks for metadata', async () => {
    const base = { kind: 'saml', label: 'Pasted', matchBy: 'email', domains: ['school.test'] };
    const pasted = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, idpMetadataXml: idp.metadataXml } });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(pasted.json()).toMatchObject({ kind: 'saml', idp: { entityId: idp.entityId } });
    expect(pasted.json().idpMetadataXml).toBeUndefined();
    const check = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${pasted.json()._id}/check`, token: admin.token });
    expect(check.json()).toEqual({ ok: true, message: SSO_MSG.metadataOk(idp.entityId, 1) });
    const inJapanese = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${pasted.json()._id}/check`, token: admin.token, headers: { 'accept-language': 'ja' } });
    expect(inJapanese.json()).toEqual({ ok: true, message: `ID プロバイダのメタデータには ${idp.entityId} と 1 件の署名証明書が記載されています。ログインを試せます。` });

    const xxe = `<?xml version="1.0"?><!DOCTYPE md [<!ENTITY x SYSTEM "file:///etc/passwd">]>${idp.metadataXml.replace('<?xml version="1.0"?>', '')}`;
    const withDoctype = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, idpMetadataXml: xxe } });
    expect(withDoctype.statusCode).toBe(400);
    expect(withDoctype.json()).toEqual({ message: SSO_MSG.metadataUnreadable('pasted in idpMetadataXml', 'the XML declares a DOCTYPE or entities, which Lyceum does not read') });
    const noCert = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, idpMetadataXml: idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, '') } });
    expect(noCert.json()).toEqual({ message: SSO_MSG.metadataUnreadable('pasted in idpMetadataXml', 'it lists no signing certificate') });
    const noCertInSpanish = await ctx.request({
      method: 'POST', url: '/api/admin/sso/providers', token: admin.token, headers: { 'accept-language': 'es' },
      payload: { ...base, idpMetadataXml: idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, '') },
    });
    expect(noCertInSpanish.json()).toEqual({ message: 'Lyceum no ha podido leer los metadatos del proveedor de identidad pegados en idpMetadataXml: no incluyen ningún certificado de firma' });
    const brokenInJapanese = await ctx.request({
      method: 'POST', url: '/api/admin/sso/providers', token: admin.token, headers: { 'accept-language': 'ja' },
      payload: { ...base, idpMetadataXml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.test">\n  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol>\n</md:EntityDescriptor>' },
    });
    expect(brokenInJapanese.statusCode).toBe(400);
    expect(brokenInJapanese.json()).toEqual({ message: 'idpMetadataXml に貼り付けられた ID プロバイダのメタデータを Lyceum が読み取れませんでした: XML の形式が正しくありません (2 行 3 列付近: 属性値を閉じる引用符がありません)' });
    const none = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: base });
    expect(none.json()).toEqual({ message: SSO_MSG.metadataRequired });
    const unreachable = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, idpMetadataUrl: 'http://127.0.0.1:9/metadata' } });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(/^Lyceum could not read the identity provider's metadata at http:\/\/127\.0\.0\.1:9\/metadata: /);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/metadata`;
    await new Promise((resolve) => closed.close(resolve));
    const refusedInJapanese = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, headers: { 'accept-language': 'ja' }, payload: { ...base, idpMetadataUrl: nowhere } });
    expect(refusedInJapanese.json()).toEqual({ message: `${nowhere} にある ID プロバイダのメタデータを Lyceum が読み取れませんでした: そのアドレスとポートで応答するものがありません (接続が拒否されました)` });
    const plainHttp = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, idpMetadataUrl: 'http://idp.example.org/metadata' } });
    expect(plainHttp.json()).toEqual({ message: 'idpMetadataUrl must be an https:// URL (http:// only for 127.0.0.1 or localhost)' });
  });

  it('reads the metadata again at check and keeps it when an edit gives none', async () => {
    const check = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${provider._id}/check`, token: admin.token });
    expect(check.json()).toEqual({ ok: true, message: SSO_MSG.metadataOk(idp.entityId, 1) });
    const { _id, createdAt: _c, updatedAt: _u, idp: _idp, spEntityId: _e, acsUrl: _a, spMetadataUrl: _m, ...settings } = provider;
    const edited = await ctx.request({ method: 'PUT', url: `/api/admin/sso/providers/${_id}`, token: admin.token, payload: { ...settings, signedPart: 'both' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ signedPart: 'both', idp: { entityId: idp.entityId } });
    const back = await ctx.request({ method: 'PUT', url: `/api/admin/sso/providers/${_id}`, token: admin.token, payload: settings });
    expect(back.json().signedPart).toBe('assertion');
  });
});
