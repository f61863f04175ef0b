import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { SSO_MSG, type OidcProviderInput, type OidcSsoProvider } from '@lyceum/shared/sso';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD, type TestUser } from '../../../test/factories';
import { secretBox } from './sso-secrets';
import { CookieJar, PUBLIC_URL, callbackAt, exchange, followAtProvider, signInThrough, startAt } from '../../../test/sso/flow';
import { startTestOp, type TestOp } from '../../../test/sso/oidc-op';

/**
 * Sign-in through a real OpenID provider (oidc-provider on 127.0.0.1) with Lyceum's real client
 * (openid-client): who is let in, who is refused and with what message, and what the log keeps.
 */
let ctx: TestContext;
let op: TestOp;
let admin: TestUser;
let provider: OidcSsoProvider;
const CONTACT = 'the school office (office@school.test)';

async function addProvider(overrides: Partial<OidcProviderInput> = {}, register = true): Promise<OidcSsoProvider> {
  // The redirect URI names the provider's id, known once it is saved: register the client after.
  const client = op.registerClient([]);
  const res = await ctx.request({
    method: 'POST',
    url: '/api/admin/sso/providers',
    token: admin.token,
    payload: { kind: 'oidc', label: 'School ID', issuer: op.issuer, clientId: client.clientId, clientSecret: client.clientSecret, domains: ['school.test'], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  const saved = res.json() as OidcSsoProvider;
  op.setRedirectUris(client.clientId, register ? [saved.redirectUri] : [`${PUBLIC_URL}/somewhere-else`], [`${PUBLIC_URL}/login`]);
  return saved;
}

const events = async () => (await ctx.request({ method: 'GET', url: '/api/admin/sign-in-events', token: admin.token })).json().items as { who: string; outcome: string; reason: string | null; method: string; userId: string | null; provider: string | null; address: string }[];

beforeAll(async () => {
  op = await startTestOp();
  ctx = await createTestContext({ env: { PUBLIC_URL, API_RATE_LIMIT: '100000', SSO_SERVER_TIMING: 'true' } });
  admin = await ctx.factories.user('admin');
  await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
  provider = await addProvider();
});
afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

describe('signing in through an OpenID provider', () => {
  it('signs in the user whose verified school email matches, with a Lyceum token, and logs who, how and from where', async () => {
    const student = await ctx.factories.user('student', { email: 'ada@school.test' });
    op.accounts.set('ada', { email: 'Ada@School.test', email_verified: true, name: 'Ada' });
    const { status, body } = await signInThrough(ctx, provider._id, 'ada', '?returnTo=%2Fclasses');
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: student.id, role: 'student', returnTo: '/classes', provider: provider._id });
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.json()).toMatchObject({ _id: student.id, email: 'ada@school.test' });
    expect((await events())[0]).toMatchObject({ who: 'Ada@School.test', method: 'sso', outcome: 'success', userId: student.id, provider: 'School ID', address: '127.0.0.1' });
  });

  it('finds a OneRoster-imported user by the sourcedId in the chosen claim', async () => {
    const byClaim = await addProvider({ label: 'District ID', matchBy: 'sourcedId', matchClaim: 'employee_id', domains: [] });
    const student = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-0042' }).where('id', '=', student.id).execute();
    op.accounts.set('s42', { employee_id: 'stu-0042', email: 'someone@elsewhere.test', email_verified: false });
    const { status, body } = await signInThrough(ctx, byClaim._id, 's42');
    expect(status).toBe(200);
    expect(body._id).toBe(student.id);
  });

  it('finds a OneRoster-imported user by the identifier in the chosen claim; a new account keeps the identifier it was made with', async () => {
    const byIdentifier = await addProvider({ label: 'Student Number ID', matchBy: 'identifier', matchClaim: 'employee_id', domains: ['school.test'] });
    const student = await ctx.factories.user('student');
    await ctx.db.kysely.updateTable('users').set({ identifier: '20260042' }).where('id', '=', student.id).execute();
    op.accounts.set('n42', { employee_id: '20260042', email: 'someone@elsewhere.test', email_verified: false });
    const found = await signInThrough(ctx, byIdentifier._id, 'n42');
    expect(found).toMatchObject({ status: 200, body: { _id: student.id } });
    // Without a claim to match by: refused, the log naming the claim.
    op.accounts.set('n-none', { email: 'n-none@school.test', email_verified: true });
    expect(await signInThrough(ctx, byIdentifier._id, 'n-none')).toEqual({ status: 403, body: { message: SSO_MSG.noIdentifier('Student Number ID', CONTACT) } });
    expect((await events())[0]).toMatchObject({ outcome: 'refused', reason: 'no employee_id claim' });
    // Just-in-time: the new account carries the identifier, and the next sign-in finds it by it.
    const jit = await addProvider({ label: 'JIT Numbers', matchBy: 'identifier', matchClaim: 'employee_id', domains: ['school.test'], createUnknown: true });
    op.accounts.set('n77', { employee_id: '20260077', email: 'new77@school.test', email_verified: true, name: 'New Seventy' });
    const made = await signInThrough(ctx, jit._id, 'n77');
    expect(made.status).toBe(200);
    const row = await ctx.db.kysely.selectFrom('users').select(['identifier', 'role']).where('id', '=', made.body._id ?? '').executeTakeFirst();
    expect(row).toEqual({ identifier: '20260077', role: 'student' });
    const saved = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { kind: 'oidc', label: 'X', issuer: op.issuer, clientId: 'c', clientSecret: 's', matchBy: 'identifier', domains: [] } });
    expect(saved.json()).toEqual({ message: SSO_MSG.claimRequired });
  });

  it('refuses an unknown person, naming who to ask, and signs no one in', async () => {
    op.accounts.set('nobody', { email: 'nobody@school.test', email_verified: true });
    const { status, body } = await signInThrough(ctx, provider._id, 'nobody');
    expect(status).toBe(403);
    expect(body).toEqual({ message: SSO_MSG.unknownPerson('School ID', CONTACT) });
    expect(body.message).toContain('the school office (office@school.test)');
    expect((await events())[0]).toMatchObject({ who: 'nobody@school.test', outcome: 'refused', reason: 'no matching user', userId: null });
  });

  it('refuses an email the provider has not verified (email_verified: false), though it is a user\'s', async () => {
    await ctx.factories.user('teacher', { email: 'grace@school.test' });
    op.accounts.set('grace-fake', { email: 'grace@school.test', email_verified: false });
    const { status, body } = await signInThrough(ctx, provider._id, 'grace-fake');
    expect(status).toBe(403);
    expect(body.message).toBe(SSO_MSG.emailNotVerified('School ID', CONTACT));
    expect(body.token).toBeUndefined();
    expect((await events())[0]).toMatchObject({ outcome: 'refused', reason: 'email grace@school.test not verified by the provider' });
  });

  it('refuses a verified email of a domain the school did not allow', async () => {
    await ctx.factories.user('student', { email: 'linus@gmail.test' });
    op.accounts.set('linus', { email: 'linus@gmail.test', email_verified: true });
    const { status, body } = await signInThrough(ctx, provider._id, 'linus');
    expect(status).toBe(403);
    expect(body.message).toBe(SSO_MSG.wrongDomain('School ID', ['school.test']));
  });

  it('refuses a deactivated user', async () => {
    const gone = await ctx.factories.user('student', { email: 'gone@school.test' });
    await ctx.db.kysely.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    op.accounts.set('gone', { email: 'gone@school.test', email_verified: true });
    const { status, body } = await signInThrough(ctx, provider._id, 'gone');
    expect(status).toBe(403);
    expect(body.message).toBe(ROSTER_MSG.accountDeactivated);
  });

  it('creates an unknown person as a student when the admin allows it, or with the role a mapped group claim gives', async () => {
    const jit = await addProvider({ label: 'Open ID', createUnknown: true, roleClaim: 'groups', roleMap: [{ value: 'staff', role: 'teacher' }] });
    op.accounts.set('newbie', { email: 'newbie@school.test', email_verified: true, name: 'New Bie', groups: ['year-7'] });
    op.accounts.set('newstaff', { email: 'newstaff@school.test', email_verified: true, name: 'New Staff', groups: ['staff'] });
    const student = await signInThrough(ctx, jit._id, 'newbie');
    const teacher = await signInThrough(ctx, jit._id, 'newstaff');
    expect([student.status, student.body.role, teacher.status, teacher.body.role]).toEqual([200, 'student', 200, 'teacher']);
    const again = await signInThrough(ctx, jit._id, 'newbie');
    expect(again.body._id).toBe(student.body._id);
  });
});

