import { defineMessages } from '../../lib/i18n';

/**
 * What a roster import says of its rows and of its commit, kept with the import as message and
 * values (problem-text.ts) and written in the language of whoever reads the preview or result;
 * and its upload refusals. English is IMPORT_MSG's (packages/shared/src/imports.ts), held equal by
 * problem-text.test.ts. Numbers arrive written ("50000", a line "12"), as the English always wrote
 * them; emails, names, columns and roles quoted from the file stay as they are.
 */
export const IMPORT_PROBLEMS = defineMessages({
  // The upload (413 / 415 / 400)
  noFile: { id: 'server.import.noFile', defaultMessage: 'Send the CSV as multipart/form-data in a field named "file", or as a text/csv body', description: 'API error for programs; keep multipart/form-data, "file" and text/csv' },
  noBundle: {
    id: 'server.import.noBundle',
    defaultMessage: 'Send the OneRoster bundle (a .zip) as multipart/form-data in a field named "file", or as an application/zip body',
    description: 'API error for programs; keep multipart/form-data, "file" and application/zip',
  },
  bundleTooLarge: { id: 'server.import.bundleTooLarge', defaultMessage: 'The bundle is larger than the limit of {limitMb} MB', description: 'Import screen: the uploaded OneRoster zip is too large' },
  tooLarge: { id: 'server.import.tooLarge', defaultMessage: 'The CSV is larger than the limit of {limitMb} MB', description: 'Import screen: the uploaded users CSV is too large' },
  lineTooLong: {
    id: 'server.import.lineTooLong',
    defaultMessage: '{file}, line {line}: the line is longer than {maxKb} KB, the most a roster CSV line may be; nothing was imported',
    description: 'Import screen; {file} is the CSV file name, {line} its line',
  },
  fieldTooLong: {
    id: 'server.import.fieldTooLong',
    defaultMessage: '{file}, line {line}: a field is longer than {maxKb} KB ({maxChars} characters), the most a roster CSV field may be; nothing was imported',
    description: 'Import screen; {file} is the CSV file name, {line} its line',
  },
  // The users CSV
  notUtf8: { id: 'server.import.notUtf8', defaultMessage: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again', description: 'Import problem; "CSV UTF-8" is the name of the format in Excel\'s Save As' },
  unreadable: { id: 'server.import.unreadable', defaultMessage: 'The CSV cannot be read: {reason}', description: "Import problem; {reason} is why, in words (server.csv.*), or for a rare fault the CSV reader's own English" },
  missingColumn: {
    id: 'server.import.missingColumn',
    defaultMessage: 'The header has no "{column}" column (expected name,email,role and optionally password,classes)',
    description: 'Import problem on the header line; keep the column names name,email,role,password,classes',
  },
  unknownColumn: {
    id: 'server.import.unknownColumn',
    defaultMessage: 'Unknown column "{column}" (expected name,email,role and optionally password,classes)',
    description: 'Import problem on the header line; keep the column names name,email,role,password,classes',
  },
  empty: { id: 'server.import.empty', defaultMessage: 'The CSV has no rows below its header', description: 'Import problem' },
  tooManyRows: { id: 'server.import.tooManyRows', defaultMessage: 'The CSV has more than {max} rows: split it', description: 'Import problem; {max} is a number' },
  columnCount: { id: 'server.import.columnCount', defaultMessage: 'The row has {found} fields; the header has {expected}', description: 'Import problem of a row; {found} and {expected} are numbers' },
  nameRequired: { id: 'server.import.nameRequired', defaultMessage: 'name is required', description: 'Import problem of a row; keep name (the column) first' },
  nameTooLong: { id: 'server.import.nameTooLong', defaultMessage: 'name must be at most {max} characters', description: 'Import problem of a row; keep name (the column) first' },
  badEmail: { id: 'server.import.badEmail', defaultMessage: '"{email}" is not a valid email address', description: 'Import problem of a row; {email} as the file wrote it' },
  badRole: { id: 'server.import.badRole', defaultMessage: 'Unknown role "{role}" (admin, teacher or student)', description: 'Import problem of a row; keep admin, teacher and student (the values the column takes)' },
  badPassword: { id: 'server.import.badPassword', defaultMessage: 'password must be {min} to {max} characters', description: 'Import problem of a row; keep password (the column) first' },
  duplicateEmail: { id: 'server.import.duplicateEmail', defaultMessage: '{email} is already on line {line}', description: 'Import problem of a row: the email is in the file twice' },
  adminInClass: { id: 'server.import.adminInClass', defaultMessage: 'An administrator sees every class and cannot be enrolled in one', description: 'Import problem of a row' },
  // Against the database (any source)
  classNotFound: { id: 'server.import.classNotFound', defaultMessage: 'No class is named "{name}"', description: 'Import problem of a row; {name} is the class as the file names it' },
  userNotFound: { id: 'server.import.userNotFound', defaultMessage: 'No user {ref} in the import or the database', description: 'Import problem of a row; {ref} is an email or an id' },
  emailOfAnother: { id: 'server.import.emailOfAnother', defaultMessage: "{email} belongs to another account than this user's id", description: 'Import problem of a row' },
  ownAccount: { id: 'server.import.ownAccount', defaultMessage: 'You cannot change your own role or deactivate yourself by import', description: 'Import problem of the row of the admin importing' },
  studentWhoTeaches: {
    id: 'server.import.studentWhoTeaches',
    defaultMessage: '{name} is listed as a student but teaches a class (enrollments line {line}): imported as a teacher, so they can open the classes they teach',
    description: "Import warning; {name} is the person's name, {line} a line of enrollments.csv",
  },
  memberRoleNotPermitted: {
    id: 'server.import.memberRoleNotPermitted',
    defaultMessage:
      '{accountRole, select, admin {{name} is an administrator, who sees every class and is not a member of any; the enrollment as {memberRole, select, teacher {teacher} other {student}} was skipped} teacher {{name} is a teacher, who cannot be a {memberRole, select, teacher {teacher} other {student}} of a class; the enrollment was skipped} other {{name} is a student, who cannot be a {memberRole, select, teacher {teacher} other {student}} of a class; the enrollment was skipped}}',
    description: "Import warning: an enrollment the person's account cannot hold; {name} is the person's name",
  },
  ownAccountAbsent: { id: 'server.import.ownAccountAbsent', defaultMessage: 'Your own account is not in the bulk users file; it was left active', description: 'Import warning to the admin importing' },
  // Why a commit failed
  conflictsAtCommit: {
    id: 'server.import.conflictsAtCommit',
    defaultMessage: 'The import would give two accounts the same email or id: fix the file and preview it again',
    description: 'Import result: the commit failed and nothing changed',
  },
  failed: { id: 'server.import.failed', defaultMessage: 'The import failed and nothing was changed', description: 'Import result' },
  interrupted: {
    id: 'server.import.interrupted',
    defaultMessage: 'The server stopped while the import was being committed; nothing was changed: commit it again',
    description: 'Import result',
  },
});
