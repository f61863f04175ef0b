import yazl from 'yazl';

/** Test and bench helpers: OneRoster CSV text and zips built in memory with yazl. */

export const USERS_HEADER = [
  'sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'userIds', 'givenName', 'familyName', 'middleName',
  'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password', 'userMasterIdentifier', 'resourceSourcedIds',
  'preferredGivenName', 'preferredMiddleName', 'preferredFamilyName', 'primaryOrgSourcedId', 'pronouns',
];
export const ROLES_HEADER = ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'];
export const CLASSES_HEADER = ['sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId', 'termSourcedIds', 'subjects', 'subjectCodes', 'periods'];
export const COURSES_HEADER = ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'];
export const ENROLLMENTS_HEADER = ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'];
export const ORGS_HEADER = ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'];

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV file from a header and rows given by column name (missing columns are blank). */
export function csvFile(header: readonly string[], rows: ReadonlyArray<Record<string, string>>, eol = '\r\n'): string {
  const lines = [header.join(','), ...rows.map((row) => header.map((column) => quote(row[column] ?? '')).join(','))];
  return lines.join(eol) + eol;
}

export type Modes = Partial<Record<'users' | 'roles' | 'classes' | 'courses' | 'enrollments' | 'orgs' | 'academicSessions', string>>;

export function manifestCsv(modes: Modes, version = '1.2'): string {
  const files = ['academicSessions', 'categories', 'classes', 'classResources', 'courses', 'courseResources', 'demographics', 'enrollments', 'lineItems', 'orgs', 'resources', 'results', 'roles', 'users'];
  const rows = [
    ['manifest.version', '1.0'],
    ['oneroster.version', version],
    ...files.map((file) => [`file.${file}`, modes[file as keyof Modes] ?? 'absent']),
    ['source.systemName', 'Test SIS'],
  ];
  return ['propertyName,value', ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}

/** A zip of the given entries, in order; `compress: false` stores them as they are. */
export function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name, { compress });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('error', reject);
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Replaces every occurrence of an entry name's bytes (local header and directory): names yazl refuses to write. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('renameEntry keeps the length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from, 'latin1');
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Makes every entry claim `size` uncompressed bytes, in local headers and the central directory: a lying zip. */
export function declareSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 30 <= out.length; at += 1) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50) out.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) out.writeUInt32LE(size, at + 24);
  }
  return out;
}
