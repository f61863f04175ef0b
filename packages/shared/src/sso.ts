import { z } from 'zod';
import { loginResponseSchema } from './auth';
import { pageLimitSchema, requiredText, textTypeError } from './common';
import { roleSchema, ROLE_LABELS, type Role } from './roles';

/**
 * Single sign-on through the school's identity provider (docs/sso.md): OpenID Connect and SAML 2.0,
 * two `kind`s of provider, each with its own settings, going through the same flow rows, matching,
 * sessions and audit log.
 */
export const SSO_KINDS = ['oidc', 'saml'] as const;
export const ssoKindSchema = z.enum(SSO_KINDS);

/** Which recipe of docs/sso.md the provider follows: each adds its own checks on the ID token. */
export const OIDC_PRESETS = ['google', 'entra', 'generic'] as const;
export const oidcPresetSchema = z.enum(OIDC_PRESETS);
export type OidcPreset = z.infer<typeof oidcPresetSchema>;

/**
 * How a person signing in is found among Lyceum's users: by an email the provider says it verified
 * (of an allowed domain), or by a claim carrying the OneRoster sourcedId or identifier (a student
 * number) the roster import stored.
 */
export const MATCH_BY = ['email', 'sourcedId', 'identifier'] as const;
export const matchBySchema = z.enum(MATCH_BY);

const domainSchema = z
  .string({ error: textTypeError('domain') })
  .max(253, 'each domain must be at most 253 characters')
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'each domain must be a domain name such as school.org')
  .meta({ examples: ['school.org'] });

const claimNameSchema = z
  .string()
  .trim()
  .min(1, 'claim is required')
  .max(100, 'claim must be at most 100 characters')
  .regex(/^[\w.:/-]+$/, 'claim must be a claim name such as employee_id')
  .meta({ examples: ['employee_id'] });

export const roleMappingSchema = z.object({
  /** A value of the role claim (a group id, an app role name). */
  value: z.string().trim().min(1, 'value is required').max(200, 'value must be at most 200 characters'),
  role: roleSchema,
});
export type RoleMapping = z.infer<typeof roleMappingSchema>;

