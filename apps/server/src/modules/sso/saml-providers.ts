import type { Kysely } from 'kysely';
import { samlIdpSchema, samlProviderInputSchema, type SamlIdp, type SamlProviderInput, type SamlSsoProvider } from '@lyceum/shared/sso';
import type { Database, SsoProvidersTable } from '../../db/schema';
import { badRequest, localized, type LocalizedText } from '../../lib/http-errors';
import { providerReasonOf } from './provider-reasons';
import { acsUrlOf, spEntityIdOf, type SamlProvider } from './saml-client';
import { fetchIdpMetadata, parseIdpMetadata } from './saml-xml';
import { checkCombination } from './sso-provider-rules';
import * as repo from './sso.repository';
import { SSO_CHECK } from './sso-check.messages';
import { SSO_ERRORS } from './sso-errors.messages';

/**
 * SAML providers' settings: the admin's form less the pasted metadata, plus what the metadata said
 * (`idp`: entity ID, sign-in address, signing certificates), kept as the row's settings JSON.
 * The certificates are public: nothing of a SAML provider is secret.
 */
const parsed = new Map<string, { settings: string; provider: SamlProvider }>();

/** The provider's settings and IdP as stored, read by their schemas once per saved version (per process). */
export function samlProviderOf(row: SsoProvidersTable): SamlProvider {
  const kept = parsed.get(row.id);
  if (kept && kept.settings === row.settings) return kept.provider;
  const stored = JSON.parse(row.settings) as { idp?: unknown };
  const provider = { id: row.id, settings: samlProviderInputSchema.parse(stored), idp: samlIdpSchema.parse(stored.idp) };
  if (parsed.size >= 100) parsed.clear();
  parsed.set(row.id, { settings: row.settings, provider });
  return provider;
}

export function presentSamlProvider(row: SsoProvidersTable, base: string): SamlSsoProvider {
  const { settings, idp } = samlProviderOf(row);
  const { idpMetadataXml: _notKept, ...shown } = settings;
  return {
    ...shown,
    _id: row.id,
    idp: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: idp.certificates.map(({ notAfter }) => ({ notAfter })) },
    spEntityId: spEntityIdOf(base, row.id),
    acsUrl: acsUrlOf(base, row.id),
    spMetadataUrl: spEntityIdOf(base, row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The IdP's metadata as the admin gave it: pasted XML first, else read from its address; a 400 naming what is wrong. */
async function readMetadata(settings: { idpMetadataUrl?: string | undefined; idpMetadataXml?: string | undefined }): Promise<SamlIdp | undefined> {
  if (settings.idpMetadataXml !== undefined && settings.idpMetadataXml.trim() !== '') {
    try {
      return parseIdpMetadata(settings.idpMetadataXml);
    } catch (error) {
      throw badRequest(unreadable({ where: 'pasted' }, error));
    }
  }
  if (settings.idpMetadataUrl === undefined) return undefined;
  try {
    return await fetchIdpMetadata(settings.idpMetadataUrl);
  } catch (error) {
    throw badRequest(unreadable({ where: 'address', url: settings.idpMetadataUrl }, error));
  }
}

const fieldsOf = (settings: ReturnType<typeof samlProviderInputSchema.parse>, idp: SamlIdp) => {
  const { idpMetadataXml: _notKept, ...stored } = settings;
  return { label: stored.label, enabled: stored.enabled ? 1 : 0, settings: JSON.stringify({ ...stored, idp }) };
};

export async function createSamlFields(input: SamlProviderInput) {
  const settings = samlProviderInputSchema.parse(input);
  checkCombination(settings);
  const idp = await readMetadata(settings);
  if (!idp) throw badRequest(SSO_ERRORS.metadataRequired);
  return fieldsOf(settings, idp);
}

/** New settings; the metadata is read again when given (or its address is), else what was read stays. */
export async function updateSamlFields(existing: SsoProvidersTable, input: SamlProviderInput) {
  const settings = samlProviderInputSchema.parse(input);
  checkCombination(settings);
  const kept = existing.kind === 'saml' ? samlProviderOf(existing) : undefined;
  const sameUrl = kept !== undefined && kept.settings.idpMetadataUrl === settings.idpMetadataUrl && !settings.idpMetadataXml;
  const idp = (sameUrl ? kept.idp : await readMetadata(settings)) ?? kept?.idp;
  if (!idp) throw badRequest(SSO_ERRORS.metadataRequired);
  return fieldsOf(settings, idp);
}

/**
 * Reads the IdP's metadata again from its address (a rotated certificate is taken then) and says
 * what it names; with pasted metadata, says what was read from it.
 */
export async function checkSamlProvider(db: Kysely<Database>, row: SsoProvidersTable): Promise<{ ok: boolean; text: LocalizedText }> {
  const provider = samlProviderOf(row);
  const url = provider.settings.idpMetadataUrl;
  if (url === undefined) return { ok: true, text: metadataOk(provider.idp) };
  let idp: SamlIdp;
  try {
    idp = await fetchIdpMetadata(url);
  } catch (error) {
    return { ok: false, text: unreadable({ where: 'address', url }, error) };
  }
  const stored = JSON.parse(row.settings) as Record<string, unknown>;
  const updatedAt = new Date(Math.max(Date.now(), Date.parse(row.updated_at) + 1)).toISOString();
  await repo.updateProvider(db, row.id, { kind: row.kind, label: row.label, enabled: row.enabled, settings: JSON.stringify({ ...stored, idp }), secret: row.secret, updated_at: updatedAt });
  return { ok: true, text: metadataOk(idp) };
}

/** The metadata pasted, or at its address, could not be read: why, in the admin's language where Lyceum words it. */
const unreadable = (where: { where: 'pasted' } | { where: 'address'; url: string }, error: unknown): LocalizedText =>
  localized(SSO_CHECK.metadataUnreadable, { url: '', ...where, reason: providerReasonOf(error, where.where === 'address' ? hostOf(where.url) : '') });

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

const metadataOk = (idp: SamlIdp): LocalizedText => localized(SSO_CHECK.metadataOk, { entityId: idp.entityId, certificates: idp.certificates.length });
