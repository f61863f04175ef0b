import { describe, expect, it } from 'vitest';
import { SSO_MSG } from '@lyceum/shared/sso';
import { HttpError } from '../../lib/http-errors';
import { INVITATION_ERRORS } from '../invitations/invitation-errors.messages';
import { REFUSAL, refusalFromStore, storedRefusal } from './sso-refusal-texts';

const english = (text: ConstructorParameters<typeof HttpError>[1]) => new HttpError(403, text).message;

/** Single sign-on's refusals: SSO_MSG's English word for word, and any language after a handoff row keeps them. */
describe('single sign-on refusals', () => {
  it("are SSO_MSG's sentences in English, with the school's contact or the default one", () => {
    for (const key of ['startAgain', 'otherBrowser', 'providerUnknown', 'foreignRelayState'] as const) expect(english(REFUSAL[key]), key).toBe(SSO_MSG[key]);
    for (const contact of ['the school office (office@school.test)', '  ']) {
      for (const key of ['providerDeclined', 'untrusted', 'emailNotVerified', 'noIdentifier', 'unknownPerson', 'identityTaken'] as const) {
        expect(english(REFUSAL[key]('School ID', contact)), key).toBe(SSO_MSG[key]('School ID', contact));
      }
    }
    expect(english(REFUSAL.wrongDomain('Google', ['school.test', 'staff.school.test']))).toBe(SSO_MSG.wrongDomain('Google', ['school.test', 'staff.school.test']));
    expect(english(REFUSAL.wrongOrganisation('Microsoft'))).toBe(SSO_MSG.wrongOrganisation('Microsoft'));
  });

  it('come back from a handoff row as the same message, readable in Spanish; an old English row as it was', () => {
    const stored = storedRefusal(REFUSAL.unknownPerson('School ID', ''));
    expect(new HttpError(403, refusalFromStore(stored)).messageIn('es')).toBe('Ninguna cuenta de Lyceum corresponde a esta cuenta de School ID. Pide a un administrador de este centro que te añada.');
    expect(new HttpError(400, refusalFromStore(storedRefusal(INVITATION_ERRORS.inviteUsed))).message).toBe(english(INVITATION_ERRORS.inviteUsed));
    expect(refusalFromStore(SSO_MSG.startAgain)).toBe(SSO_MSG.startAgain);
  });
});
