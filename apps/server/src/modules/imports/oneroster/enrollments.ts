import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { RosterEnrollment, RosterProblem } from '../roster-model';
import type { CsvTable } from './csv-table';
import type { FileMode } from './manifest';
import { inTurns, problem, rowContext, rowIdentity } from './rows';

export const ENROLLMENTS_COLUMNS = ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'] as const;

/** What the bundle says about the records enrollments point at. */
export interface Referenced {
  mode: FileMode;
  /** Every sourcedId the file lists. */
  listed: ReadonlySet<string>;
  /** Those that made it into the plan. */
  imported: ReadonlySet<string>;
  /** Those marked `tobedeleted`: an enrollment adding someone to them is skipped with a warning. */
  deleted: ReadonlySet<string>;
}

type Check = 'ok' | 'unknown' | 'skipped';

/**
 * Only a bulk file is the whole set: an id missing from it is an error. An id missing from a
 * delta (or absent) file names a record an earlier import brought in, which the apply step looks
 * up by sourcedId in the database; a removal may name a record this bundle skipped for the same reason.
 */
function check(ref: Referenced, id: string, remove: boolean): Check {
  if (ref.imported.has(id)) return 'ok';
  if (ref.listed.has(id)) return remove ? 'ok' : 'skipped';
  return ref.mode === 'bulk' ? 'unknown' : 'ok';
}

/**
 * enrollments.csv: teacher and student memberships; `tobedeleted` takes the user out of the class.
 * An enrollment adding someone to a class, or adding a user, that the bundle itself marks
 * `tobedeleted` is skipped with a warning: the exporter ended the class or user and left its
 * enrollments, which is no error of the admin's to fix before the rest can be imported.
 */
export async function readEnrollments(
  table: CsvTable,
  users: Referenced,
  classes: Referenced,
  problems: RosterProblem[],
  warnings: RosterProblem[],
): Promise<RosterEnrollment[]> {
  const context = rowContext('enrollments.csv', problems);
  const pairs = new Map<string, number>();
  const enrollments: RosterEnrollment[] = [];
  for await (const row of inTurns(table.rows)) {
    const identity = rowIdentity(context, row);
    if (!identity) continue;
    const role = row.get('role').toLowerCase();
    if (role !== 'teacher' && role !== 'student') {
      problem(context, row.line, ONEROSTER_PROBLEM.roleNotImported(row.get('role')));
      continue;
    }
    const remove = identity.status === 'tobedeleted';
    const userId = row.get('userSourcedId');
    const classId = row.get('classSourcedId');
    if (!remove && users.deleted.has(userId)) {
      warnings.push({ file: context.file, line: row.line, message: ONEROSTER_PROBLEM.enrollmentOfDeletedUser(userId) });
      continue;
    }
    if (!remove && classes.deleted.has(classId)) {
      warnings.push({ file: context.file, line: row.line, message: ONEROSTER_PROBLEM.enrollmentOfDeletedClass(classId) });
      continue;
    }
    const user = check(users, userId, remove);
    if (user !== 'ok') {
      problem(context, row.line, user === 'unknown' ? ONEROSTER_PROBLEM.unknownUser(userId) : ONEROSTER_PROBLEM.userSkipped(userId));
      continue;
    }
    const klass = check(classes, classId, remove);
    if (klass !== 'ok') {
      problem(context, row.line, klass === 'unknown' ? ONEROSTER_PROBLEM.unknownClass(classId) : ONEROSTER_PROBLEM.classSkipped(classId));
      continue;
    }
    // A user holds one place in a class; JSON keeps ids containing any character apart.
    const pair = JSON.stringify([userId, classId]);
    const first = pairs.get(pair);
    if (first !== undefined) {
      problem(context, row.line, ONEROSTER_PROBLEM.duplicateEnrollment(first));
      continue;
    }
    pairs.set(pair, row.line);
    enrollments.push({ userRef: { sourcedId: userId }, classRef: { sourcedId: classId }, role, remove, file: 'enrollments.csv', line: row.line });
  }
  return enrollments;
}
