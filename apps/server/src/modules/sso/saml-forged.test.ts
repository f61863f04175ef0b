import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MSG, type SamlProviderInput, type SamlSsoProvider } from '@lyceum/shared/sso';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { PUBLIC_URL, startAt } from '../../../test/sso/flow';
import { addSamlProvider, exchangeFrom, postToAcs, samlSignIn } from '../../../test/sso/saml-flow';
import { startTestIdp, type ResponseOptions, type TestIdp } from '../../../test/sso/saml-idp';
import { ASSERTION_VARIANTS, RESPONSE_VARIANTS } from '../../../test/sso/xsw';

/**
 * SAML answers as an attacker or a broken IdP would send them, each crafted by the test with real
 * signatures where a signature is part of the trick. Lyceum must refuse each with the message the
 * person reads, keep the reason in the sign-in log, and sign no one in.
 */
let ctx: TestContext;
let idp: TestIdp;
let admin: TestUser;
let mallory: TestUser;
let victim: TestUser;
const CONTACT = 'the IT desk';
const LABEL = 'Directory';
const providers: Record<'assertion' | 'response' | 'both' | 'nameIdEmail', SamlSsoProvider> = {} as never;
const untrusted = (label = LABEL) => SSO_MSG.untrusted(label, CONTACT);

async function add(label: string, overrides: Partial<SamlProviderInput>) {
  return addSamlProvider(ctx, admin.token, idp, { label, matchBy: 'sourcedId', matchClaim: 'sourcedId', domains: [], ...overrides });
}

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ env: { PUBLIC_URL, API_RATE_LIMIT: '100000' } });
  admin = await ctx.factories.user('admin');
  mallory = await ctx.factories.user('student', { email: 'mallory@school.test' });
  victim = await ctx.factories.user('teacher', { email: 'user@school.test' });
  await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-mallory' }).where('id', '=', mallory.id).execute();
  await ctx.db.kysely.updateTable('users').set({ sourced_id: 'stu-victim' }).where('id', '=', victim.id).execute();
  await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: [], helpContact: CONTACT } });
  providers.assertion = await add(LABEL, { signedPart: 'assertion' });
  providers.response = await add('Directory (signed responses)', { signedPart: 'response' });
  providers.both = await add('Directory (both signed)', { signedPart: 'both' });
  providers.nameIdEmail = await add('Directory (email NameID)', { matchBy: 'email', matchClaim: undefined, emailAttribute: 'NameID', domains: ['school.test'] });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

const mallorysAnswer = { nameId: 'mallory', attributes: { sourcedId: 'stu-mallory' } };
const base64 = (xml: string) => Buffer.from(xml).toString('base64');

async function successes(): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('sign_in_events').select((eb) => eb.fn.countAll<number>().as('n')).where('outcome', '=', 'success').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs the sign-in; asserts the refusal, that it is logged with a reason, and that no one was signed in. */
async function expectRefused(signIn: () => Promise<{ status: number; body: { message?: string; token?: string } }>, status: number, message: string, reason: RegExp) {
  const before = await successes();
  const { status: got, body } = await signIn();
  expect(body).toEqual({ message });
  expect(got).toBe(status);
  const last = await ctx.db.kysely.selectFrom('sign_in_events').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  expect(last.outcome).toBe('refused');
  expect(last.reason).toMatch(reason);
  // Never the assertion itself in the log.
  expect(last.reason).not.toMatch(/<saml|PHNhbWw|SignatureValue/);
  expect(await successes()).toBe(before);
}

describe('signatures', () => {
  it('signs in with a good answer, as a control', async () => {
    const { status, body } = await samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, sign: 'assertion' });
    expect([status, body._id]).toEqual([200, mallory.id]);
  });

  it('refuses an unsigned assertion in a signed response when assertions must be signed', async () => {
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, sign: 'response' }), 401, untrusted(), /^SAML response refused: Invalid signature/);
  });

  it('refuses a signed assertion in an unsigned response when responses must be signed', async () => {
    await expectRefused(() => samlSignIn(ctx, idp, providers.response, { ...mallorysAnswer, sign: 'assertion' }), 401, untrusted('Directory (signed responses)'), /^SAML response refused: Invalid document signature/);
  });

  it('refuses either half unsigned when both must be signed', async () => {
    const label = 'Directory (both signed)';
    await expectRefused(() => samlSignIn(ctx, idp, providers.both, { ...mallorysAnswer, sign: 'assertion' }), 401, untrusted(label), /^SAML response refused: Invalid document signature/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.both, { ...mallorysAnswer, sign: 'response' }), 401, untrusted(label), /^SAML response refused: Invalid signature/);
    const both = await samlSignIn(ctx, idp, providers.both, { ...mallorysAnswer, sign: 'both' });
    expect(both.status).toBe(200);
  });

  it('refuses an answer signed by nobody, or by a key the metadata does not list', async () => {
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, sign: 'none' }), 401, untrusted(), /^SAML response refused: Invalid signature/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, sign: 'assertion', foreignKey: true }), 401, untrusted(), /^SAML response refused: Invalid signature/);
  });
});

