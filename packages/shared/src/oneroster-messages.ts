/**
 * Problems and warnings a OneRoster 1.2 bundle's preview shows, each next to its file and line.
 * The server writes them and the tests read them from here, so the two cannot drift apart.
 */
export const ONEROSTER_MSG = {
  // The bundle as a whole (line 0: no line of any file)
  notAZip: 'The file is not a readable zip archive.',
  bundleTooLarge: (maxBytes: number) => `The bundle is larger than ${maxBytes} bytes.`,
  tooManyEntries: (count: number, max: number) => `The bundle holds ${count} entries; at most ${max} are read.`,
  entryTooLarge: (name: string, maxBytes: number) => `${name} expands past ${maxBytes} bytes; the bundle was not read.`,
  totalTooLarge: (maxBytes: number) => `The bundle's files expand past ${maxBytes} bytes together; the bundle was not read.`,
  unsafeEntryName: (name: string) => `Entry "${name}" has an unsafe path and was ignored.`,
  manifestMissing: 'manifest.csv is missing: it must be at the top of the zip or in its single top folder.',
  manifestTwice: 'More than one manifest.csv in the bundle: put the files at the top of the zip or in one folder.',
  entryTwice: (name: string) => `${name} is in the bundle twice; the bundle was not read.`,
  entryDamaged: (name: string) => `${name} is damaged (its bytes do not match the checksum the zip recorded); the bundle was not read.`,
  // manifest.csv
  manifestHeader: 'manifest.csv must have the columns propertyName and value.',
  unsupportedVersion: (version: string) => `oneroster.version "${version}" is not supported; use 1.2 (or 1.1).`,
  unsupportedManifestVersion: (version: string) => `manifest.version "${version}" is not supported; use 1.0.`,
  badFileMode: (property: string, value: string) => `${property} must be bulk, delta or absent, not "${value}".`,
  listedFileMissing: (file: string, mode: string) => `The manifest lists ${file} as ${mode} but the bundle does not contain it.`,
  // Any CSV file
  notUtf8: (file: string) => `${file} is not UTF-8; it was read as Windows-1252.`,
  missingColumns: (columns: string[]) => `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}; the file was not read.`,
  fieldCount: (got: number, expected: number) => `The row has ${got} fields; the header has ${expected}. The row was skipped.`,
  malformedRow: (reason: string) => `Unreadable row (${reason}); it and the rest of the file were not read.`,
  duplicateSourcedId: (id: string, firstLine: number) => `sourcedId "${id}" is already used on line ${firstLine}; this row was skipped.`,
  missingSourcedId: 'sourcedId is empty; the row was skipped.',
  badStatus: (status: string) => `status must be active or tobedeleted, not "${status}"; the row was skipped.`,
  // users.csv and roles.csv
  missingEmail: 'email is empty; the user was skipped.',
  badEmail: (email: string) => `email "${email}" is not a valid address; the user was skipped.`,
  duplicateEmail: (email: string, firstLine: number) => `email ${email} is already used on line ${firstLine} by another sourcedId; the user was skipped.`,
  missingName: 'givenName and familyName are both empty; the user was skipped.',
  nameTooLong: (max: number) => `The name is longer than ${max} characters; the user was skipped.`,
  identifierTooLong: (max: number) => `identifier is longer than ${max} characters; the user was skipped.`,
  roleNotImported: (role: string) => `role ${role} is not imported.`,
  noImportableRole: (roles: string[]) => `role ${roles.join(', ')} is not imported; the user was skipped.`,
  noRole: 'The user has no role in roles.csv; the user was skipped.',
  roleUnknownUser: (id: string) => `userSourcedId "${id}" is not in users.csv; the role was ignored.`,
  badRoleType: (value: string) => `roleType must be primary or secondary, not "${value}"; the role was ignored.`,
  badEnabledUser: (value: string) => `enabledUser must be true or false, not "${value}"; the user was skipped.`,
  // classes.csv and courses.csv
  missingTitle: 'title is empty; the class was skipped.',
  titleTooLong: (max: number) => `title is longer than ${max} characters; the class was skipped.`,
  unknownCourse: (id: string) => `courseSourcedId "${id}" is not in courses.csv; the class has no course description.`,
  classToBeDeleted: 'The class is marked tobedeleted: Lyceum keeps classes and their work, so it was left as it is.',
  classToBeDeletedArchived: 'The class is marked tobedeleted: it is archived with its work, as a class this bulk file no longer lists.',
  classWithoutTeacher: 'The class has no teacher in enrollments.csv.',
  // enrollments.csv
  unknownUser: (id: string) => `userSourcedId "${id}" is not in users.csv; the enrollment was skipped.`,
  unknownClass: (id: string) => `classSourcedId "${id}" is not in classes.csv; the enrollment was skipped.`,
  userSkipped: (id: string) => `User "${id}" was not imported (see users.csv); the enrollment was skipped.`,
  classSkipped: (id: string) => `Class "${id}" was not imported (see classes.csv); the enrollment was skipped.`,
  enrollmentOfDeletedUser: (id: string) => `User "${id}" is marked tobedeleted in users.csv; the enrollment was skipped.`,
  enrollmentOfDeletedClass: (id: string) => `Class "${id}" is marked tobedeleted in classes.csv; the enrollment was skipped.`,
  duplicateEnrollment: (firstLine: number) => `The same user is already enrolled in this class on line ${firstLine}; the row was skipped.`,
} as const;
