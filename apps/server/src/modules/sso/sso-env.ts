import type { Kysely } from 'kysely';
import { z } from 'zod';
import { roleSchema } from '@lyceum/shared/roles';
import { oidcProviderInputSchema, type OidcProviderInput } from '@lyceum/shared/sso';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { samlEnv, samlEnvSet, saveEnvSamlProvider, type SamlVars } from './saml-env';
import { secretBox } from './sso-secrets';
import { readSsoSettings, writeSsoSettings } from './sso-settings';
import * as repo from './sso.repository';

/**
 * Single sign-on set up by environment variables, for automated installs (docs/sso.md): one
 * OpenID Connect provider and one SAML provider (saml-env.ts), saved at every start under a fixed id (so its linked identities and
 * the admin screen's view stay), and the password settings. Values are checked by the same
 * schema as the admin screen's; a wrong one stops the start with a line naming the variable.
 */
export const ssoEnv = {
  SSO_OIDC_ISSUER: z.string().optional(),
  SSO_OIDC_CLIENT_ID: z.string().optional(),
  SSO_OIDC_CLIENT_SECRET: z.string().optional(),
  SSO_OIDC_LABEL: z.string().optional(),
  SSO_OIDC_PRESET: z.string().optional(),
  SSO_OIDC_MATCH: z.string().optional(),
  SSO_OIDC_MATCH_CLAIM: z.string().optional(),
  SSO_OIDC_DOMAINS: z.string().optional(),
  SSO_OIDC_HOSTED_DOMAIN: z.string().optional(),
  SSO_OIDC_TENANT_ID: z.string().optional(),
  SSO_OIDC_CREATE_UNKNOWN: z.enum(['true', 'false']).optional(),
  SSO_PASSWORDS_OFF_FOR: z.string().optional(),
  SSO_HELP_CONTACT: z.string().max(200, 'must be at most 200 characters').optional(),
  /** `true`: sign-in answers carry Server-Timing (Lyceum's time and the provider's), for `npm run bench:sso`. */
  SSO_SERVER_TIMING: z.enum(['true', 'false']).optional(),
  ...samlEnv,
};
type SsoVars = { [K in keyof typeof ssoEnv]?: string | undefined } & SamlVars;

export const ENV_PROVIDER_ID = 'env-oidc';

const VARIABLE_OF: Record<string, keyof SsoVars> = {
  label: 'SSO_OIDC_LABEL',
  preset: 'SSO_OIDC_PRESET',
  issuer: 'SSO_OIDC_ISSUER',
  clientId: 'SSO_OIDC_CLIENT_ID',
  clientSecret: 'SSO_OIDC_CLIENT_SECRET',
  matchBy: 'SSO_OIDC_MATCH',
  matchClaim: 'SSO_OIDC_MATCH_CLAIM',
  domains: 'SSO_OIDC_DOMAINS',
  hostedDomain: 'SSO_OIDC_HOSTED_DOMAIN',
  tenantId: 'SSO_OIDC_TENANT_ID',
};

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export class SsoEnvError extends Error {}

/** Saves what the variables say; nothing when none of them is set. */
export async function applySsoEnvironment(db: Kysely<Database>, serverSecret: string, env: SsoVars): Promise<void> {
  if (env.SSO_OIDC_ISSUER !== undefined) await saveEnvProvider(db, serverSecret, env);
  if (samlEnvSet(env)) await saveEnvSamlProvider(db, env, (message) => new SsoEnvError(message));
  if (env.SSO_PASSWORDS_OFF_FOR !== undefined || env.SSO_HELP_CONTACT !== undefined) {
    const current = await readSsoSettings(db);
    const roles = roleSchema.array().safeParse(list(env.SSO_PASSWORDS_OFF_FOR));
    if (!roles.success) throw new SsoEnvError('Invalid environment variable SSO_PASSWORDS_OFF_FOR: must list roles among admin, teacher, student, comma-separated');
    await writeSsoSettings(db, { passwordsOffFor: env.SSO_PASSWORDS_OFF_FOR === undefined ? current.passwordsOffFor : roles.data, helpContact: env.SSO_HELP_CONTACT ?? current.helpContact });
  }
}

async function saveEnvProvider(db: Kysely<Database>, serverSecret: string, env: SsoVars): Promise<void> {
  const input: OidcProviderInput = {
    kind: 'oidc',
    label: env.SSO_OIDC_LABEL ?? 'your school account',
    preset: (env.SSO_OIDC_PRESET ?? 'generic') as OidcProviderInput['preset'],
    issuer: env.SSO_OIDC_ISSUER ?? '',
    clientId: env.SSO_OIDC_CLIENT_ID ?? '',
    clientSecret: env.SSO_OIDC_CLIENT_SECRET,
    matchBy: (env.SSO_OIDC_MATCH ?? 'email') as OidcProviderInput['matchBy'],
    matchClaim: env.SSO_OIDC_MATCH_CLAIM,
    domains: list(env.SSO_OIDC_DOMAINS),
    hostedDomain: env.SSO_OIDC_HOSTED_DOMAIN,
    tenantId: env.SSO_OIDC_TENANT_ID,
    createUnknown: env.SSO_OIDC_CREATE_UNKNOWN === 'true',
  };
  const parsed = oidcProviderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'issuer');
    throw new SsoEnvError(`Invalid environment variable ${VARIABLE_OF[field] ?? 'SSO_OIDC_ISSUER'}: ${issue?.message ?? 'invalid value'}`);
  }
  const { clientSecret, ...settings } = parsed.data;
  if (settings.matchBy !== 'email' && !settings.matchClaim) {
    throw new SsoEnvError(`Invalid environment variable SSO_OIDC_MATCH_CLAIM: must name the claim carrying the ${settings.matchBy} when SSO_OIDC_MATCH is ${settings.matchBy}`);
  }
  if (settings.matchBy === 'email' && settings.domains.length === 0) throw new SsoEnvError('Invalid environment variable SSO_OIDC_DOMAINS: must list the allowed email domains when matching by email');
  if (clientSecret === undefined) throw new SsoEnvError('Invalid environment variable SSO_OIDC_CLIENT_SECRET: must be set with SSO_OIDC_ISSUER');
  const now = nowIso();
  const row = { kind: 'oidc', label: settings.label, enabled: 1, settings: JSON.stringify(settings), secret: secretBox(serverSecret).seal(clientSecret), updated_at: now };
  // Several processes may start at once: one upsert, not a read then a write.
  await repo.upsertProvider(db, { id: ENV_PROVIDER_ID, created_at: now, ...row });
}
