import type { Kysely } from 'kysely';
import { returnToSchema } from '@lyceum/shared/sso';
import type { Database, SsoFlowsTable, SsoProvidersTable, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { recordSignIn } from '../auth/sign-in-events';
import { authnRequestUrl, SamlRejection, type SamlAnswer } from './saml-client';
import { checkAnswerOffThread } from './saml-check-thread';
import { samlProviderOf } from './saml-providers';
import { personOf, SsoRefusal, whoOf, type Claims } from './sso-person';
import { REFUSAL } from './sso-refusal-texts';
import { digest, randomToken } from './sso-secrets';
import { readSsoSettings } from './sso-settings';
import { FLOW_TTL_MS, handoffLocation, handoffRefusal, HANDOFF_TTL_MS, oneCommit, type Next, type SsoDeps } from './sso-handoff';
import * as repo from './sso.repository';

/**
 * Signing in through a SAML 2.0 identity provider: the same flow rows, who-is-who rules, handoff
 * and sign-in log as OpenID Connect (sso.service.ts), with the AuthnRequest's ID as the flow's key.
 */

/** Sends the browser to the IdP with an AuthnRequest; RelayState is the path to land on afterwards. */
export async function startSamlSignIn(deps: SsoDeps, row: SsoProvidersTable, base: string, browserId: string, returnTo: string, inviteHash: string | null, fallback: string): Promise<Next> {
  const provider = samlProviderOf(row);
  // An NCName, as SAML IDs must be: a letter or underscore first.
  const requestId = `_${randomToken()}`;
  let location: string;
  try {
    location = await authnRequestUrl(provider, base, requestId, returnTo);
  } catch (error) {
    const settings = await readSsoSettings(deps.db);
    return handoffRefusal(deps, row.id, fallback, new SsoRefusal(400, REFUSAL.providerDeclined(row.label, settings.helpContact), `AuthnRequest not built: ${error instanceof Error ? error.message : String(error)}`));
  }
  const now = Date.now();
  await repo.insertFlow(
    deps.db,
    { state_hash: digest(requestId), provider_id: row.id, browser_hash: digest(browserId), code_verifier: '', nonce: '', redirect_uri: base, return_to: returnTo, invite_hash: inviteHash, expires_at: new Date(now + FLOW_TTL_MS).toISOString() },
    new Date(now).toISOString(),
  );
  return { location };
}

const NAME_ID = 'NameID';
/** Where an email is found when the admin named no attribute: the names ADFS, Entra ID, Shibboleth and most IdPs use. */
const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const NAME_ATTRIBUTES = ['displayName', 'name', 'urn:oid:2.16.840.1.113730.3.1.241', 'http://schemas.microsoft.com/identity/claims/displayname'];

/**
 * The answer as claims for the who-is-who rules: the attributes by name, the NameID as `sub` (the
 * identity linked) and as `NameID` (matchable like an attribute), the email and display name. The
 * email an IdP of the school asserts under its signature counts as verified; the allowed domains
 * still apply.
 */
function claimsOf(answer: SamlAnswer, settings: ReturnType<typeof samlProviderOf>['settings']): Claims {
  const claims: Claims = { ...answer.attributes, [NAME_ID]: answer.nameId };
  const pick = (names: string[]) => names.map((name) => claims[name]).find((value) => typeof value === 'string' && value.trim() !== '');
  const email = pick(settings.emailAttribute ? [settings.emailAttribute] : EMAIL_ATTRIBUTES);
  const name = pick(settings.nameAttribute ? [settings.nameAttribute] : NAME_ATTRIBUTES);
  return { ...claims, sub: answer.nameId, email, email_verified: email !== undefined, name };
}

/**
 * Takes the IdP's answer at the Assertion Consumer Service. Whatever happens, the browser goes on
 * to the web app with a one-time code. A refusal is logged here; a success when the web app
 * trades the code from the browser that started (exchangeHandoff checks the binding).
 */
export async function finishSamlSignIn(deps: SsoDeps, providerId: string, body: { SAMLResponse?: string | undefined; RelayState?: string | undefined }, base: string, address: string): Promise<Next> {
  const settings = await readSsoSettings(deps.db);
  const row = await repo.findProvider(deps.db, providerId);
  const label = row?.label ?? null;
  // The flow an answer names, read while the answer is checked; any answer to it uses it up.
  let flow: SsoFlowsTable | undefined;
  const refuse = (refusal: SsoRefusal, who = '?') =>
    oneCommit(deps.db, async (trx) => {
      if (flow) await repo.deleteFlow(trx, flow.state_hash);
      await recordSignIn(trx, { user_id: refusal.userId, who, method: 'sso', provider: label, outcome: 'refused', reason: refusal.reason, address });
      return handoffRefusal({ ...deps, db: trx }, providerId, '/login', refusal);
    });
  if (!row || row.enabled !== 1 || row.kind !== 'saml') return refuse(new SsoRefusal(400, REFUSAL.providerUnknown, 'provider unknown, disabled or not SAML'));
  const untrusted = (reason: string) => new SsoRefusal(401, REFUSAL.untrusted(row.label, settings.helpContact), reason);
  // An open redirect is refused whoever signed the answer: RelayState must be a path of this site.
  if (body.RelayState !== undefined && body.RelayState !== '' && !returnToSchema.safeParse(body.RelayState).success) {
    return refuse(new SsoRefusal(400, REFUSAL.foreignRelayState, 'RelayState is not a path of this site'));
  }
  if (!body.SAMLResponse) return refuse(untrusted('POST without SAMLResponse'));

  const provider = samlProviderOf(row);
  // Each flow read once, whether looked up before the check or when it asks (checkAnswerOffThread).
  const reads = new Map<string, Promise<SsoFlowsTable | undefined>>();
  const flowNamed = (requestId: string) => {
    let read = reads.get(requestId);
    if (!read) reads.set(requestId, (read = repo.findFlow(deps.db, digest(requestId))));
    return read;
  };
  const madeAt = (named: SsoFlowsTable | undefined) => (!named || named.provider_id !== providerId || named.expires_at <= nowIso() ? null : new Date(Date.parse(named.expires_at) - FLOW_TTL_MS));
  const takeRequest = async (requestId: string) => madeAt((flow = await flowNamed(requestId)));
  const lookAhead = async (requestId: string) => madeAt(await flowNamed(requestId));
  let answer: SamlAnswer;
  try {
    answer = await checkAnswerOffThread(provider, base, body.SAMLResponse, takeRequest, FLOW_TTL_MS, lookAhead);
  } catch (error) {
    if (!(error instanceof SamlRejection)) throw error;
    if (error.kind === 'unknownRequest') return refuse(new SsoRefusal(400, REFUSAL.startAgain, error.message));
    return refuse(untrusted(`SAML response refused: ${error.message}`));
  }
  // checkAnswer found the flow through InResponseTo, or refused.
  const taken = flow!;
  const claims = claimsOf(answer, provider.settings);
  const who = whoOf(claims);
  const lookUp = () => personOf({ db: deps.db, providerId, settings: provider.settings, helpContact: settings.helpContact }, claims, taken.invite_hash);
  /** Uses the flow up and keeps the assertion against a replay; a refusal when another answer did either first. */
  const useUp = async (trx: Kysely<Database>): Promise<SsoRefusal | null> => {
    if (!(await repo.deleteFlow(trx, taken.state_hash))) return new SsoRefusal(400, REFUSAL.startAgain, 'InResponseTo names a sign-in already answered');
    const kept = await repo.rememberAssertion(trx, { provider_id: providerId, id_hash: digest(answer.assertionId), expires_at: answer.expiresAt.toISOString() }, nowIso());
    return kept ? null : untrusted('assertion ID already used (a replayed assertion)');
  };
  const code = randomToken();
  const handOff = async (trx: Kysely<Database>, user: UserRow): Promise<Next> => {
    const row = { code_hash: digest(code), provider_id: providerId, user_id: user.id, status: 200, message: null, return_to: taken.return_to, expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString(), browser_hash: taken.browser_hash, who };
    await repo.insertHandoff(trx, row, nowIso());
    return { location: handoffLocation(code) };
  };
  let user: UserRow;
  if (taken.invite_hash !== null) {
    // An invitation must not be spent on a replayed assertion: the replay check commits before
    // the person is looked up (and linked through the invitation).
    const problem = await oneCommit(deps.db, useUp);
    flow = undefined;
    if (problem) return refuse(problem);
    try {
      user = await lookUp();
    } catch (error) {
      if (error instanceof SsoRefusal) return refuse(error, who);
      throw error;
    }
    return oneCommit(deps.db, (trx) => handOff(trx, user));
  }
  // Without one, looking the person up writes nothing a replay could misuse (at most the person's
  // own account, made just in time from their IdP's signed word): looked up first, then the flow,
  // the replay check and the handoff in one commit, a commit less per sign-in.
  try {
    user = await lookUp();
  } catch (error) {
    if (error instanceof SsoRefusal) return refuse(error, who);
    throw error;
  }
  return oneCommit(deps.db, async (trx) => {
    const problem = await useUp(trx);
    if (!problem) return handOff(trx, user);
    await recordSignIn(trx, { user_id: problem.userId, who, method: 'sso', provider: label, outcome: 'refused', reason: problem.reason, address });
    return handoffRefusal({ ...deps, db: trx }, providerId, '/login', problem);
  });
}
