import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { SsoOptions } from '@lyceum/shared/sso';
import type { Database, SsoProvidersTable, UserRow } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/ids';
import { recordSignIn } from '../auth/sign-in-events';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';
import { hashInvitationToken } from '../invitations/invitation-token';
import * as invitations from '../invitations/invitations.repository';
import { findUserById } from '../users/users.repository';
import { startSamlSignIn } from './saml.service';
import { FLOW_TTL_MS, handoffLocation, handoffRefusal, HANDOFF_TTL_MS, oneCommit, type Next, type SsoDeps } from './sso-handoff';
export type { Next, SsoDeps } from './sso-handoff';
import { authorizationUrl, codeGrant, endSessionUrl, type OidcProvider } from './oidc-client';
import { redirectUriOf, runtimeOf, secretUnreadable } from './sso-providers.service';
import { refusalFromStore, REFUSAL } from './sso-refusal-texts';
import { checkOrganisation, personOf, SsoRefusal, whoOf, type Claims } from './sso-person';
import { digest, randomToken } from './sso-secrets';
import { passwordsOffFor, readSsoSettings } from './sso-settings';
import * as repo from './sso.repository';

/** The sign-in page's buttons (enabled providers) and which roles may not use passwords. */
export async function ssoOptions(db: Kysely<Database>): Promise<SsoOptions> {
  const [rows, off] = await Promise.all([repo.listProviders(db), passwordsOffFor(db)]);
  return { providers: rows.filter((row) => row.enabled === 1).map((row) => ({ _id: row.id, label: row.label })), passwordsOffFor: off };
}

async function enabledProvider(deps: SsoDeps, id: string): Promise<{ row: SsoProvidersTable; provider: OidcProvider } | undefined> {
  const row = await repo.findProvider(deps.db, id);
  if (!row || row.enabled !== 1 || row.kind !== 'oidc') return undefined;
  return { row, provider: runtimeOf(row, deps.box) };
}

/**
 * Starts a sign-in: keeps state, nonce and PKCE verifier in a flow row bound to this browser (the
 * hash of its cookie), and sends the browser to the provider. Anything wrong is handed to the web
 * app like a refused answer.
 */