describe('XML signature wrapping', () => {
  for (const [name, wrap] of Object.entries(RESPONSE_VARIANTS)) {
    it(`refuses ${name}`, async () => {
      const craft = (defaults: ResponseOptions) => base64(wrap(idp.responseXml({ ...defaults, ...mallorysAnswer, sign: 'response' }), 'stu-victim'));
      await expectRefused(() => samlSignIn(ctx, idp, providers.response, mallorysAnswer, { rawResponse: craft }), 401, untrusted('Directory (signed responses)'), /^SAML response refused: Invalid (document )?signature/);
    });
  }
  for (const [name, wrap] of Object.entries(ASSERTION_VARIANTS)) {
    it(`refuses ${name}`, async () => {
      const craft = (defaults: ResponseOptions) => base64(wrap(idp.responseXml({ ...defaults, ...mallorysAnswer, sign: 'assertion' }), 'stu-victim'));
      await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, mallorysAnswer, { rawResponse: craft }), 401, untrusted(), /^SAML response refused: Invalid (document )?signature/);
    });
  }
});

describe('what the assertion says', () => {
  it('refuses a comment inside the NameID (user@school.test<!---->.evil.test), which the signature does not cover', async () => {
    await expectRefused(
      () => samlSignIn(ctx, idp, providers.nameIdEmail, { nameId: 'x', nameIdXml: 'user@school.test<!---->.evil.test', sign: 'assertion' }),
      401,
      untrusted('Directory (email NameID)'),
      /^SAML response refused: the response carries an XML comment, which no signature covers$/,
    );
  });

  it('refuses an expired assertion and one not yet valid (beyond the 2-minute skew)', async () => {
    const past = { notBefore: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 3 * 60_000) };
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, ...past }), 401, untrusted(), /^SAML response refused: (SAML assertion expired|No valid subject confirmation)/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, notBefore: new Date(Date.now() + 5 * 60_000) }), 401, untrusted(), /^SAML response refused: SAML assertion not yet valid$/);
  });

  it('refuses another audience, another recipient, another destination and another issuer', async () => {
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, audience: 'https://other-app.example.org' }), 401, untrusted(), /^SAML response refused: SAML assertion audience mismatch/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, recipient: 'https://other-app.example.org/acs' }), 401, untrusted(), /Recipient https:\/\/other-app\.example\.org\/acs is not this provider's ACS URL$/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, destination: 'https://other-app.example.org/acs' }), 401, untrusted(), /Destination https:\/\/other-app\.example\.org\/acs is not this provider's ACS URL$/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, issuer: 'https://other-idp.example.org' }), 401, untrusted(), /Issuer https:\/\/other-idp\.example\.org is not the IdP's entity ID$/);
  });

  it('refuses an answer to a request this server never made, and one that answers no request (IdP-initiated)', async () => {
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, inResponseTo: '_made-up-request', subjectInResponseTo: '_made-up-request' }), 400, SSO_MSG.startAgain, /^InResponseTo names no sign-in this server started/);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, { ...mallorysAnswer, inResponseTo: null, subjectInResponseTo: null }), 400, SSO_MSG.startAgain, /^InResponseTo names no sign-in this server started, or one already answered \(InResponseTo is missing from response\)$/);
  });

  it('refuses a replayed answer, and a replayed assertion re-sent under a fresh request (the assertion ID cache)', async () => {
    const first = await startAt(ctx, providers.assertion._id);
    const request = idp.readRequest(first.location);
    const xml = idp.responseXml({ ...mallorysAnswer, inResponseTo: request.id, subjectInResponseTo: null, acsUrl: providers.assertion.acsUrl, audience: providers.assertion.spEntityId, sign: 'assertion' });
    const ok = await exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(xml) }), first.cookie);
    expect(ok.status).toBe(200);
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(xml) }), first.cookie), 400, SSO_MSG.startAgain, /^InResponseTo names no sign-in/);
    // The response is not signed (only the assertion is): its InResponseTo can be changed to a new request's.
    const second = await startAt(ctx, providers.assertion._id);
    const fresh = idp.readRequest(second.location).id;
    const replayed = xml.replace(`InResponseTo="${request.id}"`, `InResponseTo="${fresh}"`);
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(replayed) }), second.cookie), 401, untrusted(), /^assertion ID already used \(a replayed assertion\)$/);
  });
});