/** https, or http on this machine only (a provider started by the tests, a developer's own). */
const httpsUrlSchema = (field: string, example: string) =>
  z
    .string({ error: textTypeError(field) })
    .trim()
    .max(500, `${field} must be at most 500 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
      } catch {
        return false;
      }
    }, `${field} must be an https:// URL (http:// only for 127.0.0.1 or localhost)`)
    .meta({ format: 'uri', description: 'https:// (http:// only for 127.0.0.1 or localhost)', examples: [example] });
const issuerSchema = httpsUrlSchema('issuer', 'https://accounts.google.com');

export function isLoopbackHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * Who is who, the same for every kind of provider: how people are found (matchBy, with the
 * claim or attribute of each kind's own), the allowed email domains, accounts for unknown people,
 * the role mapping and whether the button shows.
 */
const whoIsWhoInputFields = {
  matchBy: matchBySchema.default('email'),
  /** Emails must be of one of these domains (required when matching by email). */
  domains: z.array(domainSchema).max(50, 'at most 50 domains').default([]),
  /** Unknown people get an account (as students unless the role mapping says otherwise). */
  createUnknown: z.boolean().default(false),
  roleMap: z.array(roleMappingSchema).max(100, 'at most 100 role mappings').default([]),
  enabled: z.boolean().default(true),
};

/** What an admin sends to add or change an OpenID Connect provider. */
export const oidcProviderInputSchema = z.object({
  kind: z.literal('oidc'),
  /** The provider's name on the sign-in button: "Sign in with {label}". */
  label: requiredText('label', 60),
  preset: oidcPresetSchema.default('generic'),
  issuer: issuerSchema,
  clientId: requiredText('clientId', 300),
  /** Write-only: never sent back. Absent when editing keeps the stored one. */
  clientSecret: z.string().min(1, 'clientSecret is required').max(1000, 'clientSecret must be at most 1000 characters').optional(),
  ...whoIsWhoInputFields,
  /** The claim carrying the sourcedId or identifier, when matching by it. */
  matchClaim: claimNameSchema.optional(),
  /** Google Workspace: the school's primary domain, sent as `hd` and required in the ID token. */
  hostedDomain: domainSchema.optional(),
  /** Microsoft Entra ID: the school's tenant (directory) id, required as the token's `tid`. */
  tenantId: z
    .string()
    .max(36, 'tenantId must be the directory (tenant) id, a GUID')
    .trim()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'tenantId must be the directory (tenant) id, a GUID')
    .meta({ examples: ['9188040d-6c67-4c5b-b112-36a304b66dad'] })
    .optional(),
  roleClaim: claimNameSchema.optional(),
});
export type OidcProviderInput = z.input<typeof oidcProviderInputSchema>;
export type OidcProviderSettings = z.output<typeof oidcProviderInputSchema>;

/** What the who-is-who rules read of a provider's settings, whatever its kind (sso-person.ts). */
export type MatchingSettings = Pick<OidcProviderSettings, 'label' | 'matchBy' | 'matchClaim' | 'domains' | 'createUnknown' | 'roleClaim' | 'roleMap'> & { preset?: OidcPreset };

/** Which part of a SAML answer must carry the identity provider's signature. */
export const SAML_SIGNED_PARTS = ['assertion', 'response', 'both'] as const;
/** The NameID format asked for, and written in Lyceum's metadata. */
export const SAML_NAME_ID_FORMATS = {
  unspecified: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  emailAddress: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  persistent: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
} as const;
export type SamlNameIdFormat = keyof typeof SAML_NAME_ID_FORMATS;
/** The SAML attribute (or `NameID`) matching reads: a URI such as urn:oid:0.9.2342.19200300.100.1.3, or a plain name. */
const attributeNameSchema = z
  .string()
  .trim()
  .min(1, 'attribute is required')
  .max(300, 'attribute must be at most 300 characters')
  .regex(/^[\w.:/#-]+$/, 'attribute must be an attribute name such as urn:oid:0.9.2342.19200300.100.1.3, or NameID')
  .meta({ examples: ['urn:oid:0.9.2342.19200300.100.1.3'] });

/** The largest IdP metadata document an admin may paste (ADFS's, with its many roles, is ~60 KB). */
export const SAML_METADATA_MAX_CHARS = 200_000;

/** What an admin sends to add or change a SAML 2.0 identity provider. */
export const samlProviderInputSchema = z.object({
  kind: z.literal('saml'),
  label: requiredText('label', 60),
  /** Where Lyceum reads the IdP's metadata (entity ID, sign-in address, signing certificates). */
  idpMetadataUrl: httpsUrlSchema('idpMetadataUrl', 'https://adfs.school.org/FederationMetadata/2007-06/FederationMetadata.xml').optional(),
  /** The IdP's metadata pasted as XML, when it has no address Lyceum can reach. Not stored: what it says is. */
  idpMetadataXml: z.string({ error: textTypeError('idpMetadataXml') }).max(SAML_METADATA_MAX_CHARS, `idpMetadataXml must be at most ${SAML_METADATA_MAX_CHARS} characters`).optional(),
  /** Which part must be signed: the assertion (ADFS, Entra ID), the whole response (Shibboleth's default), or both. */
  signedPart: z.enum(SAML_SIGNED_PARTS).default('assertion'),
  nameIdFormat: z.enum(Object.keys(SAML_NAME_ID_FORMATS) as [SamlNameIdFormat, ...SamlNameIdFormat[]]).default('unspecified'),
  /** The attribute carrying the person's email (or NameID); absent: the usual names (docs/sso.md). */
  emailAttribute: attributeNameSchema.optional(),
  /** The attribute carrying the person's display name, for accounts created at sign-in. */
  nameAttribute: attributeNameSchema.optional(),
  ...whoIsWhoInputFields,
  /** The attribute carrying the sourcedId or identifier, or NameID, when matching by it. */
  matchClaim: attributeNameSchema.optional(),
  roleClaim: attributeNameSchema.optional(),
});
export type SamlProviderInput = z.input<typeof samlProviderInputSchema>;
export type SamlProviderSettings = z.output<typeof samlProviderInputSchema>;

/** What Lyceum read of the IdP's metadata: kept with the provider, shown to the admin. */
export const samlIdpSchema = z.object({
  entityId: z.string(),
  /** The IdP's SingleSignOnService (HTTP-Redirect binding). */
  ssoUrl: z.string(),
  /** Signing certificates (base64 DER), and when each stops being valid. */
  certificates: z.array(z.object({ der: z.string(), notAfter: z.string().nullable() })),
});
export type SamlIdp = z.infer<typeof samlIdpSchema>;

/**
 * Either kind of provider, as an admin sends it. SAML first: a schema sampler taking the last
 * branch gets one that saving does not depend on (a SAML provider's metadata must really be
 * readable, which no schema can state; its 400 names what is wrong).
 */
export const ssoProviderInputSchema = z.discriminatedUnion('kind', [samlProviderInputSchema, oidcProviderInputSchema]);
export type SsoProviderInput = z.input<typeof ssoProviderInputSchema>;

const savedFields = { _id: z.string(), createdAt: z.string(), updatedAt: z.string() };

/** An OpenID Connect provider as admins see it: everything but the secret, and where to point the provider. */
export const oidcSsoProviderSchema = oidcProviderInputSchema.omit({ clientSecret: true }).extend({
  ...savedFields,
  clientSecretSet: z.boolean(),
  /** The exact redirect URI to register at the provider. */
  redirectUri: z.string(),
});
export type OidcSsoProvider = z.infer<typeof oidcSsoProviderSchema>;

/** A SAML provider as admins see it: what its metadata said, and the values to paste at the IdP. */
export const samlSsoProviderSchema = samlProviderInputSchema.omit({ idpMetadataXml: true }).extend({
  ...savedFields,
  idp: z.object({ entityId: z.string(), ssoUrl: z.string(), certificates: z.array(z.object({ notAfter: z.string().nullable() })) }),
  /** Lyceum's entity ID (its metadata's address), the Assertion Consumer Service URL, and the metadata to give the IdP. */
  spEntityId: z.string(),
  acsUrl: z.string(),
  spMetadataUrl: z.string(),
});
export type SamlSsoProvider = z.infer<typeof samlSsoProviderSchema>;

export const ssoProviderSchema = z.discriminatedUnion('kind', [oidcSsoProviderSchema, samlSsoProviderSchema]);
export type SsoProvider = z.infer<typeof ssoProviderSchema>;
export const ssoProvidersSchema = z.array(ssoProviderSchema);

/** The sign-in page's buttons, and whether the password form is offered at all. */
export const ssoOptionsSchema = z.object({
  providers: z.array(z.object({ _id: z.string(), label: z.string() })),
  /** Roles that may not sign in with a password; all three: the page offers only the providers. */
  passwordsOffFor: z.array(roleSchema),
});
export type SsoOptions = z.infer<typeof ssoOptionsSchema>;

export const ssoSettingsSchema = z.object({
  passwordsOffFor: z.array(roleSchema).max(3),
  /** Who people are told to ask when they cannot get in: "the school office (office@school.org)". */
  helpContact: z.string().trim().max(200, 'helpContact must be at most 200 characters'),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** A path of this site to land on after signing in: never another site's address. */
export const returnToSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'returnTo must be a path of this site')
  .meta({ examples: ['/classes'] });

export const ssoStartQuerySchema = z.object({
  returnTo: returnToSchema.optional(),
  /** An invitation link's token: the identity is linked to its user instead of a password being set. */
  invite: z.string().min(1).max(200).optional(),
});

/** What providers add to the redirect back: the code or error of RFC 6749, iss of RFC 9207, and extras Google and Entra ID send. */
const callbackParam = z.string().max(4096).optional();
export const ssoCallbackQuerySchema = z.object({
  code: callbackParam,
  state: callbackParam,
  iss: callbackParam,
  error: callbackParam,
  error_description: callbackParam,
  error_uri: callbackParam,
  session_state: callbackParam,
  scope: callbackParam,
  authuser: callbackParam,
  hd: callbackParam,
  prompt: callbackParam,
});

export const ssoExchangeRequestSchema = z.object({
  code: z.string({ error: textTypeError('code') }).min(1, 'code is required').max(100, 'code must be at most 100 characters'),
});
export const ssoExchangeResponseSchema = loginResponseSchema.extend({
  returnTo: z.string(),
  /** The provider signed in through: the sign-out offers its logout. */
  provider: z.string(),
});
export type SsoExchangeResponse = z.infer<typeof ssoExchangeResponseSchema>;

export const ssoProviderCheckSchema = z.object({ ok: z.boolean(), message: z.string() });

export const ssoLogoutResponseSchema = z.object({ url: z.string().nullable() });

export const SIGN_IN_METHODS = ['password', 'sso', 'invitation'] as const;
export const SIGN_IN_OUTCOMES = ['success', 'refused'] as const;
export const signInEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The Lyceum user, when one was matched. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** What the person gave: the email typed, or the provider's email or subject. */
  who: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  provider: z.string().nullable(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  reason: z.string().nullable(),
  address: z.string(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;
/** `next`: the `before` of the next (older) page; null on the last. */
export const signInEventsPageSchema = z.object({ items: z.array(signInEventSchema), next: z.string().nullable() });
export const SIGN_IN_EVENTS_PAGE = 50;
export const SIGN_IN_EVENTS_PAGE_MAX = 200;
export const signInEventsQuerySchema = z.object({
  /** The `next` of the page before: sign-ins older than that one. */
  before: z.string().max(64, 'before must be at most 64 characters').optional(),
  limit: pageLimitSchema(SIGN_IN_EVENTS_PAGE_MAX).optional(),
  /** Only sign-ins whose who (the email typed, or the provider's email or subject) or user's name contains this, in any case. */
  who: z.string().trim().max(320, 'who must be at most 320 characters').optional(),
  method: z.enum(SIGN_IN_METHODS, { error: `method must be one of ${SIGN_IN_METHODS.join(', ')}` }).optional(),
  outcome: z.enum(SIGN_IN_OUTCOMES, { error: `outcome must be one of ${SIGN_IN_OUTCOMES.join(', ')}` }).optional(),
});
export type SignInEventsQuery = z.infer<typeof signInEventsQuerySchema>;

const DEFAULT_CONTACT = 'an administrator of this school';
const contactOf = (contact: string): string => contact.trim() || DEFAULT_CONTACT;

const roleNames = (roles: readonly Role[]): string => {
  const names = roles.map((role) => `${ROLE_LABELS[role].toLowerCase()}s`);
  const sentence = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};
const orList = (labels: readonly string[]): string => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`);

/** Texts of single sign-on. */
export const SSO_MSG = {
  startAgain: 'This sign-in took too long or was already used. Start again from the sign-in page.',
  otherBrowser: 'This sign-in was started in another browser or window. Start again from the sign-in page.',
  providerUnknown: 'This sign-in option is not available any more. Start again from the sign-in page.',
  providerDeclined: (label: string, contact: string) => `${label} did not sign you in. Try again, or ask ${contactOf(contact)}.`,
  untrusted: (label: string, contact: string) =>
    `${label} sent a sign-in answer that Lyceum could not trust, so no one was signed in. Start again; if it happens again, tell ${contactOf(contact)}.`,
  emailNotVerified: (label: string, contact: string) => `${label} has not verified the email address of this account, so it cannot sign you in here. Ask ${contactOf(contact)}.`,
  wrongDomain: (label: string, domains: readonly string[]) => `Sign in with your school account (${domains.map((d) => `@${d}`).join(', ')}), not this ${label} account.`,
  wrongOrganisation: (label: string) => `This ${label} account is not one of this school's. Sign in with your school account.`,
  noIdentifier: (label: string, contact: string) => `${label} did not say who you are in the school's records. Ask ${contactOf(contact)}.`,
  unknownPerson: (label: string, contact: string) => `No Lyceum account belongs to this ${label} account. Ask ${contactOf(contact)} to add you.`,
  passwordsOff: (roles: readonly Role[], labels: readonly string[]) =>
    labels.length === 0 ? `${roleNames(roles)} cannot sign in with a password here.` : `${roleNames(roles)} sign in with ${orList(labels)} (the button above), not with a password.`,
  foreignRelayState: 'This sign-in answer tried to send you to another site, so no one was signed in. Start again from the sign-in page.',
  identityTaken: (label: string, contact: string) => `This ${label} account already signs in to another Lyceum account. Ask ${contactOf(contact)}.`,
  providerNotFound: 'Sign-in provider not found',
  secretRequired: 'clientSecret is required for a new provider',
  claimRequired: 'matchClaim is required when matching by sourcedId or identifier',
  domainsRequired: 'domains must list at least one domain when matching by email',
  metadataRequired: 'idpMetadataUrl or idpMetadataXml is required for a new SAML provider',
  metadataUnreadable: (where: string, reason: string) => `Lyceum could not read the identity provider's metadata ${where}: ${reason}`,
  metadataOk: (entityId: string, certificates: number) => `The identity provider's metadata names ${entityId} with ${certificates} signing certificate${certificates === 1 ? '' : 's'}: sign-in can be tried.`,
  discoveryOk: (issuer: string) => `The provider at ${issuer} answers: sign-in can be tried.`,
  secretUnreadable: "The client secret was saved under another server secret (JWT_SECRET), as after a move from another server, and cannot be read here. Enter the client secret again and save.",
  discoveryFailed: (issuer: string, reason: string) => `Lyceum could not read the provider's settings at ${issuer}/.well-known/openid-configuration: ${reason}`,
  defaultContact: DEFAULT_CONTACT,
} as const;
