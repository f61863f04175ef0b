import { defineMessages } from '../../lib/i18n';

/**
 * The errors of the admin's provider set-up, answered in the caller's language. Each starts with
 * the field it is about, as the API names it (the Sign-in screen shows the message at that field):
 * keep the name first. Keys and English are SSO_MSG's (packages/shared/src/sso.ts), held equal by
 * lib/api-errors.messages.test.ts.
 */
export const SSO_ERRORS = defineMessages({
  providerNotFound: { id: 'server.error.sso.providerNotFound', defaultMessage: 'Sign-in provider not found', description: 'API error: the identity provider does not exist (any more)' },
  secretRequired: { id: 'server.error.sso.secretRequired', defaultMessage: 'clientSecret is required for a new provider', description: 'API error; keep clientSecret (a field) first' },
  claimRequired: { id: 'server.error.sso.claimRequired', defaultMessage: 'matchClaim is required when matching by sourcedId or identifier', description: 'API error; keep matchClaim (a field) first, and sourcedId and identifier' },
  domainsRequired: { id: 'server.error.sso.domainsRequired', defaultMessage: 'domains must list at least one domain when matching by email', description: 'API error; keep domains (a field) first' },
  metadataRequired: {
    id: 'server.error.sso.metadataRequired',
    defaultMessage: 'idpMetadataUrl or idpMetadataXml is required for a new SAML provider',
    description: 'API error; keep idpMetadataUrl (a field) first, and idpMetadataXml',
  },
});