describe('the flow itself', () => {
  it('refuses an answer without state, and one whose state was already used, with the same message', async () => {
    const noState = await callbackAt(ctx, `${PUBLIC_URL}/api/auth/sso/${provider._id}/callback?code=abc`, '');
    expect(await exchange(ctx, noState)).toEqual({ status: 400, body: { message: SSO_MSG.startAgain } });

    op.accounts.set('twice', { email: 'twice@school.test', email_verified: true });
    await ctx.factories.user('student', { email: 'twice@school.test' });
    const { location, cookie } = await startAt(ctx, provider._id);
    const at = await followAtProvider(location, new CookieJar(), { login: 'twice' });
    expect((await exchange(ctx, await callbackAt(ctx, at.callback!, cookie))).status).toBe(200);
    const replayed = await exchange(ctx, await callbackAt(ctx, at.callback!, cookie));
    expect(replayed).toEqual({ status: 400, body: { message: SSO_MSG.startAgain } });
    expect((await events())[0]).toMatchObject({ outcome: 'refused', reason: 'unknown or already used state' });
  });

  it('refuses a code replayed under a fresh state: the provider refuses it, and Lyceum says so', async () => {
    op.accounts.set('replay', { email: 'replay@school.test', email_verified: true });
    await ctx.factories.user('student', { email: 'replay@school.test' });
    const first = await startAt(ctx, provider._id);
    const jar = new CookieJar();
    const at = await followAtProvider(first.location, jar, { login: 'replay' });
    expect((await exchange(ctx, await callbackAt(ctx, at.callback!, first.cookie))).status).toBe(200);
    const used = new URL(at.callback!).searchParams.get('code')!;
    const second = await startAt(ctx, provider._id);
    const state = new URL(second.location).searchParams.get('state')!;
    const forged = `${PUBLIC_URL}/api/auth/sso/${provider._id}/callback?${new URLSearchParams({ code: used, state, iss: op.issuer })}`;
    const refused = await exchange(ctx, await callbackAt(ctx, forged, second.cookie));
    expect(refused).toEqual({ status: 401, body: { message: SSO_MSG.untrusted('School ID', CONTACT) } });
    expect((await events())[0]?.reason).toMatch(/^ID token or code refused: .*invalid_grant/);
  });

  it("refuses the provider's answer in another browser than the one that started (login CSRF)", async () => {
    op.accounts.set('csrf', { email: 'csrf@school.test', email_verified: true });
    await ctx.factories.user('student', { email: 'csrf@school.test' });
    const { location } = await startAt(ctx, provider._id);
    const at = await followAtProvider(location, new CookieJar(), { login: 'csrf' });
    const other = await startAt(ctx, provider._id);
    expect(await exchange(ctx, await callbackAt(ctx, at.callback!, other.cookie))).toEqual({ status: 400, body: { message: SSO_MSG.otherBrowser } });
  });

  it('is never sent back to a redirect URI the provider has not registered', async () => {
    const unregistered = await addProvider({ label: 'Misconfigured' }, false);
    const { location } = await startAt(ctx, unregistered._id);
    const at = await followAtProvider(location, new CookieJar(), { login: 'ada' });
    expect(at.callback).toBeNull();
    expect(at.status).toBe(400);
    expect(at.body).toContain('redirect_uri did not match any of the client');
  });

  it('passes on a refusal by the provider (access_denied) as its own message', async () => {
    const { location, cookie } = await startAt(ctx, provider._id);
    const state = new URL(location).searchParams.get('state')!;
    const code = await callbackAt(ctx, `${PUBLIC_URL}/api/auth/sso/${provider._id}/callback?error=access_denied&state=${state}`, cookie);
    expect(await exchange(ctx, code)).toEqual({ status: 401, body: { message: SSO_MSG.providerDeclined('School ID', CONTACT) } });
  });

  it("tells, with SSO_SERVER_TIMING, each sign-in answer's own time apart from the time it waited for the provider", async () => {
    await ctx.factories.user('student', { email: 'tim@school.test' });
    op.accounts.set('tim', { email: 'tim@school.test', email_verified: true });
    const timing = (header: unknown) => /^app;dur=(\d+\.\d\d), idp;dur=(\d+\.\d\d)$/.exec(String(header))?.slice(1).map(Number);
    const start = await ctx.request({ method: 'GET', url: `/api/auth/sso/${provider._id}/start` });
    expect(timing(start.headers['server-timing'])).toEqual([expect.any(Number), 0]);
    const at = await followAtProvider(String(start.headers.location), new CookieJar(), { login: 'tim' });
    const back = new URL(at.callback ?? '');
    const callback = await ctx.request({ method: 'GET', url: back.pathname + back.search, headers: { cookie: String(start.headers['set-cookie']).split(';')[0] ?? '' } });
    // The token endpoint (and the keys, the first time) were asked: their time is the provider's.
    const [own, waited] = timing(callback.headers['server-timing']) ?? [];
    expect(waited).toBeGreaterThan(0);
    expect(own).toBeGreaterThanOrEqual(0);
    const traded = await ctx.request({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code: decodeURIComponent(String(callback.headers.location).slice('/sso#code='.length)) } });
    expect(traded.statusCode).toBe(200);
    expect(timing(traded.headers['server-timing'])).toEqual([expect.any(Number), 0]);
    // Other routes carry none.
    expect((await ctx.request({ method: 'GET', url: '/api/auth/sso' })).headers['server-timing']).toBeUndefined();
  });

  it('hands a handoff code over once', async () => {
    op.accounts.set('once', { email: 'once@school.test', email_verified: true });
    await ctx.factories.user('student', { email: 'once@school.test' });
    const { location, cookie } = await startAt(ctx, provider._id);
    const at = await followAtProvider(location, new CookieJar(), { login: 'once' });
    const code = await callbackAt(ctx, at.callback!, cookie);
    expect((await exchange(ctx, code)).status).toBe(200);
    expect(await exchange(ctx, code)).toEqual({ status: 404, body: { message: SSO_MSG.startAgain } });
  });
});

