import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { textStream } from './text-chunks';
import type { ZipWriter } from './zip-writer';

/**
 * The school's rosters as a OneRoster 1.2 CSV bundle, in the shapes modules/imports/oneroster reads
 * (so it imports into any Lyceum, and into a student information system): one school (orgs.csv),
 * one school year (academicSessions.csv), every user with their role (users.csv, roles.csv), every
 * class with a course of the same title (classes.csv, courses.csv; the importer then adds no
 * description), and every membership (enrollments.csv). Users and classes keep the sourcedId an
 * import gave them; the others take their Lyceum id, which the importer recognises as that
 * record's sourcedId: the bundle imported back into the same school changes nothing. A deactivated
 * account is `enabledUser` false, which the importer reads as deactivated (its memberships stay).
 *
 * These files are data for machines: every value is written exactly (quoted as RFC 4180 says), a
 * name starting with `=` or `+` too. Neutralising formulas (lib/csv-write) is for the CSVs made for
 * spreadsheets (gradebook, invitation links); here it would change the names of whoever imports them.
 */
export const ONEROSTER_FILES = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  'academicSessions.csv': ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  'users.csv': [
    'sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'userIds', 'givenName', 'familyName', 'middleName',
    'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password', 'userMasterIdentifier', 'resourceSourcedIds',
    'preferredGivenName', 'preferredMiddleName', 'preferredFamilyName', 'primaryOrgSourcedId', 'pronouns',
  ],
  'roles.csv': ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'],
  'courses.csv': ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'],
  'classes.csv': [
    'sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location',
    'schoolSourcedId', 'termSourcedIds', 'subjects', 'subjectCodes', 'periods',
  ],
  'enrollments.csv': ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
} as const;

type FileName = keyof typeof ONEROSTER_FILES;
type Record_<F extends FileName> = Partial<Record<(typeof ONEROSTER_FILES)[F][number], string>>;

/** The one school every record belongs to. */
export const SCHOOL_ORG = 'lyceum-school';
const ROLE: Record<string, string> = { admin: 'siteAdministrator', teacher: 'teacher', student: 'student' };
/** A value exactly as it is, quoted when it holds a comma, a quote or a line break. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function line<F extends FileName>(file: F, record: Record_<F>): string {
  const columns: readonly string[] = ONEROSTER_FILES[file];
  return `${columns.map((column) => cell((record as Record<string, string | undefined>)[column] ?? '')).join(',')}\r\n`;
}

async function* csv<F extends FileName>(file: F, records: AsyncIterable<Record_<F>> | Iterable<Record_<F>>): AsyncGenerator<string> {
  yield `${ONEROSTER_FILES[file].join(',')}\r\n`;
  for await (const record of records) yield line(file, record);
}

/**
 * "Ana María López" → given "Ana María", family "López": trimmed and joined with a space, as the
 * importer does, it is the name again. A name no split gives back that way ("Jo  Double": the
 * importer trims each field) is all given name.
 */
export function splitName(name: string): { givenName: string; familyName: string } {
  const at = name.lastIndexOf(' ');
  const givenName = name.slice(0, at);
  const familyName = name.slice(at + 1);
  const exact = at > 0 && givenName.trim() === givenName && familyName.trim() === familyName && familyName !== '';
  return exact ? { givenName, familyName } : { givenName: name, familyName: '' };
}

/** The school year (1 August to 31 July) the date falls in, as academicSessions.csv has it. */
export function schoolYearOf(date: Date): { sourcedId: string; title: string; startDate: string; endDate: string; schoolYear: string } {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 7 ? year : year - 1;
  return {
    sourcedId: `lyceum-${start + 1}`,
    title: `${start}-${start + 1}`,
    startDate: `${start}-08-01`,
    endDate: `${start + 1}-07-31`,
    schoolYear: String(start + 1),
  };
}

