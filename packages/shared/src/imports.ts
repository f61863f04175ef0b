import { z } from 'zod';
import { wholeNumberFromText } from './common';
import { LIMITS } from './limits';

/** The largest users CSV an admin may upload: 3,000 rows take ~300 KB, so 10 MB is ample. */
export const ROSTER_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** The largest OneRoster bundle (a zip) an admin may upload: a district of 20,000 users zips to ~0.5 MB. */
export const ONEROSTER_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/** Rows of one users CSV (a district-sized school, with room). */
export const ROSTER_CSV_MAX_ROWS = 50_000;
/** Columns the users CSV may have; others are a problem (a typo would otherwise be ignored silently). */
export const USERS_CSV_COLUMNS = ['name', 'email', 'role', 'password', 'classes'] as const;
export const USERS_CSV_REQUIRED = ['name', 'email', 'role'] as const;
/**
 * The longest line (or record, a quoted field spanning lines included) of any roster CSV the server
 * reads: the users CSV and every file of a OneRoster bundle. A district's longest row is under 1 KB;
 * a longer line is refused as it streams in, before it is buffered.
 */
export const CSV_MAX_LINE_BYTES = 64 * 1024;
/** The longest field of a roster CSV (a name is 100 characters at most, an email 254). */
export const CSV_MAX_FIELD_CHARS = 4 * 1024;

export const IMPORT_KINDS = ['users-csv', 'oneroster'] as const;
/** `running`: its commit is a background job now (POST /api/imports/:id/commit answers at once). */
export const IMPORT_STATUSES = ['previewed', 'running', 'committed', 'failed'] as const;