describe('passwords, invitations and sign-out', () => {
  it('with passwords off for students, refuses a student\'s right password naming the provider, and still takes a teacher\'s', async () => {
    const student = await ctx.factories.user('student');
    const teacher = await ctx.factories.user('teacher');
    const put = await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: ['student'], helpContact: CONTACT } });
    expect(put.statusCode).toBe(200);
    try {
      const refused = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: FACTORY_PASSWORD } });
      expect(refused.statusCode).toBe(401);
      const labels = ((await ctx.request({ method: 'GET', url: '/api/auth/sso' })).json().providers as { label: string }[]).map((p) => p.label);
      expect(labels.slice(0, 2)).toEqual(['School ID', 'District ID']);
      expect(refused.json().message).toBe(`${API_MSG.invalidCredentials}. ${SSO_MSG.passwordsOff(['student'], labels)}`);
      expect(refused.json().message).toMatch(/^Invalid email or password\. Students sign in with School ID, District ID, .* \(the button above\), not with a password\.$/);
      const wrong = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: teacher.email, password: 'wrong-password' } });
      expect(wrong.json().message).toBe(refused.json().message);
      const ok = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: teacher.email, password: FACTORY_PASSWORD } });
      expect(ok.statusCode).toBe(200);
      const options = await ctx.request({ method: 'GET', url: '/api/auth/sso' });
      expect(options.json().passwordsOffFor).toEqual(['student']);
      expect((await events()).slice(0, 3).map((e) => [e.method, e.outcome])).toEqual([['password', 'success'], ['password', 'refused'], ['password', 'refused']]);
    } finally {
      await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
    }
  });

  it('links the identity through an invitation link instead of a password, once; later sign-ins find the user by it', async () => {
    const created = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: { name: 'Invited', email: 'invited@school.test', role: 'student' } });
    const userId = created.json().user._id as string;
    const links = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [userId] } });
    const token = (links.json()[0].link as string).split('/invite/')[1]!;
    // The provider knows them under another address: the invitation, not the email, says who they are.
    op.accounts.set('inv', { email: 'i.nvited@personal.test', email_verified: true });
    const linked = await signInThrough(ctx, provider._id, 'inv', `?invite=${token}`);
    expect(linked).toMatchObject({ status: 200, body: { _id: userId } });
    const again = await signInThrough(ctx, provider._id, 'inv');
    expect(again.body._id).toBe(userId);
    const reused = await signInThrough(ctx, provider._id, 'inv', `?invite=${token}`);
    expect(reused).toEqual({ status: 400, body: { message: ROSTER_MSG.inviteUsed } });
  });

  it("offers the provider's logout address for sign-out", async () => {
    const res = await ctx.request({ method: 'POST', url: `/api/auth/sso/${provider._id}/logout`, token: admin.token, payload: {} });
    const url = new URL(res.json().url as string);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
  });
});

