import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { samlProviderInputSchema, type SamlIdp, type SamlProviderInput } from '@lyceum/shared/sso';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { samlProviderOf } from './saml-providers';
import { fetchIdpMetadata, parseIdpMetadata } from './saml-xml';
import * as repo from './sso.repository';

/**
 * One SAML identity provider set up by environment variables (docs/sso.md), saved at every start
 * under a fixed id like the OpenID Connect one. Its metadata is read at each start (from the file,
 * or the address); when the address does not answer, what an earlier start read is kept.
 */
export const samlEnv = {
  SSO_SAML_METADATA_URL: z.string().optional(),
  SSO_SAML_METADATA_FILE: z.string().optional(),
  SSO_SAML_LABEL: z.string().optional(),
  SSO_SAML_SIGNED: z.string().optional(),
  SSO_SAML_NAMEID_FORMAT: z.string().optional(),
  SSO_SAML_MATCH: z.string().optional(),
  SSO_SAML_MATCH_ATTRIBUTE: z.string().optional(),
  SSO_SAML_EMAIL_ATTRIBUTE: z.string().optional(),
  SSO_SAML_DOMAINS: z.string().optional(),
  SSO_SAML_CREATE_UNKNOWN: z.enum(['true', 'false']).optional(),
};
export type SamlVars = { [K in keyof typeof samlEnv]?: string | undefined };

export const ENV_SAML_PROVIDER_ID = 'env-saml';

const VARIABLE_OF: Record<string, keyof SamlVars> = {
  label: 'SSO_SAML_LABEL',
  idpMetadataUrl: 'SSO_SAML_METADATA_URL',
  signedPart: 'SSO_SAML_SIGNED',
  nameIdFormat: 'SSO_SAML_NAMEID_FORMAT',
  matchBy: 'SSO_SAML_MATCH',
  matchClaim: 'SSO_SAML_MATCH_ATTRIBUTE',
  emailAttribute: 'SSO_SAML_EMAIL_ATTRIBUTE',
  domains: 'SSO_SAML_DOMAINS',
};

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export const samlEnvSet = (env: SamlVars): boolean => env.SSO_SAML_METADATA_URL !== undefined || env.SSO_SAML_METADATA_FILE !== undefined;

/** Saves the provider the variables describe; throws an Error whose message names the variable that is wrong. */
export async function saveEnvSamlProvider(db: Kysely<Database>, env: SamlVars, fail: (message: string) => Error): Promise<void> {
  const input: SamlProviderInput = {
    kind: 'saml',
    label: env.SSO_SAML_LABEL ?? 'your school account',
    idpMetadataUrl: env.SSO_SAML_METADATA_URL,
    signedPart: (env.SSO_SAML_SIGNED ?? 'assertion') as SamlProviderInput['signedPart'],
    nameIdFormat: (env.SSO_SAML_NAMEID_FORMAT ?? 'unspecified') as SamlProviderInput['nameIdFormat'],
    matchBy: (env.SSO_SAML_MATCH ?? 'email') as SamlProviderInput['matchBy'],
    matchClaim: env.SSO_SAML_MATCH_ATTRIBUTE,
    emailAttribute: env.SSO_SAML_EMAIL_ATTRIBUTE,
    domains: list(env.SSO_SAML_DOMAINS),
    createUnknown: env.SSO_SAML_CREATE_UNKNOWN === 'true',
  };
  const parsed = samlProviderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fail(`Invalid environment variable ${VARIABLE_OF[String(issue?.path[0])] ?? 'SSO_SAML_METADATA_URL'}: ${issue?.message ?? 'invalid value'}`);
  }
  const settings = parsed.data;
  if (settings.matchBy !== 'email' && !settings.matchClaim) {
    throw fail(`Invalid environment variable SSO_SAML_MATCH_ATTRIBUTE: must name the attribute carrying the ${settings.matchBy} (or NameID) when SSO_SAML_MATCH is ${settings.matchBy}`);
  }
  if (settings.matchBy === 'email' && settings.domains.length === 0) throw fail('Invalid environment variable SSO_SAML_DOMAINS: must list the allowed email domains when matching by email');
  const existing = await repo.findProvider(db, ENV_SAML_PROVIDER_ID);
  let idp: SamlIdp;
  if (env.SSO_SAML_METADATA_FILE !== undefined) {
    try {
      idp = parseIdpMetadata(await readFile(env.SSO_SAML_METADATA_FILE, 'utf8'));
    } catch (error) {
      throw fail(`Invalid environment variable SSO_SAML_METADATA_FILE: Lyceum could not read the identity provider's metadata in ${env.SSO_SAML_METADATA_FILE}: ${messageOf(error)}`);
    }
  } else {
    try {
      idp = await fetchIdpMetadata(settings.idpMetadataUrl ?? '');
    } catch (error) {
      if (existing?.kind !== 'saml') throw fail(`Invalid environment variable SSO_SAML_METADATA_URL: Lyceum could not read the identity provider's metadata at ${settings.idpMetadataUrl ?? ''}: ${messageOf(error)}`);
      idp = samlProviderOf(existing).idp;
    }
  }
  const now = nowIso();
  const { idpMetadataXml: _none, ...stored } = settings;
  // Several processes may start at once: one upsert, not a read then a write.
  await repo.upsertProvider(db, { id: ENV_SAML_PROVIDER_ID, kind: 'saml', label: settings.label, enabled: 1, settings: JSON.stringify({ ...stored, idp }), secret: null, created_at: now, updated_at: now });
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
