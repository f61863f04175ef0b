import { defineMessages } from '@/lib/i18n/messages';

/**
 * The forms adding or editing an identity provider (OpenID Connect and SAML) and their shared
 * who-is-who part. Technical names (Client ID, Issuer URL, NameID, sourcedId, IdP metadata) are
 * what the providers' consoles show: translate the words around them, keep the names. Field
 * errors have the English of FIELD_MSG (packages/shared), which the tests read.
 */
export const providerFormMessages = defineMessages({
  addOidc: { id: 'sso.form.addOidc', defaultMessage: 'Add a provider', description: 'Screen readers: the name of the empty OpenID Connect provider form' },
  addSaml: { id: 'sso.form.addSaml', defaultMessage: 'Add a SAML provider', description: 'Screen readers: the name of the empty SAML provider form' },
  edit: { id: 'sso.form.edit', defaultMessage: 'Edit {label}', description: "Screen readers: the name of a provider's form; {label} is its button label" },
  provider: { id: 'sso.form.provider', defaultMessage: 'Provider', description: 'OpenID Connect form: label of the list of kinds of provider' },
  genericPreset: { id: 'sso.form.genericPreset', defaultMessage: 'Another OpenID Connect provider', description: 'OpenID Connect form: the kind of provider that is neither Google nor Microsoft' },
  buttonLabel: { id: 'sso.form.buttonLabel', defaultMessage: 'Button label', description: "Label of the field naming the provider on its sign-in button" },
  buttonLabelHint: { id: 'sso.form.buttonLabelHint', defaultMessage: 'The button reads “Sign in with {label}”.', description: "Under the button label; {label} is what the admin typed (or …); use the sign-in page's own words for Sign in with" },
  samlLabelPlaceholder: { id: 'sso.form.samlLabelPlaceholder', defaultMessage: 'School account', description: 'SAML form: example button label' },
  issuer: { id: 'sso.form.issuer', defaultMessage: 'Issuer URL', description: 'OpenID Connect form: label; keep "Issuer" recognisable, it is the standard name' },
  clientId: { id: 'sso.form.clientId', defaultMessage: 'Client ID', description: 'OpenID Connect form: label; the name the provider consoles use' },
  clientSecret: { id: 'sso.form.clientSecret', defaultMessage: 'Client secret', description: 'OpenID Connect form: label; the name the provider consoles use' },
  secretSaved: { id: 'sso.form.secretSaved', defaultMessage: 'Saved — leave blank to keep it', description: 'OpenID Connect form: the empty client secret field once a secret is saved' },
  hostedDomain: { id: 'sso.form.hostedDomain', defaultMessage: 'Workspace domain (hd)', description: "Google: label of the school's Google Workspace domain; hd is the parameter's name" },
  tenantId: { id: 'sso.form.tenantId', defaultMessage: 'Directory (tenant) ID', description: "Microsoft Entra: label of the school's directory id, as the Azure portal names it" },
  metadataUrl: { id: 'sso.form.metadataUrl', defaultMessage: 'IdP metadata URL', description: "SAML form: label; the address of the identity provider's (IdP's) metadata" },
  metadataXml: { id: 'sso.form.metadataXml', defaultMessage: 'Or paste the IdP metadata XML', description: 'SAML form: label of a text area' },
  metadataRead: { id: 'sso.form.metadataRead', defaultMessage: 'Read already: paste new metadata only to replace it', description: 'SAML form: the empty text area of a saved provider' },
  signedPart: { id: 'sso.form.signedPart', defaultMessage: 'Signature required on', description: 'SAML form: label of a list (which part of the answer must be signed)' },
  signedAssertion: { id: 'sso.form.signedAssertion', defaultMessage: 'The assertion (ADFS, Entra ID)', description: 'SAML form: an option; ADFS and Entra ID are products' },
  signedResponse: { id: 'sso.form.signedResponse', defaultMessage: 'The whole response (Shibboleth)', description: 'SAML form: an option; Shibboleth is a product' },
  signedBoth: { id: 'sso.form.signedBoth', defaultMessage: 'Both', description: 'SAML form: an option (the assertion and the response)' },
  nameIdFormat: { id: 'sso.form.nameIdFormat', defaultMessage: 'NameID format', description: 'SAML form: label; NameID is the standard name' },
  nameIdUnspecified: { id: 'sso.form.nameIdUnspecified', defaultMessage: 'Unspecified (the IdP chooses)', description: 'SAML form: a NameID format' },
  nameIdEmail: { id: 'sso.form.nameIdEmail', defaultMessage: 'Email address', description: 'SAML form: a NameID format' },
  nameIdPersistent: { id: 'sso.form.nameIdPersistent', defaultMessage: 'Persistent (a stable opaque id)', description: 'SAML form: a NameID format' },
  emailAttribute: { id: 'sso.form.emailAttribute', defaultMessage: 'Email attribute (optional)', description: 'SAML form: label' },
  emailAttributePlaceholder: { id: 'sso.form.emailAttributePlaceholder', defaultMessage: 'mail, or NameID', description: 'SAML form: example; keep mail and NameID, they are names' },
  samlSourcedIdExample: { id: 'sso.form.samlSourcedIdExample', defaultMessage: 'NameID or employeeNumber', description: 'SAML form: example of an attribute carrying the sourcedId; keep NameID and employeeNumber, they are names' },
  nameAttribute: { id: 'sso.form.nameAttribute', defaultMessage: 'Display name attribute (optional)', description: 'SAML form: label' },
  findBy: { id: 'sso.form.findBy', defaultMessage: 'Find people by', description: 'Label of a list: how a signing-in person is matched to a Lyceum account' },
  findByEmail: {
    id: 'sso.form.findByEmail',
    defaultMessage: '{item, select, claim {Verified email address} other {Email address (of an allowed domain)}}',
    description: 'An option of Find people by; claim: OpenID Connect, other: SAML',
  },
  findBySourcedId: { id: 'sso.form.findBySourcedId', defaultMessage: 'Roster sourcedId (the SIS id)', description: "An option of Find people by, kept short; sourcedId is OneRoster's name, SIS the school's information system" },
  findByIdentifier: { id: 'sso.form.findByIdentifier', defaultMessage: 'Roster identifier (a student number)', description: 'An option of Find people by, kept short' },
  matchClaim: {
    id: 'sso.form.matchClaim',
    defaultMessage: '{item, select, claim {Claim carrying the {key}} other {Attribute (or NameID) carrying the {key}}}',
    description: 'Label of the field naming what the provider sends; {key} is sourcedId or identifier (names, keep them)',
  },
  domains: { id: 'sso.form.domains', defaultMessage: 'Allowed email domains', description: 'Label of a field listing domains, e.g. school.org' },
  createUnknown: {
    id: 'sso.form.createUnknown',
    defaultMessage: 'Create an account for people not yet in Lyceum (as students, unless the role mapping says otherwise)',
    description: 'A checkbox',
  },
  roleClaim: {
    id: 'sso.form.roleClaim',
    defaultMessage: '{item, select, claim {Role claim (optional)} other {Role attribute (optional)}}',
    description: "Label of the field naming where the provider sends a person's role or groups",
  },
  roleMap: { id: 'sso.form.roleMap', defaultMessage: 'Role mapping, one a line', description: 'Label of a text area: lines like "staff = teacher"' },
  enabled: { id: 'sso.form.enabled', defaultMessage: 'Show this provider on the sign-in page', description: 'A checkbox' },
  cancel: { id: 'sso.form.cancel', defaultMessage: 'Cancel', description: 'Button closing the form without saving' },
  save: { id: 'sso.form.save', defaultMessage: 'Save provider', description: 'The form’s button' },
  saving: { id: 'sso.form.saving', defaultMessage: 'Saving', description: "Screen readers: the spinner's name while saving" },
  savedOidc: {
    id: 'sso.form.savedOidc',
    defaultMessage: '{label} saved. Register this redirect URI at the provider: {uri}',
    description: "Notice after saving; {label} is the provider's button label, {uri} an address",
  },
  savedSaml: {
    id: 'sso.form.savedSaml',
    defaultMessage: "{label} saved. Give the identity provider Lyceum's metadata: {url}",
    description: "Notice after saving a SAML provider; {label} is its button label, {url} an address",
  },
  saveFailed: { id: 'sso.form.saveFailed', defaultMessage: 'The provider could not be saved.', description: 'Error notice when the server gave no reason' },
  labelRequired: { id: 'sso.form.labelRequired', defaultMessage: 'Enter the label for the sign-in button.', description: 'Error under an empty button label' },
  issuerRequired: { id: 'sso.form.issuerRequired', defaultMessage: "Enter the provider's issuer URL.", description: 'Error under an empty Issuer URL' },
  clientIdRequired: { id: 'sso.form.clientIdRequired', defaultMessage: 'Enter the client ID the provider gave you.', description: 'Error under an empty Client ID' },
  clientSecretRequired: { id: 'sso.form.clientSecretRequired', defaultMessage: 'Enter the client secret the provider gave you.', description: 'Error under an empty Client secret' },
  metadataRequired: {
    id: 'sso.form.metadataRequired',
    defaultMessage: "Enter the address of the identity provider's metadata, or paste its XML.",
    description: 'SAML form: error when neither the metadata address nor its XML is given',
  },
});