describe('set-up by admins', () => {
  it('never sends the client secret back, keeps it when an edit leaves it out, and lists enabled providers on the sign-in page', async () => {
    const listed = await ctx.request({ method: 'GET', url: '/api/admin/sso/providers', token: admin.token });
    expect(listed.body).not.toContain('secret-of-');
    expect(listed.json()[0]).toMatchObject({ _id: provider._id, clientSecretSet: true, redirectUri: `${PUBLIC_URL}/api/auth/sso/${provider._id}/callback` });
    const { _id, clientSecretSet: _set, redirectUri: _uri, createdAt: _created, updatedAt: _updated, ...settings } = listed.json()[0] as OidcSsoProvider;
    const edited = await ctx.request({ method: 'PUT', url: `/api/admin/sso/providers/${_id}`, token: admin.token, payload: { ...settings, label: 'School account' } });
    expect(edited.json()).toMatchObject({ label: 'School account', clientSecretSet: true });
    op.accounts.set('after-edit', { email: 'after-edit@school.test', email_verified: true });
    await ctx.factories.user('student', { email: 'after-edit@school.test' });
    expect((await signInThrough(ctx, provider._id, 'after-edit')).status).toBe(200);
    const options = await ctx.request({ method: 'GET', url: '/api/auth/sso' });
    expect(options.json().providers[0]).toEqual({ _id: provider._id, label: 'School account' });
    await ctx.request({ method: 'PUT', url: `/api/admin/sso/providers/${_id}`, token: admin.token, payload: { ...settings, label: 'School ID' } });
  });

  it('tells whether a provider answers discovery, and why not in the admin\'s language, and refuses rules the schema cannot state', async () => {
    const base = { kind: 'oidc', label: 'X', issuer: 'http://127.0.0.1:9/nothing', clientId: 'c', clientSecret: 's', domains: ['school.test'] };
    const saved = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: base });
    expect(saved.statusCode).toBe(201);
    const unreachable = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${saved.json()._id}/check`, token: admin.token });
    expect(unreachable.json().ok).toBe(false);
    expect(unreachable.json().message).toMatch(/^Lyceum could not read the provider's settings at http:\/\/127.0.0.1:9\/nothing\/.well-known\/openid-configuration: /);
    await ctx.request({ method: 'DELETE', url: `/api/admin/sso/providers/${saved.json()._id}`, token: admin.token });
    const wrongPath = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, issuer: `${op.issuer}/nothing` } });
    const missingInSpanish = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${wrongPath.json()._id}/check`, token: admin.token, headers: { 'accept-language': 'es' } });
    expect(missingInSpanish.json()).toEqual({ ok: false, message: `Lyceum no ha podido leer la configuración del proveedor en ${op.issuer}/nothing/.well-known/openid-configuration: respondió HTTP 404` });
    await ctx.request({ method: 'DELETE', url: `/api/admin/sso/providers/${wrongPath.json()._id}`, token: admin.token });
    const reachable = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${provider._id}/check`, token: admin.token });
    expect(reachable.json()).toEqual({ ok: true, message: SSO_MSG.discoveryOk(op.issuer) });
    const noDomains = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, issuer: op.issuer, domains: [] } });
    expect(noDomains.json()).toEqual({ message: SSO_MSG.domainsRequired });
    const plainHttp = await ctx.request({ method: 'POST', url: '/api/admin/sso/providers', token: admin.token, payload: { ...base, issuer: 'http://idp.example.org' } });
    expect(plainHttp.json().message).toBe('issuer must be an https:// URL (http:// only for 127.0.0.1 or localhost)');
  });

  it('refuses to start with a client secret sealed under another JWT_SECRET (an archive from another server), and the check asks for it again', async () => {
    const moved = await addProvider({ label: 'Moved ID' });
    await ctx.db.kysely.updateTable('sso_providers').set({ secret: secretBox('the-old-server-secret-that-is-long-enough').seal('old-secret') }).where('id', '=', moved._id).execute();
    const { status, body } = await signInThrough(ctx, moved._id, 'ada');
    expect(status).toBe(400);
    expect(body).toEqual({ message: SSO_MSG.providerDeclined('Moved ID', CONTACT) });
    const check = await ctx.request({ method: 'POST', url: `/api/admin/sso/providers/${moved._id}/check`, token: admin.token });
    expect(check.json()).toEqual({ ok: false, message: SSO_MSG.secretUnreadable });
  });
});
