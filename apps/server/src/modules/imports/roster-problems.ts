import { CSV_MAX_FIELD_CHARS, CSV_MAX_LINE_BYTES, ONEROSTER_ZIP_MAX_BYTES, ROSTER_CSV_MAX_BYTES, ROSTER_CSV_MAX_ROWS } from '@lyceum/shared/imports';
import { LIMITS } from '@lyceum/shared/limits';
import { localized } from '../../lib/http-errors';
import { IMPORT_PROBLEMS as M } from './import-problems.messages';
import { ONEROSTER_PROBLEMS as O } from './oneroster/oneroster-problems.messages';
import { stored, type StoredMessage } from './problem-text';

/**
 * The import's problems, warnings and failure notes to keep, by the same names and arguments as
 * IMPORT_MSG's and ONEROSTER_MSG's English (packages/shared), which the tests read: each is the
 * catalogue message and its values (problem-text.ts). Numbers are written here, as the English
 * always wrote them (12345, not 12,345).
 */
export const IMPORT_PROBLEM = {
  notUtf8: stored(M.notUtf8),
  /** Why the CSV reader stopped: csv-reasons' words, or (a code it does not know) the reader's own English. */
  unreadable: (reason: string | StoredMessage) => stored(M.unreadable, { reason }),
  missingColumn: (column: string) => stored(M.missingColumn, { column }),
  unknownColumn: (column: string) => stored(M.unknownColumn, { column }),
  empty: stored(M.empty),
  tooManyRows: stored(M.tooManyRows, { max: String(ROSTER_CSV_MAX_ROWS) }),
  columnCount: (found: number, expected: number) => stored(M.columnCount, { found: String(found), expected: String(expected) }),
  nameRequired: stored(M.nameRequired),
  nameTooLong: stored(M.nameTooLong, { max: String(LIMITS.userName) }),
  badEmail: (email: string) => stored(M.badEmail, { email }),
  badRole: (role: string) => stored(M.badRole, { role }),
  badPassword: stored(M.badPassword, { min: String(LIMITS.passwordMin), max: String(LIMITS.passwordMax) }),
  duplicateEmail: (email: string, line: number) => stored(M.duplicateEmail, { email, line: String(line) }),
  classNotFound: (name: string) => stored(M.classNotFound, { name }),
  adminInClass: stored(M.adminInClass),
  userNotFound: (ref: string) => stored(M.userNotFound, { ref }),
  emailOfAnother: (email: string) => stored(M.emailOfAnother, { email }),
  conflictsAtCommit: stored(M.conflictsAtCommit),
  ownAccount: stored(M.ownAccount),
  studentWhoTeaches: (name: string, enrollmentLine: number) => stored(M.studentWhoTeaches, { name, line: String(enrollmentLine) }),
  memberRoleNotPermitted: (name: string, accountRole: 'admin' | 'teacher' | 'student', memberRole: 'teacher' | 'student') =>
    stored(M.memberRoleNotPermitted, { name, accountRole, memberRole }),
  ownAccountAbsent: stored(M.ownAccountAbsent),
  failed: stored(M.failed),
  interrupted: stored(M.interrupted),
} as const;

/** The upload's refusals (HTTP errors, answered in the admin's language, never kept). */
export const IMPORT_UPLOAD = {
  noFile: M.noFile,
  noBundle: M.noBundle,
  bundleTooLarge: localized(M.bundleTooLarge, { limitMb: String(ONEROSTER_ZIP_MAX_BYTES / 1024 / 1024) }),
  tooLarge: localized(M.tooLarge, { limitMb: String(ROSTER_CSV_MAX_BYTES / 1024 / 1024) }),
  lineTooLong: (file: string, line: number) => localized(M.lineTooLong, { file, line: String(line), maxKb: String(CSV_MAX_LINE_BYTES / 1024) }),
  fieldTooLong: (file: string, line: number) =>
    localized(M.fieldTooLong, { file, line: String(line), maxKb: String(CSV_MAX_FIELD_CHARS / 1024), maxChars: String(CSV_MAX_FIELD_CHARS) }),
} as const;

const written = (n: number) => String(n);