export const importProblemSchema = z.object({
  file: z.string().optional(),
  line: z.number().int(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** How many names of each kind of removal a preview lists; the count says how many more there are. */
export const REMOVAL_NAMES_SHOWN = 20;

/** Records of one kind a bulk import takes out: how many, and the first REMOVAL_NAMES_SHOWN of them by name. */
export const importRemovalsSchema = z.object({ count: z.number().int(), names: z.array(z.string()) });
export type ImportRemovals = z.infer<typeof importRemovalsSchema>;

/** Counts of a preview (what a commit would do) or of a commit (what it did). */
export const importSummarySchema = z.object({
  users: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), deactivated: z.number().int() }),
  classes: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  enrollments: z.object({ added: z.number().int(), removed: z.number().int(), unchanged: z.number().int() }),
  /** Users the commit creates without a password: each gets an invitation link. */
  invitations: z.number().int(),
  problems: z.array(importProblemSchema),
  /** What the source noticed that does not stop a commit (a class with no teacher, a file not in UTF-8). */
  warnings: z.array(importProblemSchema).optional(),
  /**
   * Only for a OneRoster bundle with a bulk file (the whole set of its records): what the roster no
   * longer lists and the commit takes out. Users absent from a bulk users.csv are deactivated,
   * classes absent from a bulk classes.csv archived, memberships absent from a bulk enrollments.csv
   * ended: only records that came from a roster (with a sourcedId), never ones made in Lyceum.
   * The users and enrollments counted here are also in users.deactivated and enrollments.removed.
   */
  removals: z.object({ users: importRemovalsSchema, classes: importRemovalsSchema, enrollments: importRemovalsSchema }).optional(),
  /** Why the last commit failed (nothing was changed), until a commit succeeds. */
  failure: z.string().optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  summary: importSummarySchema,
  /**
   * While `running`, in the server process that runs the commit: the plan's changes applied so
   * far, of `total` (0 until the plan has been checked again against the database).
   */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;
export type ImportProgress = NonNullable<ImportRecord['progress']>;
export const importListSchema = z.array(importRecordSchema);

/**
 * What an import does to one record, row by row (GET /api/imports/:id/rows): `skip` is a record
 * not applied (its problem or warning says why); the removals of a bulk file (deactivate, remove,
 * archive) have no line, being what the file no longer lists.
 */
export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'deactivate', 'enroll', 'remove', 'archive', 'skip'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];
/** The tabs of the rows: every row, one action, or the rows with problems. */
export const IMPORT_ROW_FILTERS = ['all', 'create', 'update', 'deactivate', 'enroll', 'remove', 'archive', 'problems'] as const;
export type ImportRowFilter = (typeof IMPORT_ROW_FILTERS)[number];
export const IMPORT_ROWS_PAGE_MAX = 200;

export const importRowSchema = z.object({
  action: z.enum(IMPORT_ROW_ACTIONS),
  record: z.enum(['user', 'class', 'enrollment']),
  /** The account, once committed (to hand out an invitation from the result); absent in a preview of a new one. */
  userId: z.string().optional(),
  /** The person's name, or the class's for a class row. */
  name: z.string(),
  email: z.string().optional(),
  /** The account's role, or the member's role in the class for an enrollment. */
  role: z.enum(['admin', 'teacher', 'student']).optional(),
  /** The class of an enrollment. */
  class: z.string().optional(),
  /** A new account without a password: it gets an invitation link. */
  invited: z.boolean().optional(),
  file: z.string().optional(),
  line: z.number().int().optional(),
  problems: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsQuerySchema = z.object({
  show: z.enum(IMPORT_ROW_FILTERS, { error: `show must be one of ${IMPORT_ROW_FILTERS.join(', ')}` }).default('all'),
  offset: wholeNumberFromText(0, 999_999_999, 'offset must be a whole number, 0 or more').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(IMPORT_ROWS_PAGE_MAX, `limit must be at most ${IMPORT_ROWS_PAGE_MAX}`)
    .default(50),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>;

export const importRowsPageSchema = z.object({
  rows: z.array(importRowSchema),
  /** Rows matching `show`; the page is rows[offset, offset + limit). */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** How many rows each tab holds. */
  // Spelled out, not z.record over the tabs: a record's keys are required in the document without being declared.
  counts: z.object({
    all: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    deactivate: z.number().int(),
    enroll: z.number().int(),
    remove: z.number().int(),
    archive: z.number().int(),
    problems: z.number().int(),
  }) satisfies z.ZodType<Record<ImportRowFilter, number>>,
});
export type ImportRowsPage = z.infer<typeof importRowsPageSchema>;

export const IMPORT_MSG = {
  noFile: 'Send the CSV as multipart/form-data in a field named "file", or as a text/csv body',
  noBundle: 'Send the OneRoster bundle (a .zip) as multipart/form-data in a field named "file", or as an application/zip body',
  bundleTooLarge: `The bundle is larger than the limit of ${ONEROSTER_ZIP_MAX_BYTES / 1024 / 1024} MB`,
  tooLarge: `The CSV is larger than the limit of ${ROSTER_CSV_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The CSV has more than ${ROSTER_CSV_MAX_ROWS} rows: split it`,
  /** Refused (413) as the file streams in: `file` is the CSV's name (users.csv in a bundle, or the uploaded file's). */
  lineTooLong: (file: string, line: number) => `${file}, line ${line}: the line is longer than ${CSV_MAX_LINE_BYTES / 1024} KB, the most a roster CSV line may be; nothing was imported`,
  fieldTooLong: (file: string, line: number) => `${file}, line ${line}: a field is longer than ${CSV_MAX_FIELD_CHARS / 1024} KB (${CSV_MAX_FIELD_CHARS} characters), the most a roster CSV field may be; nothing was imported`,
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
  unreadable: (reason: string) => `The CSV cannot be read: ${reason}`,
  missingColumn: (column: string) => `The header has no "${column}" column (expected name,email,role and optionally password,classes)`,
  unknownColumn: (column: string) => `Unknown column "${column}" (expected name,email,role and optionally password,classes)`,
  empty: 'The CSV has no rows below its header',
  columnCount: (found: number, expected: number) => `The row has ${found} fields; the header has ${expected}`,
  nameRequired: 'name is required',
  nameTooLong: `name must be at most ${LIMITS.userName} characters`,
  badEmail: (email: string) => `"${email}" is not a valid email address`,
  badRole: (role: string) => `Unknown role "${role}" (admin, teacher or student)`,
  badPassword: `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
  duplicateEmail: (email: string, line: number) => `${email} is already on line ${line}`,
  classNotFound: (name: string) => `No class is named "${name}"`,
  adminInClass: 'An administrator sees every class and cannot be enrolled in one',
  userNotFound: (ref: string) => `No user ${ref} in the import or the database`,
  emailOfAnother: (email: string) => `${email} belongs to another account than this user's id`,
  /** A commit the database refused as a whole (two accounts or classes would share an email or id). */
  conflictsAtCommit: 'The import would give two accounts the same email or id: fix the file and preview it again',
  ownAccount: 'You cannot change your own role or deactivate yourself by import',
  /** A user the roster lists as a student who teaches a class: made a teacher, who can open it. */
  studentWhoTeaches: (name: string, enrollmentLine: number) =>
    `${name} is listed as a student but teaches a class (enrollments line ${enrollmentLine}): imported as a teacher, so they can open the classes they teach`,
  /** An enrollment the account's role does not allow (packages/shared permissions: memberRoleOf). */
  memberRoleNotPermitted: (name: string, accountRole: 'admin' | 'teacher' | 'student', memberRole: 'teacher' | 'student') =>
    accountRole === 'admin'
      ? `${name} is an administrator, who sees every class and is not a member of any; the enrollment as ${memberRole} was skipped`
      : `${name} is a ${accountRole}, who cannot be a ${memberRole} of a class; the enrollment was skipped`,
  ownAccountAbsent: 'Your own account is not in the bulk users file; it was left active',
  notFound: 'Import not found',
  /** An import stored before its rows were: previewed again, it has them. */
  noRows: 'This import was previewed before rows were kept: preview the file again to see them',
  hasProblems: 'The import has problems: fix the file and preview it again',
  alreadyCommitted: 'The import has already been committed',
  failed: 'The import failed and nothing was changed',
  alreadyRunning: 'The import is being committed already: wait for it to finish',
  anotherRunning: 'Another import is being committed: wait for it to finish',
  interrupted: 'The server stopped while the import was being committed; nothing was changed: commit it again',
} as const;
