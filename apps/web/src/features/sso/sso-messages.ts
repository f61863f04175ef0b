import { defineMessages } from '@/lib/i18n/messages';

/**
 * The admin's Sign-in page (/dashboard/sign-in): its header, the identity providers card, the
 * passwords card and the sign-in log. The provider forms' texts are in provider-form-messages.ts.
 * Provider names (Google Workspace, SAML 2.0...) and technical names (SP metadata URL, ACS URL)
 * are what the providers' own consoles call them.
 */
export const ssoMessages = defineMessages({
  title: { id: 'sso.page.title', defaultMessage: 'Sign-in', description: "The admin's Sign-in page: its heading (single sign-on set-up and the sign-in log)" },
  description: {
    id: 'sso.page.description',
    defaultMessage: 'How students and staff sign in: the school’s identity providers, passwords, and who signed in.',
    description: "The admin's Sign-in page: under its heading",
  },
  providersTitle: { id: 'sso.providers.title', defaultMessage: 'Identity providers', description: 'Card heading: the single sign-on services (Google, Microsoft...) people sign in with' },
  providersDescription: {
    id: 'sso.providers.description',
    defaultMessage: 'Students and staff sign in with the accounts the school already has. Each provider gets a button on the sign-in page.',
    description: 'Identity providers card: under its heading',
  },
  addOidc: { id: 'sso.providers.addOidc', defaultMessage: 'Add OpenID Connect provider', description: 'Button; OpenID Connect is a standard, keep its name' },
  addSaml: { id: 'sso.providers.addSaml', defaultMessage: 'Add SAML provider', description: 'Button; SAML is a standard, keep its name' },
  none: { id: 'sso.providers.none', defaultMessage: 'No provider yet: everyone signs in with a password.', description: 'Identity providers card when there is none' },
  hidden: { id: 'sso.providers.hidden', defaultMessage: 'Hidden', description: 'Badge of a provider whose button is not shown on the sign-in page' },
  edit: { id: 'sso.providers.edit', defaultMessage: 'Edit', description: 'Button editing a provider' },
  editLabel: { id: 'sso.providers.editLabel', defaultMessage: 'Edit {label}', description: "Screen readers: the Edit button; {label} is the provider's button label, e.g. Google" },
  remove: { id: 'sso.providers.remove', defaultMessage: 'Remove', description: 'Button removing a provider' },
  removeLabel: { id: 'sso.providers.removeLabel', defaultMessage: 'Remove {label}', description: "Screen readers: the Remove button; {label} is the provider's button label" },
  removeFailed: { id: 'sso.providers.removeFailed', defaultMessage: 'The provider could not be removed.', description: 'Error notice when removing a provider failed' },
  redirectUri: { id: 'sso.providers.redirectUri', defaultMessage: 'Redirect URI to register at the provider', description: "Label of an address the admin copies into the provider's console" },
  idp: { id: 'sso.providers.idp', defaultMessage: 'IdP {entityId}', description: "A SAML provider's identity; IdP means identity provider, {entityId} is its id (a URL)" },
  certificateUntil: {
    id: 'sso.providers.certificateUntil',
    defaultMessage: ' · signing certificate valid until {dates}',
    description: "After the IdP's id (keep the leading space and dot); {dates} lists dates, e.g. 2027-01-31",
  },
  spMetadataUrl: { id: 'sso.providers.spMetadataUrl', defaultMessage: 'SP metadata URL', description: 'SAML: label of an address to copy; SP means service provider (Lyceum)' },
  entityId: { id: 'sso.providers.entityId', defaultMessage: 'Entity ID (identifier)', description: "SAML: label of Lyceum's id to copy; in brackets, what Microsoft Entra calls it" },
  acsUrl: { id: 'sso.providers.acsUrl', defaultMessage: 'ACS URL (reply URL)', description: "SAML: label of an address to copy; in brackets, what Microsoft Entra calls it" },
  copy: { id: 'sso.copy.button', defaultMessage: 'Copy', description: 'Button copying a value to the clipboard' },
  copyLabel: { id: 'sso.copy.label', defaultMessage: 'Copy {what}', description: 'Screen readers: the Copy button; {what} is the label of the value, e.g. "ACS URL (reply URL)"' },
  copied: { id: 'sso.copy.done', defaultMessage: '{what} copied', description: 'Notice after copying; {what} is the label of the value' },
  copyFailed: { id: 'sso.copy.failed', defaultMessage: 'The browser would not copy it: select the text and copy it by hand.', description: 'Error notice when the browser refused to copy' },
  passwordsTitle: { id: 'sso.passwords.title', defaultMessage: 'Passwords', description: 'Card heading: which roles may still sign in with a password' },
  passwordsDescription: {
    id: 'sso.passwords.description',
    defaultMessage: 'Roles ticked here sign in only through a provider; their password sign-ins are refused with the providers’ names.',
    description: 'Passwords card: under its heading',
  },
  mustUseProvider: { id: 'sso.passwords.mustUseProvider', defaultMessage: 'Must sign in through a provider', description: 'Passwords card: heading of the roles checkboxes' },
  roleGroup: {
    id: 'sso.passwords.role',
    defaultMessage: '{role, select, admin {Admins} teacher {Teachers} other {Students}}',
    description: 'Passwords card: a checkbox, everyone of one role',
  },
  helpContact: { id: 'sso.passwords.helpContact', defaultMessage: 'Who to ask when someone cannot sign in', description: 'Passwords card: label of a field; its text is shown to people whose sign-in was refused' },
  helpContactPlaceholder: {
    id: 'sso.passwords.helpContactPlaceholder',
    defaultMessage: 'the school office (office@school.org)',
    description: 'Example in the empty field; it completes a sentence like "ask ..."',
  },
  save: { id: 'sso.passwords.save', defaultMessage: 'Save settings', description: 'Passwords card: the button' },
  saved: { id: 'sso.passwords.saved', defaultMessage: 'Sign-in settings saved', description: 'Notice after saving the passwords card' },
  saveFailed: { id: 'sso.passwords.saveFailed', defaultMessage: 'The settings could not be saved.', description: 'Error notice when saving the passwords card failed' },
  logTitle: { id: 'sso.log.title', defaultMessage: 'Sign-in log', description: 'Card heading: the list of sign-ins' },
  logDescription: { id: 'sso.log.description', defaultMessage: 'Every sign-in, refused ones included, newest first.', description: 'Sign-in log: under its heading' },
  who: { id: 'sso.log.who', defaultMessage: 'Who', description: 'Sign-in log: a filter label and a column heading (the person)' },
  whoPlaceholder: { id: 'sso.log.whoPlaceholder', defaultMessage: 'Part of an email or name', description: 'Sign-in log: the empty Who filter' },
  how: { id: 'sso.log.how', defaultMessage: 'How', description: 'Sign-in log: a filter label and a column heading (password, provider or invitation)' },
  anyWay: { id: 'sso.log.anyWay', defaultMessage: 'Any way', description: 'Sign-in log: the How filter, not filtering' },
  method: {
    id: 'sso.log.method',
    defaultMessage: '{method, select, password {Password} sso {Provider} other {Invitation}}',
    description: 'Sign-in log: how someone signed in (a password, an identity provider, an invitation link)',
  },
  result: { id: 'sso.log.result', defaultMessage: 'Result', description: 'Sign-in log: a filter label and a column heading' },
  anyResult: { id: 'sso.log.anyResult', defaultMessage: 'Any result', description: 'Sign-in log: the Result filter, not filtering' },
  signedIn: { id: 'sso.log.signedIn', defaultMessage: 'Signed in', description: 'Sign-in log: the sign-in succeeded' },
  refused: { id: 'sso.log.refused', defaultMessage: 'Refused', description: 'Sign-in log: the sign-in was refused' },
  filter: { id: 'sso.log.filter', defaultMessage: 'Filter', description: 'Sign-in log: the button applying the filters' },
  when: { id: 'sso.log.when', defaultMessage: 'When', description: 'Sign-in log: column heading, the date and time' },
  address: { id: 'sso.log.address', defaultMessage: 'Address', description: 'Sign-in log: column heading, the IP address' },
  noMatch: { id: 'sso.log.noMatch', defaultMessage: 'No sign-ins match these filters.', description: 'Sign-in log: empty, filtered' },
  empty: { id: 'sso.log.empty', defaultMessage: 'No sign-ins yet.', description: 'Sign-in log: empty' },
  loadOlder: { id: 'sso.log.loadOlder', defaultMessage: 'Load older sign-ins', description: 'Sign-in log: the button loading the next 50' },
  loadingOlder: { id: 'sso.log.loadingOlder', defaultMessage: 'Loading older sign-ins', description: "Screen readers: the spinner's name" },
});
