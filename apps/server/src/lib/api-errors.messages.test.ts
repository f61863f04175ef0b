import { describe, expect, it } from 'vitest';
import { ARCHIVE_MSG } from '@lyceum/shared/archive-messages';
import { CALENDAR_MSG } from '@lyceum/shared/calendar';
import { CLASS_ARCHIVE_MSG } from '@lyceum/shared/class-archive-messages';
import { EMAIL_MSG } from '@lyceum/shared/email';
import { ALLOWED_TYPES_SUMMARY } from '@lyceum/shared/file-types';
import { IMPORT_MSG } from '@lyceum/shared/imports';
import { API_MSG, FILE_MSG, MSG, WORK_MSG } from '@lyceum/shared/messages';
import { NOTIFY_MSG } from '@lyceum/shared/notification-messages';
import { BANK_MSG } from '@lyceum/shared/question-bank';
import { INVITATION_RESEND_MINUTES, ROSTER_MSG } from '@lyceum/shared/rosters';
import { SSO_MSG } from '@lyceum/shared/sso';
import { ARCHIVE_ERRORS } from '../modules/archive/archive-errors.messages';
import { CALENDAR_FEED } from '../modules/calendar/calendar-feed.messages';
import { CLASS_ARCHIVE_ERRORS } from '../modules/classes/class-archive-errors.messages';
import { EMAIL_ERRORS } from '../modules/email/email-errors.messages';
import { allowedKindsIn } from '../modules/files/allowed-kinds';
import { FILE_ERRORS } from '../modules/files/file-errors.messages';
import { IMPORT_ERRORS } from '../modules/imports/import-errors.messages';
import { INVITATION_ERRORS } from '../modules/invitations/invitation-errors.messages';
import { NOTIFY_ERRORS } from '../modules/notifications/notification-errors.messages';
import { BANK_ERRORS } from '../modules/question-bank/question-bank-errors.messages';
import { SSO_CHECK } from '../modules/sso/sso-check.messages';
import { SSO_ERRORS } from '../modules/sso/sso-errors.messages';
import { WORK_ERRORS } from '../modules/submissions/work-errors.messages';
import { QUIZ_ERRORS, quizError } from '../modules/quizzes/quiz-errors.messages';
import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import { QUIZ_API_MSG } from '@lyceum/shared/quizzes';
import { API_ERRORS } from './api-errors.messages';
import { CONFIRMATIONS } from './confirmations.messages';
import { HttpError, localized } from './http-errors';

/**
 * The catalogue's English of every API error is, byte for byte, the text the API has always
 * answered (API_MSG, FILE_MSG, WORK_MSG, which the spec and the tests read).
 */
