import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@lyceum/shared/imports';
import { ONEROSTER_MSG } from '@lyceum/shared/oneroster-messages';
import { HttpError } from '../../lib/http-errors';
import { IMPORT_ERRORS } from './import-errors.messages';
import { stored, summaryIn, textIn, type StoredText } from './problem-text';
import { IMPORT_PROBLEM, IMPORT_UPLOAD, ONEROSTER_PROBLEM } from './roster-problems';

/** Arguments each text is tried with: numbers past a thousand, so a "12,345" would show. */
const ARGS: Record<string, unknown[]> = {
  unreadable: ['Quote Not Closed'],
  missingColumn: ['email'],
  unknownColumn: ['emial'],
  columnCount: [3, 5],
  badEmail: ['ana-at-school'],
  badRole: ['teacher '],
  duplicateEmail: ['ana@school.test', 12345],
  classNotFound: ['Art 101'],
  userNotFound: ['ana@school.test'],
  emailOfAnother: ['ana@school.test'],
  studentWhoTeaches: ["Ana O'Brien", 1234],
  bundleTooLarge: [52428800],
  tooManyEntries: [10001, 10000],
  entryTooLarge: ['users.csv', 104857600],
  totalTooLarge: [209715200],
  unsafeEntryName: ['../etc/passwd'],
  entryTwice: ['users.csv'],
  entryDamaged: ['users.csv'],
  unsupportedVersion: ['2.0'],
  unsupportedManifestVersion: ['2.0'],
  badFileMode: ['file.users', 'full'],
  listedFileMissing: ['users.csv', 'bulk'],
  notUtf8: ['users.csv'],
  fieldCount: [3, 1200],
  malformedRow: ['CSV_QUOTE_NOT_CLOSED'],
  duplicateSourcedId: ['u-1', 20000],
  badStatus: ['gone'],
  nameTooLong: [100],
  identifierTooLong: [64],
  roleNotImported: ['guardian'],
  roleUnknownUser: ['u-9'],
  badRoleType: ['tertiary'],
  badEnabledUser: ['maybe'],
  titleTooLong: [200],
  unknownCourse: ['c-1'],
  unknownUser: ['u-9'],
  unknownClass: ['k-9'],
  userSkipped: ['u-9'],
  classSkipped: ['k-9'],
  enrollmentOfDeletedUser: ['u-9'],
  enrollmentOfDeletedClass: ['k-9'],
  duplicateEnrollment: [1001],
};

/** Each kept text, English, against the shared English constant of the same name and arguments. */
function expectSameEnglish(kept: Record<string, unknown>, english: Record<string, unknown>, skip: readonly string[] = []) {
  for (const [key, text] of Object.entries(kept)) {
    if (skip.includes(key)) continue;
    const constant = english[key];
    if (typeof text === 'function') {
      const args = ARGS[key] ?? [];
      expect(textIn('en', (text as (...a: unknown[]) => StoredText)(...args)), key).toBe((constant as (...a: unknown[]) => string)(...args));
    } else {
      expect(textIn('en', text as StoredText), key).toBe(constant);
    }
  }
}

describe("an import's kept texts", () => {
  it("are the shared English, word for word and number for number", () => {
    expectSameEnglish(IMPORT_PROBLEM, IMPORT_MSG, ['memberRoleNotPermitted', 'notUtf8']);
    expect(textIn('en', IMPORT_PROBLEM.notUtf8)).toBe(IMPORT_MSG.notUtf8);
    for (const account of ['admin', 'teacher', 'student'] as const) {
      for (const member of ['teacher', 'student'] as const) expect(textIn('en', IMPORT_PROBLEM.memberRoleNotPermitted('Ana', account, member))).toBe(IMPORT_MSG.memberRoleNotPermitted('Ana', account, member));
    }
    expectSameEnglish(ONEROSTER_PROBLEM, ONEROSTER_MSG, ['missingColumns', 'noImportableRole']);
    for (const columns of [['email'], ['email', 'role']]) expect(textIn('en', ONEROSTER_PROBLEM.missingColumns(columns))).toBe(ONEROSTER_MSG.missingColumns(columns));
    expect(textIn('en', ONEROSTER_PROBLEM.noImportableRole(['guardian', 'parent']))).toBe(ONEROSTER_MSG.noImportableRole(['guardian', 'parent']));
    for (const key of ['noFile', 'noBundle', 'bundleTooLarge', 'tooLarge'] as const) expect(new HttpError(400, IMPORT_UPLOAD[key]).message, key).toBe(IMPORT_MSG[key]);
    expect(new HttpError(413, IMPORT_UPLOAD.lineTooLong('users.csv', 12345)).message).toBe(IMPORT_MSG.lineTooLong('users.csv', 12345));
    expect(new HttpError(413, IMPORT_UPLOAD.fieldTooLong('users.csv', 12345)).message).toBe(IMPORT_MSG.fieldTooLong('users.csv', 12345));
    expect(textIn('en', stored(IMPORT_ERRORS.hasProblems))).toBe(IMPORT_MSG.hasProblems);
  });

  it("are written in the reader's language; English kept by an older import reads as it was", () => {
    const summary = {
      users: { created: 0, updated: 0, unchanged: 0, deactivated: 0 },
      classes: { created: 0, updated: 0, unchanged: 0 },
      enrollments: { added: 0, removed: 0, unchanged: 0 },
      invitations: 0,
      problems: [{ line: 3, message: IMPORT_PROBLEM.badEmail('ana-at-school') }, { line: 4, message: 'Unknown role "tutor" (admin, teacher or student)' }],
      failure: IMPORT_PROBLEM.interrupted,
    };
    expect(summaryIn('ja', summary).problems).toEqual([
      { line: 3, message: '"ana-at-school" は有効なメールアドレスではありません' },
      { line: 4, message: 'Unknown role "tutor" (admin, teacher or student)' },
    ]);
    expect(summaryIn('en', summary).failure).toBe(IMPORT_MSG.interrupted);
  });
});
