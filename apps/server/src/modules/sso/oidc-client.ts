import * as client from 'openid-client';
import { isLoopbackHost, type OidcProviderSettings } from '@lyceum/shared/sso';
import { timedFetch } from './sso-timing';

/**
 * openid-client (a certified relying party) configured for one provider: its discovery document
 * and, once read, its signing keys, kept per process and per saved version of the provider, so a
 * sign-in costs no request for either. An hour later (or when the admin saves the provider) they
 * are read again: providers rotate keys, and openid-client refetches keys for an unknown `kid`.
 */
export interface OidcProvider {
  id: string;
  settings: OidcProviderSettings;
  secret: string | null;
  updatedAt: string;
}

const TTL_MS = 60 * 60 * 1000;
/** Seconds each request to the provider may take. */
const TIMEOUT_S = 10;

const configurations = new Map<string, { version: string; at: number; config: Promise<client.Configuration> }>();

/** Plain http is allowed for a provider on this machine only (the issuer schema already says so). */
const insecureAllowed = (issuer: string): boolean => new URL(issuer).protocol === 'http:' && isLoopbackHost(new URL(issuer).hostname);

export function discover(settings: Pick<OidcProviderSettings, 'issuer' | 'clientId'>, secret: string | null): Promise<client.Configuration> {
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    // One algorithm, the one Google, Entra ID and most providers sign with: never none, never a MAC
    // (HS256 "signed" with the provider's public key as the secret).
    { id_token_signed_response_alg: 'RS256' },
    secret === null ? client.None() : client.ClientSecretBasic(secret),
    {
      // enableNonRepudiationChecks: the ID token's signature is checked against the provider's
      // published keys even though it came straight from the token endpoint. OpenID Connect lets a
      // client skip that and trust TLS (openid-client does by default); a token under an unknown key
      // or another key's signature would then sign someone in. Keys are fetched once and kept.
      execute: [client.enableNonRepudiationChecks, ...(insecureAllowed(settings.issuer) ? [client.allowInsecureRequests] : [])],
      timeout: TIMEOUT_S,
      // Kept by the configuration for every later request: the time waited is the provider's (sso-timing.ts).
      [client.customFetch]: timedFetch as client.CustomFetch,
    },
  );
}

export function oidcConfiguration(provider: OidcProvider): Promise<client.Configuration> {
  const version = `${provider.updatedAt}|${provider.settings.issuer}|${provider.settings.clientId}`;
  const cached = configurations.get(provider.id);
  if (cached && cached.version === version && Date.now() - cached.at < TTL_MS) return cached.config;
  const config = discover(provider.settings, provider.secret);
  configurations.set(provider.id, { version, at: Date.now(), config });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => {
    if (configurations.get(provider.id)?.config === config) configurations.delete(provider.id);
  });
  return config;
}

export function forgetConfiguration(providerId: string): void {
  configurations.delete(providerId);
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(provider: OidcProvider, request: AuthorizationRequest): Promise<string> {
  const config = await oidcConfiguration(provider);
  const params: Record<string, string> = {
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  };
  // Google shows only accounts of the school's Workspace (the ID token's hd is checked as well).
  if (provider.settings.preset === 'google' && provider.settings.hostedDomain) params.hd = provider.settings.hostedDomain;
  return client.buildAuthorizationUrl(config, params).href;
}

/**
 * Takes the provider's answer: checks `state`, trades the code (with the PKCE verifier) for
 * tokens, and checks the ID token's signature, issuer, audience, times and nonce. Throws when any
 * of it fails; the claims of the ID token otherwise.
 */
export async function codeGrant(provider: OidcProvider, redirectUri: string, query: URLSearchParams, checks: { state: string; nonce: string; codeVerifier: string }): Promise<client.IDToken> {
  const config = await oidcConfiguration(provider);
  const current = new URL(redirectUri);
  current.search = query.toString();
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token in the token response');
  return claims;
}

/** The provider's RP-initiated logout address, when it has one. */
export async function endSessionUrl(provider: OidcProvider, postLogoutRedirectUri: string): Promise<string | null> {
  const config = await oidcConfiguration(provider);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(config, { client_id: provider.settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri }).href;
}