describe('API error messages in English', () => {
  const english = (text: ConstructorParameters<typeof HttpError>[1]) => new HttpError(400, text).message;

  it('are the shared constants, word for word', () => {
    for (const [key, message] of Object.entries(API_ERRORS)) {
      if (key in API_MSG) expect(english(message), key).toBe(API_MSG[key as keyof typeof API_MSG]);
    }
    expect(english(localized(API_ERRORS.invalidCredentialsWithHint, { hint: 'Use Google.' }))).toBe(`${API_MSG.invalidCredentials}. Use Google.`);
    for (const [key, message] of Object.entries(WORK_ERRORS)) {
      const constant = WORK_MSG[key as keyof typeof WORK_MSG];
      if (typeof constant === 'string') expect(english(message), key).toBe(constant);
    }
    expect(english(localized(WORK_ERRORS.gradeAboveMax, { max: String(1000) }))).toBe(WORK_MSG.gradeAboveMax(1000));
    expect(english(localized(WORK_ERRORS.gradesAboveMax, { max: String(2.5) }))).toBe(WORK_MSG.gradesAboveMax(2.5));
    for (const [key, message] of Object.entries(FILE_ERRORS)) {
      const constant = FILE_MSG[key as keyof typeof FILE_MSG];
      if (typeof constant === 'string' && !['typeNotAllowed', 'activeContent'].includes(key)) expect(english(message), key).toBe(constant);
    }
    expect(allowedKindsIn('en')).toBe(ALLOWED_TYPES_SUMMARY);
    expect(english(localized(FILE_ERRORS.typeNotAllowed, { allowed: allowedKindsIn }))).toBe(FILE_MSG.typeNotAllowed);
    expect(english(localized(FILE_ERRORS.activeContent, { allowed: allowedKindsIn }))).toBe(FILE_MSG.activeContent);
    expect(english(localized(FILE_ERRORS.tooLarge, { limitMb: String(1024) }))).toBe(FILE_MSG.tooLarge(1024));
    expect(english(localized(FILE_ERRORS.storageFull, { quotaGb: String(50) }))).toBe(FILE_MSG.storageFull(50));
    expect(english(localized(FILE_ERRORS.notAnUpload, { index: '3' }))).toBe(FILE_MSG.notAnUpload(3));
    expect(english(CALENDAR_FEED.notFound)).toBe(CALENDAR_MSG.feedNotFound);
    for (const [key, message] of Object.entries(SSO_ERRORS)) expect(english(message), key).toBe(SSO_MSG[key as keyof typeof SSO_MSG]);
    for (const certificates of [1, 2]) expect(english(localized(SSO_CHECK.metadataOk, { entityId: 'https://idp.test', certificates }))).toBe(SSO_MSG.metadataOk('https://idp.test', certificates));
    expect(english(localized(SSO_CHECK.metadataUnreadable, { where: 'pasted', url: '', reason: 'why' }))).toBe(SSO_MSG.metadataUnreadable('pasted in idpMetadataXml', 'why'));
    expect(english(localized(SSO_CHECK.metadataUnreadable, { where: 'address', url: 'https://idp.test/m', reason: 'why' }))).toBe(SSO_MSG.metadataUnreadable('at https://idp.test/m', 'why'));
    expect(english(localized(SSO_CHECK.discoveryOk, { issuer: 'https://op.test' }))).toBe(SSO_MSG.discoveryOk('https://op.test'));
    expect(english(localized(SSO_CHECK.discoveryFailed, { issuer: 'https://op.test', reason: 'why' }))).toBe(SSO_MSG.discoveryFailed('https://op.test', 'why'));
    expect(english(SSO_CHECK.secretUnreadable)).toBe(SSO_MSG.secretUnreadable);
    for (const [key, message] of Object.entries(NOTIFY_ERRORS)) expect(english(message), key).toBe(NOTIFY_MSG[key as keyof typeof NOTIFY_MSG]);
    for (const [key, message] of Object.entries(INVITATION_ERRORS)) {
      const constant = ROSTER_MSG[key as keyof typeof ROSTER_MSG];
      if (typeof constant === 'string') expect(english(message), key).toBe(constant);
    }
    expect(english(localized(INVITATION_ERRORS.notInvitable, { id: 'u1' }))).toBe(ROSTER_MSG.notInvitable('u1'));
    expect(english(localized(INVITATION_ERRORS.hasPassword, { name: "O'Brien" }))).toBe(ROSTER_MSG.hasPassword("O'Brien"));
    expect(english(localized(INVITATION_ERRORS.deactivatedNoInvite, { name: 'Ana {x}' }))).toBe(ROSTER_MSG.deactivatedNoInvite('Ana {x}'));
    for (const key of ['notFound', 'teachersOnly', 'deleted'] as const) expect(english(BANK_ERRORS[key]), key).toBe(BANK_MSG[key]);
    for (const count of [1, 3]) expect(english(localized(BANK_ERRORS.saved, { count }))).toBe(BANK_MSG.saved(count));
    for (const [key, message] of Object.entries(QUIZ_ERRORS)) {
      const constant = { ...QUIZ_API_MSG, ...QUIZ_MSG }[key as keyof typeof QUIZ_MSG & keyof typeof QUIZ_API_MSG] as unknown;
      if (typeof constant === 'string') expect(english(message), key).toBe(constant);
    }
    for (const words of [QUIZ_MSG.notOpenYet('2026-09-01T08:00:00.000Z'), QUIZ_MSG.noAttemptsLeft(1), QUIZ_MSG.noAttemptsLeft(3), QUIZ_MSG.timeUp]) expect(english(quizError(words))).toBe(words);
    expect(english(localized(QUIZ_ERRORS.pointsAboveItem, { max: String(2.5) }))).toBe(QUIZ_API_MSG.pointsAboveItem(2.5));
    expect(english(localized(INVITATION_ERRORS.resendTooSoon, { name: 'Ana', minutes: String(INVITATION_RESEND_MINUTES) }))).toBe(ROSTER_MSG.resendTooSoon('Ana'));
    for (const [key, message] of Object.entries(IMPORT_ERRORS)) expect(english(message), key).toBe(IMPORT_MSG[key as keyof typeof IMPORT_MSG]);
    for (const [key, message] of Object.entries(CLASS_ARCHIVE_ERRORS)) expect(english(message), key).toBe(CLASS_ARCHIVE_MSG[key as keyof typeof CLASS_ARCHIVE_MSG]);
    for (const [key, message] of Object.entries(EMAIL_ERRORS)) expect(english(message), key).toBe(EMAIL_MSG[key as keyof typeof EMAIL_MSG]);
    expect(english(ARCHIVE_ERRORS.exportRunning)).toBe(ARCHIVE_MSG.exportRunning);
    for (const key of ['registerSuccess', 'userDeleted', 'topicDeleted', 'commentDeleted'] as const) expect(english(CONFIRMATIONS[key]), key).toBe(MSG[key]);
    expect(english(CONFIRMATIONS.fileDeleted)).toBe(FILE_MSG.deleted);
    expect(english(CONFIRMATIONS.classDeleted)).toBe(CLASS_ARCHIVE_MSG.deleted);
    expect(english(CONFIRMATIONS.providerRemoved)).toBe('Provider removed');
    for (const count of [1, 2, 1200]) expect(english(localized(CONFIRMATIONS.returnedCount, { count, shown: String(count) }))).toBe(WORK_MSG.returnedCount(count));
  });

  it('say the same in another language, placeholders filled in', () => {
    const error = new HttpError(400, localized(WORK_ERRORS.gradeAboveMax, { max: '10' }));
    expect(error.messageIn('es')).toBe('grade debe ser como máximo 10 (la puntuación máxima de la tarea)');
    expect(error.messageIn('en')).toBe(WORK_MSG.gradeAboveMax(10));
    // A text outside the catalogue stays as it is.
    expect(new HttpError(400, 'name: is required').messageIn('ja')).toBe('name: is required');
  });
});
