import type { Readable } from 'node:stream';
import type { StoredText } from '../problem-text';
import { ONEROSTER_PROBLEM } from '../roster-problems';
import { emptyRosterPlan, type RosterPlan, type RosterProblem } from '../roster-model';
import { CLASSES_COLUMNS, COURSES_COLUMNS, readClasses, readCourses } from './classes';
import { parseCsvTable, type CsvTable } from './csv-table';
import { decodeCsvBytes } from './decode-text';
import { ENROLLMENTS_COLUMNS, readEnrollments } from './enrollments';
import { BUNDLE_LIMITS, type BundleLimits } from './limits';
import { DATA_FILES, readManifest, type DataFile, type FileModes } from './manifest';
import { readRoles, ROLES_COLUMNS } from './roles';
import { readUsers, USERS_COLUMNS } from './users';
import { BundleRefused, collectZip, readBundleFiles } from './zip-entries';

/**
 * A bundle's roster plus what only a OneRoster source knows: how each file was sent (a bulk
 * enrollments file is every membership of its classes, so the apply step may take out members
 * it no longer lists; a delta changes only the rows it has) and warnings that do not stop a commit.
 */
export interface OneRosterPlan extends RosterPlan {
  version: string;
  modes: FileModes;
  warnings: RosterProblem[];
}

const COLUMNS: Record<DataFile, readonly string[]> = {
  users: USERS_COLUMNS,
  roles: ROLES_COLUMNS,
  classes: CLASSES_COLUMNS,
  courses: COURSES_COLUMNS,
  enrollments: ENROLLMENTS_COLUMNS,
};
const KNOWN = ['manifest.csv', ...DATA_FILES.map((name) => `${name}.csv`)];
const NO_FILES: FileModes = { users: 'absent', roles: 'absent', classes: 'absent', courses: 'absent', enrollments: 'absent' };

/** Problems in reading order: the bundle's own (line 0) first, then file by file, line by line. */
const byPlace = (a: RosterProblem, b: RosterProblem) =>
  KNOWN.indexOf(a.file ?? '') - KNOWN.indexOf(b.file ?? '') || a.line - b.line;

const refused = (message: StoredText): OneRosterPlan => ({ ...emptyRosterPlan(), version: '', modes: NO_FILES, warnings: [], problems: [{ line: 0, message }] });

/**
 * Reads a OneRoster 1.2 (or 1.1) CSV bundle into a roster plan, without touching the database.
 * manifest.csv decides which files are read and how; every record carries its sourcedId so a
 * second import of the same bundle matches the same rows. References to users and classes not
 * in a delta bundle are left for the apply step to find by sourcedId.
 */
export async function readOneRosterBundle(zip: Buffer | Readable, limits: BundleLimits = BUNDLE_LIMITS): Promise<OneRosterPlan> {
  let bundle;
  try {
    bundle = await readBundleFiles(await collectZip(zip, limits.maxZipBytes), KNOWN, limits);
  } catch (error) {
    if (error instanceof BundleRefused) return refused(error.text);
    throw error;
  }
  const problems: RosterProblem[] = bundle.unsafeNames.map((name) => ({ line: 0, message: ONEROSTER_PROBLEM.unsafeEntryName(name) }));
  const warnings: RosterProblem[] = [];
  const table = async (file: string, columns: readonly string[]): Promise<CsvTable> => {
    const bytes = bundle.files.get(file) ?? Buffer.alloc(0);
    // Each file is read once: its bytes need not stay beside its text and rows.
    bundle.files.delete(file);
    const { text, windows1252 } = decodeCsvBytes(bytes);
    if (windows1252) warnings.push({ file, line: 0, message: ONEROSTER_PROBLEM.notUtf8(file) });
    const parsed = await parseCsvTable(file, text, columns);
    problems.push(...parsed.problems);
    return parsed;
  };

  const present = new Set(bundle.files.keys());
  const manifest = readManifest(await table('manifest.csv', ['propertyName', 'value']), present);
  problems.push(...manifest.problems);
  const plan: OneRosterPlan = { ...emptyRosterPlan(), version: manifest.version, modes: manifest.modes, problems, warnings };
  if (manifest.unreadable) return plan;
  const { modes } = manifest;
  // An absent file is not read even when the zip holds it: the manifest is what the sender meant.
  // Each file's rows are read into the plan and dropped before the next file is parsed (no table is
  // kept in a variable): a district's parsed rows are tens of megabytes, and the server's heap
  // grows to a multiple of what is live when it collects.
  const roles = modes.roles === 'absent' ? new Map() : await readRoles(await table('roles.csv', COLUMNS.roles), problems);
  const users =
    modes.users === 'absent'
      ? { users: [], listed: new Set<string>(), imported: new Set<string>(), deleted: new Set<string>() }
      : await readUsers(await table('users.csv', COLUMNS.users), roles, problems);
  roles.clear();
  const courses = { titles: modes.courses === 'absent' ? new Map<string, string>() : await readCourses(await table('courses.csv', COLUMNS.courses), problems), mode: modes.courses };
  const classes =
    modes.classes === 'absent'
      ? { classes: [], listed: new Set<string>(), imported: new Set<string>(), deleted: new Set<string>() }
      : await readClasses(await table('classes.csv', COLUMNS.classes), modes.classes, courses, problems, warnings);
  const enrollments =
    modes.enrollments === 'absent'
      ? []
      : await readEnrollments(await table('enrollments.csv', COLUMNS.enrollments), { mode: modes.users, ...users }, { mode: modes.classes, ...classes }, problems, warnings);

  // Only a full enrollments file can tell that a class has no teacher.
  if (modes.enrollments === 'bulk') {
    const taught = new Set(enrollments.filter((e) => e.role === 'teacher' && !e.remove).map((e) => ('sourcedId' in e.classRef ? e.classRef.sourcedId : '')));
    for (const klass of classes.classes) {
      if (!taught.has(klass.sourcedId ?? '')) warnings.push({ file: 'classes.csv', line: klass.line, message: ONEROSTER_PROBLEM.classWithoutTeacher });
    }
  }
  plan.users = users.users;
  plan.classes = classes.classes;
  plan.enrollments = enrollments;
  plan.problems.sort(byPlace);
  plan.warnings.sort(byPlace);
  return plan;
}
