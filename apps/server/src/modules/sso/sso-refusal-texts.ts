import { localized, type ErrorText, type LocalizedText } from '../../lib/http-errors';
import type { MessageDescriptor } from '../../lib/i18n';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';
import { SSO_REFUSALS } from './sso-refusals.messages';

/** Whom to ask: the school's own words, else the catalogue's "an administrator of this school". */
const contactOf = (contact: string) => (contact.trim() ? { contactKind: 'school', contact: contact.trim() } : { contactKind: 'default', contact: '' });

/**
 * Single sign-on's refusals as catalogue messages, SSO_MSG's sentences (packages/shared/src/sso.ts)
 * in whichever language their reader reads: the sign-in page's, known only when the browser
 * takes its handoff, so a refusal is stored as its message and values, not as English.
 */
export const REFUSAL = {
  startAgain: localized(SSO_REFUSALS.startAgain),
  otherBrowser: localized(SSO_REFUSALS.otherBrowser),
  providerUnknown: localized(SSO_REFUSALS.providerUnknown),
  foreignRelayState: localized(SSO_REFUSALS.foreignRelayState),
  providerDeclined: (label: string, contact: string) => localized(SSO_REFUSALS.providerDeclined, { label, ...contactOf(contact) }),
  untrusted: (label: string, contact: string) => localized(SSO_REFUSALS.untrusted, { label, ...contactOf(contact) }),
  emailNotVerified: (label: string, contact: string) => localized(SSO_REFUSALS.emailNotVerified, { label, ...contactOf(contact) }),
  wrongDomain: (label: string, domains: readonly string[]) => localized(SSO_REFUSALS.wrongDomain, { label, domains: domains.map((d) => `@${d}`).join(', ') }),
  wrongOrganisation: (label: string) => localized(SSO_REFUSALS.wrongOrganisation, { label }),
  noIdentifier: (label: string, contact: string) => localized(SSO_REFUSALS.noIdentifier, { label, ...contactOf(contact) }),
  unknownPerson: (label: string, contact: string) => localized(SSO_REFUSALS.unknownPerson, { label, ...contactOf(contact) }),
  identityTaken: (label: string, contact: string) => localized(SSO_REFUSALS.identityTaken, { label, ...contactOf(contact) }),
};

/** Every message a refusal may carry, by id: what a stored refusal is read back with. */
const STORABLE: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>(
  [...Object.values(SSO_REFUSALS), ...Object.values(INVITATION_ERRORS)].map((message) => [message.id as string, message]),
);

const asLocalized = (text: Exclude<ErrorText, string>): LocalizedText => ('message' in text && typeof text.message === 'object' ? (text as LocalizedText) : { message: text as MessageDescriptor });

/** A refusal as its handoff row keeps it: `{"id":…,"values":…}` for a catalogue message. */
export function storedRefusal(text: ErrorText): string {
  if (typeof text === 'string') return text;
  const { message, values } = asLocalized(text);
  return JSON.stringify({ id: message.id, values: values ?? {} });
}

/** The refusal a handoff row keeps, back as a catalogue message; a plain text (or one this build lacks) as it is. */
export function refusalFromStore(stored: string): ErrorText {
  if (!stored.startsWith('{')) return stored;
  try {
    const { id, values } = JSON.parse(stored) as { id?: unknown; values?: LocalizedText['values'] };
    const message = typeof id === 'string' ? STORABLE.get(id) : undefined;
    return message ? localized(message, values) : REFUSAL.startAgain;
  } catch {
    return stored;
  }
}
