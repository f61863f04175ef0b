import { ONEROSTER_PROBLEM } from '../roster-problems';
import type { RosterProblem } from '../roster-model';
import type { CsvTable } from './csv-table';

/** bulk: the file is the whole set; delta: only the rows that changed; absent: not sent (ignored even if present). */
export type FileMode = 'bulk' | 'delta' | 'absent';

/** The data files Lyceum imports; orgs and academic sessions have no place in it and stay unread. */
export const DATA_FILES = ['users', 'roles', 'classes', 'courses', 'enrollments'] as const;
export type DataFile = (typeof DATA_FILES)[number];
export type FileModes = Record<DataFile, FileMode>;

export interface Manifest {
  /** `oneroster.version`: 1.2, or 1.1 (whose users.csv still carries each user's role). */
  version: string;
  modes: FileModes;
  problems: RosterProblem[];
  /** The version is one we cannot read: nothing else in the bundle is. */
  unreadable: boolean;
}

const FILE = 'manifest.csv';
const MODES: readonly string[] = ['bulk', 'delta', 'absent'];

/** Reads manifest.csv (propertyName,value rows), which decides how every other file is read. */
export function readManifest(table: CsvTable, present: ReadonlySet<string>): Manifest {
  const problems = [...table.problems];
  const properties = new Map<string, { value: string; line: number }>();
  // Names and modes as the spec spells them, read without regard to case (`File.Users,Bulk`).
  for (const row of table.rows) properties.set(row.get('propertyName').toLowerCase(), { value: row.get('value'), line: row.line });

  const manifestVersion = properties.get('manifest.version');
  if (manifestVersion && manifestVersion.value !== '1.0') {
    problems.push({ file: FILE, line: manifestVersion.line, message: ONEROSTER_PROBLEM.unsupportedManifestVersion(manifestVersion.value) });
  }
  const oneroster = properties.get('oneroster.version');
  const version = oneroster?.value ?? '';
  if (version !== '1.2' && version !== '1.1') {
    problems.push({ file: FILE, line: oneroster?.line ?? 1, message: ONEROSTER_PROBLEM.unsupportedVersion(version) });
  }

  const modes = {} as FileModes;
  for (const name of DATA_FILES) {
    const property = properties.get(`file.${name}`);
    // The spec lists every file; a property left out can only mean the file was not sent.
    let mode: FileMode = 'absent';
    if (property && MODES.includes(property.value.toLowerCase())) mode = property.value.toLowerCase() as FileMode;
    else if (property) problems.push({ file: FILE, line: property.line, message: ONEROSTER_PROBLEM.badFileMode(`file.${name}`, property.value) });
    if (mode !== 'absent' && !present.has(`${name}.csv`)) {
      problems.push({ file: FILE, line: property?.line ?? 1, message: ONEROSTER_PROBLEM.listedFileMissing(`${name}.csv`, mode) });
      mode = 'absent';
    }
    modes[name] = mode;
  }
  return { version, modes, problems, unreadable: version !== '1.2' && version !== '1.1' };
}
