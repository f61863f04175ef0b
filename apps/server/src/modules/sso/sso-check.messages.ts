import { defineMessages } from '../../lib/i18n';

/**
 * What the admin's Sign-in screen is told of a provider: whether it answers (the check after
 * saving) and why an IdP's metadata could not be read (a 400 on saving, or the check). Keys and
 * English are SSO_MSG's (packages/shared/src/sso.ts), held equal by saml.test.ts and sso.test.ts.
 * Entity IDs, addresses and field names (idpMetadataXml, JWT_SECRET) stay as they are.
 */
export const SSO_CHECK = defineMessages({
  metadataUnreadable: {
    id: 'server.sso.check.metadataUnreadable',
    defaultMessage: "Lyceum could not read the identity provider's metadata {where, select, pasted {pasted in idpMetadataXml} other {at {url}}}: {reason}",
    description: "Admins' Sign-in screen: the IdP's metadata was not read; {url} its address; {reason} why (server.sso.metadata.*, server.xml.*, server.network.*; for a rare fault the error's own English)",
  },
  metadataOk: {
    id: 'server.sso.check.metadataOk',
    defaultMessage: "The identity provider's metadata names {entityId} with {certificates, plural, one {# signing certificate} other {# signing certificates}}: sign-in can be tried.",
    description: "Admins' Sign-in screen, the check of a SAML provider; {entityId} is the IdP's entity ID (an address)",
  },
  discoveryOk: { id: 'server.sso.check.discoveryOk', defaultMessage: 'The provider at {issuer} answers: sign-in can be tried.', description: "Admins' Sign-in screen, the check of an OpenID Connect provider; {issuer} is its address" },
  secretUnreadable: {
    id: 'server.sso.check.secretUnreadable',
    defaultMessage: 'The client secret was saved under another server secret (JWT_SECRET), as after a move from another server, and cannot be read here. Enter the client secret again and save.',
    description: "Admins' Sign-in screen, the check of an OpenID Connect provider; keep JWT_SECRET",
  },
  discoveryFailed: {
    id: 'server.sso.check.discoveryFailed',
    defaultMessage: "Lyceum could not read the provider's settings at {issuer}/.well-known/openid-configuration: {reason}",
    description: "Admins' Sign-in screen, the check of an OpenID Connect provider; {issuer} its address; {reason} why (server.sso.oidc.*, server.network.*, server.sso.metadata.httpStatus; for a rare fault the error's own English)",
  },
});

/** Why an IdP's metadata was not read, inside metadataUnreadable's sentence: lower case, no full stop (XML that cannot be read: lib/xml-refusal.messages.ts). */
export const METADATA_REASONS = defineMessages({
  noIdp: {
    id: 'server.sso.metadata.noIdp',
    defaultMessage: 'it describes no identity provider (no EntityDescriptor with an IDPSSODescriptor)',
    description: 'Why IdP metadata was refused; "it" is the metadata; keep EntityDescriptor and IDPSSODescriptor',
  },
  noEntityId: { id: 'server.sso.metadata.noEntityId', defaultMessage: 'its EntityDescriptor has no entityID', description: 'Why IdP metadata was refused; keep EntityDescriptor and entityID' },
  noRedirect: {
    id: 'server.sso.metadata.noRedirect',
    defaultMessage: 'it offers no SingleSignOnService with the HTTP-Redirect binding',
    description: 'Why IdP metadata was refused; keep SingleSignOnService and HTTP-Redirect',
  },
  ssoNotHttps: { id: 'server.sso.metadata.ssoNotHttps', defaultMessage: 'its SingleSignOnService {url} is not an https:// address', description: 'Why IdP metadata was refused; {url} is the address it gives' },
  noCertificate: { id: 'server.sso.metadata.noCertificate', defaultMessage: 'it lists no signing certificate', description: 'Why IdP metadata was refused' },
  badCertificate: { id: 'server.sso.metadata.badCertificate', defaultMessage: 'one of its signing certificates is not an X.509 certificate', description: 'Why IdP metadata was refused' },
  addressNotHttps: { id: 'server.sso.metadata.addressNotHttps', defaultMessage: 'the address is not https://', description: "Why IdP metadata was not read from the address given" },
  httpStatus: { id: 'server.sso.metadata.httpStatus', defaultMessage: 'it answered HTTP {status}', description: 'Why IdP metadata was not read: its address answered an HTTP error; {status} the code (404)' },
  tooLarge: { id: 'server.sso.metadata.tooLarge', defaultMessage: 'it is larger than 1 MB', description: 'Why IdP metadata was not read' },
});

/** Why an OpenID Connect provider's settings (its discovery document) were not read, by openid-client's error code: inside discoveryFailed's sentence. */
export const OIDC_REASONS = defineMessages({
  notJson: { id: 'server.sso.oidc.notJson', defaultMessage: 'it answered with something other than JSON', description: "Why a provider's OpenID Connect settings were not read; lower case" },
  notConfiguration: {
    id: 'server.sso.oidc.notConfiguration',
    defaultMessage: 'its answer is not an OpenID Connect configuration (the issuer or another required setting is missing)',
    description: "Why a provider's OpenID Connect settings were not read; lower case",
  },
  otherIssuer: {
    id: 'server.sso.oidc.otherIssuer',
    defaultMessage: 'its settings name another issuer, {found}: enter the issuer exactly as the provider writes it',
    description: "Why a provider's OpenID Connect settings were not read; {found} the issuer address they give; lower case",
  },
});