describe('the request an answer names', () => {
  const answerTo = (requestId: string, options: Partial<ResponseOptions> = {}) =>
    idp.responseXml({ ...mallorysAnswer, inResponseTo: requestId, acsUrl: providers.assertion.acsUrl, audience: providers.assertion.spEntityId, sign: 'assertion', ...options });

  it('is used up by a forged answer that names it: the genuine answer after it is refused', async () => {
    const started = await startAt(ctx, providers.assertion._id);
    const request = idp.readRequest(started.location).id;
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(answerTo(request, { foreignKey: true })) }), started.cookie), 401, untrusted(), /^SAML response refused: /);
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(answerTo(request)) }), started.cookie), 400, SSO_MSG.startAgain, /^InResponseTo names no sign-in/);
  });

  it('is not used up by an answer refused before its InResponseTo is read (a comment): the genuine answer after it signs in', async () => {
    const started = await startAt(ctx, providers.assertion._id);
    const request = idp.readRequest(started.location).id;
    const commented = answerTo(request).replace('</samlp:Response>', '<!-- x --></samlp:Response>');
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(commented) }), started.cookie), 401, untrusted(), /XML comment, which no signature covers$/);
    const genuine = await exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { SAMLResponse: base64(answerTo(request)) }), started.cookie);
    expect(genuine.status).toBe(200);
    expect(genuine.body.token).toEqual(expect.any(String));
  });
});

describe('the XML itself, RelayState and the browser', () => {
  it('refuses XXE and entity expansion in the response before any parser reads it', async () => {
    const xxe = (defaults: ResponseOptions) =>
      base64(`<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${idp.responseXml({ ...defaults, ...mallorysAnswer, nameIdXml: '&xxe;' })}`);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, mallorysAnswer, { rawResponse: xxe }), 401, untrusted(), /DOCTYPE or entities \(XXE, entity expansion\)$/);
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = (defaults: ResponseOptions) => base64(`<?xml version="1.0"?><!DOCTYPE r [<!ENTITY l0 "lol">${laughs}]>${idp.responseXml({ ...defaults, ...mallorysAnswer, nameIdXml: '&l9;' })}`);
    await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, mallorysAnswer, { rawResponse: bomb }), 401, untrusted(), /DOCTYPE or entities \(XXE, entity expansion\)$/);
  });

  it('refuses a RelayState that leads to another site, however written', async () => {
    for (const relayState of ['https://evil.example.org/', '//evil.example.org/path', '/\\evil.example.org']) {
      await expectRefused(() => samlSignIn(ctx, idp, providers.assertion, mallorysAnswer, { relayState }), 400, SSO_MSG.foreignRelayState, /^RelayState is not a path of this site$/);
    }
  });

  it('refuses the code in another browser than the one that started (login CSRF), and logs it', async () => {
    const { location } = await startAt(ctx, providers.assertion._id);
    const request = idp.readRequest(location);
    const code = await postToAcs(ctx, providers.assertion._id, {
      SAMLResponse: idp.response({ ...mallorysAnswer, inResponseTo: request.id, acsUrl: providers.assertion.acsUrl, audience: providers.assertion.spEntityId, sign: 'assertion' }),
    });
    const other = await startAt(ctx, providers.assertion._id);
    await expectRefused(() => exchangeFrom(ctx, code, other.cookie), 400, SSO_MSG.otherBrowser, /^answer reached another browser than the one that started$/);
  });

  it('refuses a POST without SAMLResponse', async () => {
    await expectRefused(async () => exchangeFrom(ctx, await postToAcs(ctx, providers.assertion._id, { RelayState: '/' }), ''), 401, untrusted(), /^POST without SAMLResponse$/);
  });
});