export async function startSignIn(deps: SsoDeps, providerId: string, base: string, browserId: string, options: { returnTo?: string | undefined; invite?: string | undefined }): Promise<Next> {
  const row = await repo.findProvider(deps.db, providerId);
  const found = row?.kind === 'oidc' && row.enabled === 1 ? { row, provider: runtimeOf(row, deps.box) } : undefined;
  const fallback = options.invite === undefined ? '/login' : `/invite/${encodeURIComponent(options.invite)}`;
  if (!row || row.enabled !== 1) return handoffRefusal(deps, providerId, fallback, new SsoRefusal(400, REFUSAL.providerUnknown, 'provider unknown or disabled'));
  let inviteHash: string | null = null;
  if (options.invite !== undefined) {
    inviteHash = hashInvitationToken(options.invite);
    const invitation = await invitations.findInvitation(deps.db, inviteHash);
    const problem = !invitation ? INVITATION_ERRORS.inviteUnknown : invitation.used_at !== null ? INVITATION_ERRORS.inviteUsed : invitation.expires_at <= nowIso() ? INVITATION_ERRORS.inviteExpired : null;
    if (problem !== null) return handoffRefusal(deps, providerId, fallback, new SsoRefusal(400, problem, 'invitation not usable'));
  }
  if (!found) return startSamlSignIn(deps, row, base, browserId, options.returnTo ?? '/', inviteHash, fallback);
  if (secretUnreadable(row, deps.box)) {
    const settings = await readSsoSettings(deps.db);
    return handoffRefusal(deps, providerId, fallback, new SsoRefusal(400, REFUSAL.providerDeclined(found.row.label, settings.helpContact), 'client secret unreadable: saved under another JWT_SECRET; enter it again on the Sign-in screen'));
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const redirectUri = redirectUriOf(base, providerId);
  let location: string;
  try {
    location = await authorizationUrl(found.provider, { redirectUri, state, nonce, codeVerifier });
  } catch (error) {
    const settings = await readSsoSettings(deps.db);
    return handoffRefusal(deps, providerId, fallback, new SsoRefusal(400, REFUSAL.providerDeclined(found.row.label, settings.helpContact), `discovery failed: ${messageOf(error)}`));
  }
  const now = Date.now();
  await repo.insertFlow(
    deps.db,
    {
      state_hash: digest(state),
      provider_id: providerId,
      browser_hash: digest(browserId),
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: redirectUri,
      return_to: options.returnTo ?? '/',
      invite_hash: inviteHash,
      expires_at: new Date(now + FLOW_TTL_MS).toISOString(),
    },
    new Date(now).toISOString(),
  );
  return { location };
}

/**
 * Takes the provider's answer at the redirect URI. Whatever happens, the browser goes on to the
 * web app with a one-time code, and the attempt is in the sign-in log with its reason.
 */
export async function finishSignIn(deps: SsoDeps, providerId: string, query: Record<string, unknown>, browserId: string | undefined, address: string): Promise<Next> {
  const settings = await readSsoSettings(deps.db);
  const state = typeof query.state === 'string' ? query.state : undefined;
  // Read now, taken (deleted) in the commit that ends the answer either way: one use.
  const flow = state === undefined ? undefined : await repo.findFlow(deps.db, digest(state));
  const row = await repo.findProvider(deps.db, providerId);
  const label = row?.label ?? null;
  const refuse = (refusal: SsoRefusal, returnTo: string, who = '?') =>
    oneCommit(deps.db, async (trx) => {
      if (flow) await repo.deleteFlow(trx, flow.state_hash);
      await recordSignIn(trx, { user_id: refusal.userId, who, method: 'sso', provider: label, outcome: 'refused', reason: refusal.reason, address });
      return handoffRefusal({ ...deps, db: trx }, providerId, returnTo, refusal);
    });
  if (state === undefined) return refuse(new SsoRefusal(400, REFUSAL.startAgain, 'answer without state'), '/login');
  if (!flow || flow.provider_id !== providerId) return refuse(new SsoRefusal(400, REFUSAL.startAgain, 'unknown or already used state'), '/login');
  const returnTo = '/login';
  if (flow.expires_at <= nowIso()) return refuse(new SsoRefusal(400, REFUSAL.startAgain, 'flow expired'), returnTo);
  if (browserId === undefined || digest(browserId) !== flow.browser_hash) return refuse(new SsoRefusal(400, REFUSAL.otherBrowser, 'answer reached another browser than the one that started'), returnTo);
  if (!row || row.enabled !== 1 || row.kind !== 'oidc') return refuse(new SsoRefusal(400, REFUSAL.providerUnknown, 'provider unknown or disabled'), returnTo);
  const provider = runtimeOf(row, deps.box);
  const name = provider.settings.label;
  if (typeof query.error === 'string') {
    const detail = typeof query.error_description === 'string' ? `: ${query.error_description}` : '';
    return refuse(new SsoRefusal(401, REFUSAL.providerDeclined(name, settings.helpContact), `provider answered ${query.error}${detail}`), returnTo);
  }
  let claims: Claims;
  try {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.append(key, value);
    claims = await codeGrant(provider, flow.redirect_uri, params, { state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
  } catch (error) {
    return refuse(new SsoRefusal(401, REFUSAL.untrusted(name, settings.helpContact), `ID token or code refused: ${messageOf(error)}`), returnTo);
  }
  const who = whoOf(claims);
  let user: UserRow;
  try {
    const ctx = { db: deps.db, providerId, settings: provider.settings, helpContact: settings.helpContact };
    checkOrganisation(ctx, claims);
    user = await personOf(ctx, claims, flow.invite_hash);
  } catch (error) {
    if (error instanceof SsoRefusal) return refuse(error, returnTo, who);
    throw error;
  }
  const code = randomToken();
  // The flow taken, the log line and the handoff in one commit (shared with sign-ins arriving
  // together). An answer that took the flow first (the same state twice at once) wins.
  return oneCommit(deps.db, async (trx) => {
    if (!(await repo.deleteFlow(trx, flow.state_hash))) {
      const refusal = new SsoRefusal(400, REFUSAL.startAgain, 'unknown or already used state');
      await recordSignIn(trx, { user_id: null, who, method: 'sso', provider: label, outcome: 'refused', reason: refusal.reason, address });
      return handoffRefusal({ ...deps, db: trx }, providerId, returnTo, refusal);
    }
    await recordSignIn(trx, { user_id: user.id, who, method: 'sso', provider: label, outcome: 'success', reason: null, address });
    await repo.insertHandoff(trx, { code_hash: digest(code), provider_id: providerId, user_id: user.id, status: 200, message: null, return_to: flow.return_to, expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString() }, nowIso());
    return { location: handoffLocation(code) };
  });
}

/** The library's words for the audit log, with the provider's own error code and description when it sent one. */
const messageOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const { code, error: oauthError, error_description: description, cause } = error as { code?: unknown; error?: unknown; error_description?: unknown; cause?: unknown };
  const said = typeof oauthError === 'string' ? `: ${oauthError}${typeof description === 'string' ? ` (${description})` : ''}` : '';
  // openid-client wraps the check that failed ('unexpected ID Token "nonce" claim value') as the cause.
  const why = cause instanceof Error ? `: ${cause.message}` : '';
  return `${error.message}${said}${why}${typeof code === 'string' ? ` [${code}]` : ''}`;
};

/**
 * The outcome behind a handoff code, once: the user to sign in, or the refusal as an HTTP error.
 * A SAML sign-in's handoff also checks the browser binding here (its answer came by a cross-site
 * POST that carried no cookie) and writes the sign-in log's line, success or refusal.
 */
export async function exchangeHandoff(db: Kysely<Database>, code: string, browserId: string | undefined, address: string): Promise<{ user: UserRow; returnTo: string; providerId: string }> {
  // The take and the log line in one commit (shared with sign-ins arriving together); a refusal
  // is returned from the transaction, not thrown, so the handoff stays used and the line written.
  const outcome = await oneCommit(db, async (trx): Promise<HttpError | { user: UserRow; returnTo: string; providerId: string }> => {
    const handoff = await repo.takeHandoff(trx, digest(code));
    // Unknown, used or expired alike: there is no such sign-in (any more).
    if (!handoff || handoff.expires_at <= nowIso()) return notFound(REFUSAL.startAgain);
    if (handoff.user_id === null) return new HttpError(handoff.status, handoff.message === null ? REFUSAL.startAgain : refusalFromStore(handoff.message));
    const user = await findUserById(trx, handoff.user_id);
    if (!user) return notFound(REFUSAL.startAgain);
    const bound = handoff.browser_hash ?? null;
    if (bound !== null) {
      const provider = (await repo.findProvider(trx, handoff.provider_id))?.label ?? null;
      const log = { user_id: user.id, who: handoff.who ?? user.email, method: 'sso' as const, provider, address };
      if (browserId === undefined || digest(browserId) !== bound) {
        await recordSignIn(trx, { ...log, outcome: 'refused', reason: 'answer reached another browser than the one that started' });
        return badRequest(REFUSAL.otherBrowser);
      }
      if (user.deactivated_at !== null) {
        await recordSignIn(trx, { ...log, outcome: 'refused', reason: 'account deactivated' });
        return forbidden(INVITATION_ERRORS.accountDeactivated);
      }
      await recordSignIn(trx, { ...log, outcome: 'success', reason: null });
    }
    if (user.deactivated_at !== null) return forbidden(INVITATION_ERRORS.accountDeactivated);
    return { user, returnTo: handoff.return_to, providerId: handoff.provider_id };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/** The provider's logout address for signing out there too, or null when it offers none (SAML's single logout is not offered). */
export async function logoutUrl(deps: SsoDeps, providerId: string, base: string): Promise<string | null> {
  const found = await enabledProvider(deps, providerId);
  if (!found) return null;
  try {
    return await endSessionUrl(found.provider, `${base}/login`);
  } catch {
    return null;
  }
}
