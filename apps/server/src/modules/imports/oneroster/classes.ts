import { LIMITS } from '@lyceum/shared/limits';
import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { RosterClass, RosterProblem } from '../roster-model';
import type { CsvTable } from './csv-table';
import type { FileMode } from './manifest';
import { inTurns, problem, rowContext, rowIdentity } from './rows';

export const CLASSES_COLUMNS = ['sourcedId', 'title'] as const;
export const COURSES_COLUMNS = ['sourcedId', 'title'] as const;

export interface ClassesRead {
  classes: RosterClass[];
  listed: Set<string>;
  imported: Set<string>;
  /** Classes marked `tobedeleted`: not imported, and their enrollments skipped with a warning. */
  deleted: Set<string>;
}

/** Course titles by sourcedId: a class's description names its course ("Algebra 1, period 3" of "Algebra I"). */
export async function readCourses(table: CsvTable, problems: RosterProblem[]): Promise<Map<string, string>> {
  const context = rowContext('courses.csv', problems);
  const titles = new Map<string, string>();
  for await (const row of inTurns(table.rows)) {
    const identity = rowIdentity(context, row);
    if (identity?.status === 'active') titles.set(identity.sourcedId, row.get('title'));
  }
  return titles;
}

function describe(title: string, courseTitle: string | undefined, classType: string): string | undefined {
  const parts: string[] = [];
  // A class titled like its course gains nothing from repeating it.
  if (courseTitle && courseTitle !== title) parts.push(`Course: ${courseTitle}`);
  if (classType.toLowerCase() === 'homeroom') parts.push('Homeroom');
  return parts.length > 0 ? parts.join('\n').slice(0, LIMITS.classDescription) : undefined;
}

/**
 * classes.csv. A `tobedeleted` class is not deleted (that would take its topics, materials and
 * students' work with it): a bulk file leaves it out of the roster, so it is archived like any
 * class the file no longer lists; a delta leaves it as it is. Either way with a warning.
 */
export async function readClasses(
  table: CsvTable,
  mode: FileMode,
  courses: { titles: Map<string, string>; mode: FileMode },
  problems: RosterProblem[],
  warnings: RosterProblem[],
): Promise<ClassesRead> {
  const context = rowContext('classes.csv', problems);
  const read: ClassesRead = { classes: [], listed: new Set(table.skippedIds), imported: new Set(), deleted: new Set() };
  for await (const row of inTurns(table.rows)) {
    const identity = rowIdentity(context, row);
    if (!identity) continue;
    read.listed.add(identity.sourcedId);
    if (identity.status === 'tobedeleted') {
      read.deleted.add(identity.sourcedId);
      warnings.push({ file: 'classes.csv', line: row.line, message: mode === 'bulk' ? ONEROSTER_PROBLEM.classToBeDeletedArchived : ONEROSTER_PROBLEM.classToBeDeleted });
      continue;
    }
    const title = row.get('title');
    if (!title) {
      problem(context, row.line, ONEROSTER_PROBLEM.missingTitle);
      continue;
    }
    if ([...title].length > LIMITS.className) {
      problem(context, row.line, ONEROSTER_PROBLEM.titleTooLong(LIMITS.className));
      continue;
    }
    const courseId = row.get('courseSourcedId');
    const courseTitle = courses.titles.get(courseId);
    // Only a full courses.csv can say a course does not exist; a delta lists changed courses only.
    if (courseId && courseTitle === undefined && courses.mode === 'bulk') {
      warnings.push({ file: 'classes.csv', line: row.line, message: ONEROSTER_PROBLEM.unknownCourse(courseId) });
    }
    const description = describe(title, courseTitle, row.get('classType'));
    read.imported.add(identity.sourcedId);
    read.classes.push({ sourcedId: identity.sourcedId, name: title, ...(description ? { description } : {}), file: 'classes.csv', line: row.line });
  }
  return read;
}
