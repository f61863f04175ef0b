import type { Kysely } from 'kysely';
import { oidcProviderInputSchema, type OidcProviderSettings, type OidcSsoProvider, type SsoProvider, type SsoProviderInput } from '@lyceum/shared/sso';
import type { Database, SsoProvidersTable } from '../../db/schema';
import { badRequest, localized, notFound, type LocalizedText } from '../../lib/http-errors';
import { newId, nowIso } from '../../lib/ids';
import { discover, forgetConfiguration, type OidcProvider } from './oidc-client';
import { providerReasonOf } from './provider-reasons';
import { checkCombination } from './sso-provider-rules';
import { checkSamlProvider, createSamlFields, presentSamlProvider, updateSamlFields } from './saml-providers';
import type { SecretBox } from './sso-secrets';
import * as repo from './sso.repository';
import { SSO_CHECK } from './sso-check.messages';
import { SSO_ERRORS } from './sso-errors.messages';

/** Where the provider sends people back: one address per provider, so an answer names its sender. */
export const redirectUriOf = (base: string, providerId: string): string => `${base}/api/auth/sso/${providerId}/callback`;

/** The stored settings, read with the same schema that took them (defaults filled in). */
export const settingsOf = (row: SsoProvidersTable): OidcProviderSettings => oidcProviderInputSchema.parse(JSON.parse(row.settings));

const runtimes = new Map<string, { row: SsoProvidersTable; box: SecretBox; provider: OidcProvider }>();

/**
 * The provider as a sign-in uses it: its settings read by the schema and its secret opened, kept
 * per process while the stored row reads the same (a sign-in is then no schema parse or
 * decryption, twice per sign-in).
 */
export function runtimeOf(row: SsoProvidersTable, box: SecretBox): OidcProvider {
  const kept = runtimes.get(row.id);
  if (kept && kept.box === box && kept.row.updated_at === row.updated_at && kept.row.settings === row.settings && kept.row.secret === row.secret) return kept.provider;
  const provider = { id: row.id, settings: settingsOf(row), secret: row.secret === null ? null : box.open(row.secret), updatedAt: row.updated_at };
  if (runtimes.size >= 100) runtimes.clear();
  runtimes.set(row.id, { row, box, provider });
  return provider;
}

/** A client secret sealed under another JWT_SECRET (an archive from another server): the admin enters it again. */
export const secretUnreadable = (row: SsoProvidersTable, box: SecretBox): boolean => row.secret !== null && box.open(row.secret) === null;

export function presentProvider(row: SsoProvidersTable, base: string): SsoProvider {
  return row.kind === 'saml' ? presentSamlProvider(row, base) : presentOidcProvider(row, base);
}

function presentOidcProvider(row: SsoProvidersTable, base: string): OidcSsoProvider {
  const { clientSecret: _never, ...settings } = settingsOf(row);
  return { ...settings, _id: row.id, clientSecretSet: row.secret !== null, redirectUri: redirectUriOf(base, row.id), createdAt: row.created_at, updatedAt: row.updated_at };
}

/**
 * Whether the provider answers discovery with the saved settings: the admin screen asks right
 * after saving, so a typo in the issuer shows then, not at the first sign-in. Saving does not
 * wait for it: a provider down for a moment should not stop the admin. The answer is a catalogue
 * text, written in the admin's language by the route.
 */
export async function checkProvider(db: Kysely<Database>, box: SecretBox, id: string): Promise<{ ok: boolean; text: LocalizedText }> {
  const row = await repo.findProvider(db, id);
  if (!row) throw notFound(SSO_ERRORS.providerNotFound);
  if (row.kind === 'saml') return checkSamlProvider(db, row);
  if (secretUnreadable(row, box)) return { ok: false, text: localized(SSO_CHECK.secretUnreadable) };
  const settings = settingsOf(row);
  try {
    const config = await discover(settings, null);
    return { ok: true, text: localized(SSO_CHECK.discoveryOk, { issuer: config.serverMetadata().issuer }) };
  } catch (error) {
    return { ok: false, text: localized(SSO_CHECK.discoveryFailed, { issuer: settings.issuer.replace(/\/+$/, ''), reason: providerReasonOf(error, new URL(settings.issuer).hostname) }) };
  }
}

export async function createProvider(db: Kysely<Database>, box: SecretBox, input: SsoProviderInput, base: string): Promise<SsoProvider> {
  if (input.kind === 'saml') {
    const now = nowIso();
    const row: SsoProvidersTable = { id: newId(), kind: 'saml', ...(await createSamlFields(input)), secret: null, created_at: now, updated_at: now };
    await repo.insertProvider(db, row);
    return presentProvider(row, base);
  }
  const settings = oidcProviderInputSchema.parse(input);
  checkCombination(settings);
  if (settings.clientSecret === undefined) throw badRequest(SSO_ERRORS.secretRequired);
  const { clientSecret, ...stored } = settings;
  const now = nowIso();
  const row: SsoProvidersTable = {
    id: newId(),
    kind: 'oidc',
    label: stored.label,
    enabled: stored.enabled ? 1 : 0,
    settings: JSON.stringify(stored),
    secret: box.seal(clientSecret),
    created_at: now,
    updated_at: now,
  };
  await repo.insertProvider(db, row);
  return presentProvider(row, base);
}

/** Replaces the provider's settings; the secret stays unless a new one is given. */
export async function updateProvider(db: Kysely<Database>, box: SecretBox, id: string, input: SsoProviderInput, base: string): Promise<SsoProvider> {
  const existing = await repo.findProvider(db, id);
  if (!existing) throw notFound(SSO_ERRORS.providerNotFound);
  // Later than the stored time even within one millisecond: the time is the cached configuration's version.
  const updatedAt = new Date(Math.max(Date.now(), Date.parse(existing.updated_at) + 1)).toISOString();
  if (input.kind === 'saml') {
    const patch = { kind: 'saml', ...(await updateSamlFields(existing, input)), secret: null, updated_at: updatedAt };
    await repo.updateProvider(db, id, patch);
    forgetConfiguration(id);
    return presentProvider({ ...existing, ...patch }, base);
  }
  const settings = oidcProviderInputSchema.parse(input);
  checkCombination(settings);
  const { clientSecret, ...stored } = settings;
  // A provider that was SAML keeps no secret for OpenID Connect: a new one is needed.
  if (clientSecret === undefined && existing.kind !== 'oidc') throw badRequest(SSO_ERRORS.secretRequired);
  const secret = clientSecret === undefined ? existing.secret : box.seal(clientSecret);
  const patch = { kind: 'oidc', label: stored.label, enabled: stored.enabled ? 1 : 0, settings: JSON.stringify(stored), secret, updated_at: updatedAt };
  await repo.updateProvider(db, id, patch);
  forgetConfiguration(id);
  return presentProvider({ ...existing, ...patch }, base);
}

export async function removeProvider(db: Kysely<Database>, id: string): Promise<void> {
  if ((await repo.deleteProvider(db, id)) === 0) throw notFound(SSO_ERRORS.providerNotFound);
  forgetConfiguration(id);
}
