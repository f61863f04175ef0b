import { defineMessages } from '../../lib/i18n';

/**
 * Single sign-on's refusals, shown on the sign-in page when a provider's answer is turned away:
 * in the browser's language (or the school's), since no one is signed in. Keys and English are
 * SSO_MSG's (packages/shared/src/sso.ts), held equal by sso-refusals.test.ts. {label} is the
 * provider's name on the sign-in button (Google, Microsoft...); {contact} the help the school
 * names on its Sign-in screen, or, when it names none, "an administrator of this school".
 */
export const SSO_REFUSALS = defineMessages({
  startAgain: {
    id: 'server.sso.refusal.startAgain',
    defaultMessage: 'This sign-in took too long or was already used. Start again from the sign-in page.',
    description: 'Sign-in page, after single sign-on: the sign-in expired or was used twice',
  },
  otherBrowser: {
    id: 'server.sso.refusal.otherBrowser',
    defaultMessage: 'This sign-in was started in another browser or window. Start again from the sign-in page.',
    description: "Sign-in page, after single sign-on: the provider's answer reached another browser than the one that started",
  },
  providerUnknown: {
    id: 'server.sso.refusal.providerUnknown',
    defaultMessage: 'This sign-in option is not available any more. Start again from the sign-in page.',
    description: 'Sign-in page, after single sign-on: the provider was removed or turned off meanwhile',
  },
  providerDeclined: {
    id: 'server.sso.refusal.providerDeclined',
    defaultMessage: '{label} did not sign you in. Try again, or ask {contactKind, select, school {{contact}} other {an administrator of this school}}.',
    description: 'Sign-in page, after single sign-on: the provider said no; {contact} (or its default) is whom to ask',
  },
  untrusted: {
    id: 'server.sso.refusal.untrusted',
    defaultMessage: '{label} sent a sign-in answer that Lyceum could not trust, so no one was signed in. Start again; if it happens again, tell {contactKind, select, school {{contact}} other {an administrator of this school}}.',
    description: "Sign-in page, after single sign-on: the provider's answer failed its checks",
  },
  emailNotVerified: {
    id: 'server.sso.refusal.emailNotVerified',
    defaultMessage: '{label} has not verified the email address of this account, so it cannot sign you in here. Ask {contactKind, select, school {{contact}} other {an administrator of this school}}.',
    description: 'Sign-in page, after single sign-on: the provider does not vouch for the email address',
  },
  wrongDomain: {
    id: 'server.sso.refusal.wrongDomain',
    defaultMessage: 'Sign in with your school account ({domains}), not this {label} account.',
    description: "Sign-in page, after single sign-on with a personal account; {domains} the school's email domains (@school.org), keep as is",
  },
  wrongOrganisation: {
    id: 'server.sso.refusal.wrongOrganisation',
    defaultMessage: "This {label} account is not one of this school's. Sign in with your school account.",
    description: "Sign-in page, after single sign-on with an account of another organisation than the school's",
  },
  noIdentifier: {
    id: 'server.sso.refusal.noIdentifier',
    defaultMessage: "{label} did not say who you are in the school's records. Ask {contactKind, select, school {{contact}} other {an administrator of this school}}.",
    description: "Sign-in page, after single sign-on: the provider's answer lacks the person's identifier",
  },
  unknownPerson: {
    id: 'server.sso.refusal.unknownPerson',
    defaultMessage: 'No Lyceum account belongs to this {label} account. Ask {contactKind, select, school {{contact}} other {an administrator of this school}} to add you.',
    description: 'Sign-in page, after single sign-on: no Lyceum account matches the person',
  },
  foreignRelayState: {
    id: 'server.sso.refusal.foreignRelayState',
    defaultMessage: 'This sign-in answer tried to send you to another site, so no one was signed in. Start again from the sign-in page.',
    description: "Sign-in page, after single sign-on: the provider's answer named a page of another site",
  },
  identityTaken: {
    id: 'server.sso.refusal.identityTaken',
    defaultMessage: 'This {label} account already signs in to another Lyceum account. Ask {contactKind, select, school {{contact}} other {an administrator of this school}}.',
    description: 'Sign-in page, after single sign-on: the provider account is linked to another Lyceum account',
  },
});