export const ONEROSTER_PROBLEM = {
  notAZip: stored(O.notAZip),
  bundleTooLarge: (maxBytes: number) => stored(O.bundleTooLarge, { maxBytes: written(maxBytes) }),
  tooManyEntries: (count: number, max: number) => stored(O.tooManyEntries, { count: written(count), max: written(max) }),
  entryTooLarge: (name: string, maxBytes: number) => stored(O.entryTooLarge, { name, maxBytes: written(maxBytes) }),
  totalTooLarge: (maxBytes: number) => stored(O.totalTooLarge, { maxBytes: written(maxBytes) }),
  unsafeEntryName: (name: string) => stored(O.unsafeEntryName, { name }),
  manifestMissing: stored(O.manifestMissing),
  manifestTwice: stored(O.manifestTwice),
  entryTwice: (name: string) => stored(O.entryTwice, { name }),
  entryDamaged: (name: string) => stored(O.entryDamaged, { name }),
  manifestHeader: stored(O.manifestHeader),
  unsupportedVersion: (version: string) => stored(O.unsupportedVersion, { version }),
  unsupportedManifestVersion: (version: string) => stored(O.unsupportedManifestVersion, { version }),
  badFileMode: (property: string, value: string) => stored(O.badFileMode, { property, value }),
  listedFileMissing: (file: string, mode: string) => stored(O.listedFileMissing, { file, mode }),
  notUtf8: (file: string) => stored(O.notUtf8, { file }),
  missingColumns: (columns: string[]) => stored(O.missingColumns, { count: columns.length, columns: columns.join(', ') }),
  fieldCount: (got: number, expected: number) => stored(O.fieldCount, { got: written(got), expected: written(expected) }),
  /** Why the CSV reader stopped: csv-reasons' words, or (a code it does not know) the reader's code. */
  malformedRow: (reason: string | StoredMessage) => stored(O.malformedRow, { reason }),
  duplicateSourcedId: (id: string, firstLine: number) => stored(O.duplicateSourcedId, { id, line: written(firstLine) }),
  missingSourcedId: stored(O.missingSourcedId),
  badStatus: (status: string) => stored(O.badStatus, { status }),
  missingEmail: stored(O.missingEmail),
  badEmail: (email: string) => stored(O.badEmail, { email }),
  duplicateEmail: (email: string, firstLine: number) => stored(O.duplicateEmail, { email, line: written(firstLine) }),
  missingName: stored(O.missingName),
  nameTooLong: (max: number) => stored(O.nameTooLong, { max: written(max) }),
  identifierTooLong: (max: number) => stored(O.identifierTooLong, { max: written(max) }),
  roleNotImported: (role: string) => stored(O.roleNotImported, { role }),
  noImportableRole: (roles: string[]) => stored(O.noImportableRole, { roles: roles.join(', ') }),
  noRole: stored(O.noRole),
  roleUnknownUser: (id: string) => stored(O.roleUnknownUser, { id }),
  badRoleType: (value: string) => stored(O.badRoleType, { value }),
  badEnabledUser: (value: string) => stored(O.badEnabledUser, { value }),
  missingTitle: stored(O.missingTitle),
  titleTooLong: (max: number) => stored(O.titleTooLong, { max: written(max) }),
  unknownCourse: (id: string) => stored(O.unknownCourse, { id }),
  classToBeDeleted: stored(O.classToBeDeleted),
  classToBeDeletedArchived: stored(O.classToBeDeletedArchived),
  classWithoutTeacher: stored(O.classWithoutTeacher),
  unknownUser: (id: string) => stored(O.unknownUser, { id }),
  unknownClass: (id: string) => stored(O.unknownClass, { id }),
  userSkipped: (id: string) => stored(O.userSkipped, { id }),
  classSkipped: (id: string) => stored(O.classSkipped, { id }),
  enrollmentOfDeletedUser: (id: string) => stored(O.enrollmentOfDeletedUser, { id }),
  enrollmentOfDeletedClass: (id: string) => stored(O.enrollmentOfDeletedClass, { id }),
  duplicateEnrollment: (firstLine: number) => stored(O.duplicateEnrollment, { line: written(firstLine) }),
} as const;