/** Writes the bundle's files into `zip` one after another, then ends it. */
export async function writeOneRoster(db: Kysely<Database>, zip: ZipWriter, now: Date): Promise<void> {
  const at = now.toISOString();
  const year = schoolYearOf(now);
  const add = <F extends FileName>(file: F, records: AsyncIterable<Record_<F>> | Iterable<Record_<F>>) => zip.add(file, textStream(csv(file, records)));

  const files = ['academicSessions', 'categories', 'classes', 'classResources', 'courses', 'courseResources', 'demographics', 'enrollments', 'lineItems', 'orgs', 'resources', 'results', 'roles', 'users'];
  const sent = new Set(['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users']);
  await add('manifest.csv', [
    { propertyName: 'manifest.version', value: '1.0' },
    { propertyName: 'oneroster.version', value: '1.2' },
    ...files.map((file) => ({ propertyName: `file.${file}`, value: sent.has(file) ? 'bulk' : 'absent' })),
    { propertyName: 'source.systemName', value: 'Lyceum' },
    { propertyName: 'source.systemCode', value: 'lyceum' },
  ]);
  await add('orgs.csv', [{ sourcedId: SCHOOL_ORG, status: 'active', dateLastModified: at, name: 'Lyceum', type: 'school' }]);
  await add('academicSessions.csv', [{ ...year, status: 'active', dateLastModified: at, type: 'schoolYear' }]);

  const users = () =>
    db
      .selectFrom('users')
      .select(['id', 'sourced_id', 'identifier', 'name', 'email', 'role', 'deactivated_at', 'updated_at'])
      .orderBy('id')
      .stream(1000);
  await add(
    'users.csv',
    (async function* () {
      for await (const user of users()) {
        yield {
          sourcedId: user.sourced_id ?? user.id,
          status: 'active',
          dateLastModified: user.updated_at,
          enabledUser: user.deactivated_at ? 'false' : 'true',
          username: user.email,
          ...splitName(user.name),
          identifier: user.identifier ?? '',
          email: user.email,
          primaryOrgSourcedId: SCHOOL_ORG,
        };
      }
    })(),
  );
  await add(
    'roles.csv',
    (async function* () {
      for await (const user of users()) {
        const sourcedId = user.sourced_id ?? user.id;
        yield {
          sourcedId: `role-${sourcedId}`,
          status: 'active',
          dateLastModified: user.updated_at,
          userSourcedId: sourcedId,
          roleType: 'primary',
          role: ROLE[user.role] ?? user.role,
          orgSourcedId: SCHOOL_ORG,
        };
      }
    })(),
  );

  const classes = () => db.selectFrom('classes').select(['id', 'sourced_id', 'name', 'updated_at']).orderBy('id').stream(1000);
  await add(
    'courses.csv',
    (async function* () {
      for await (const klass of classes()) {
        yield {
          sourcedId: `course-${klass.sourced_id ?? klass.id}`,
          status: 'active',
          dateLastModified: klass.updated_at,
          schoolYearSourcedId: year.sourcedId,
          title: klass.name,
          orgSourcedId: SCHOOL_ORG,
        };
      }
    })(),
  );
  await add(
    'classes.csv',
    (async function* () {
      for await (const klass of classes()) {
        const sourcedId = klass.sourced_id ?? klass.id;
        yield {
          sourcedId,
          status: 'active',
          dateLastModified: klass.updated_at,
          title: klass.name,
          courseSourcedId: `course-${sourcedId}`,
          classType: 'scheduled',
          schoolSourcedId: SCHOOL_ORG,
          termSourcedIds: year.sourcedId,
        };
      }
    })(),
  );
  await add(
    'enrollments.csv',
    (async function* () {
      const members = db
        .selectFrom('class_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .innerJoin('classes as c', 'c.id', 'm.class_id')
        .select([
          'm.class_id',
          'm.user_id',
          'm.role',
          'm.created_at',
          sql<string>`coalesce(u.sourced_id, u.id)`.as('user_sourced_id'),
          sql<string>`coalesce(c.sourced_id, c.id)`.as('class_sourced_id'),
        ])
        .orderBy('m.class_id')
        .orderBy('m.user_id')
        .stream(1000);
      for await (const member of members) {
        yield {
          sourcedId: `${member.class_id}-${member.user_id}`,
          status: 'active',
          dateLastModified: member.created_at,
          classSourcedId: member.class_sourced_id,
          schoolSourcedId: SCHOOL_ORG,
          userSourcedId: member.user_sourced_id,
          role: member.role,
          primary: 'false',
        };
      }
    })(),
  );
  zip.end();
}
