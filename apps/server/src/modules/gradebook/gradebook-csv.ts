import type { Gradebook, GradebookCell } from '@lyceum/shared/gradebook';
import type { Locale } from '@lyceum/shared/i18n';
import { formatPoints, workStatus, type WorkStatus } from '@lyceum/shared/submissions';
import { csvDocument } from '../../lib/csv-write';
import { formatMessage } from '../../lib/i18n';
import { contentDisposition, safeFileName } from '../files/file-name';
import { GRADEBOOK_CSV } from './gradebook-csv.messages';

/** A column's heading: the title, with the points it is out of when graded. */
const headingOf = (assignment: Gradebook['assignments'][number], locale: Locale): string =>
  assignment.maxPoints === null ? assignment.title : formatMessage(locale, GRADEBOOK_CSV.gradedColumn, { title: assignment.title, maxPoints: String(assignment.maxPoints) });

const STATUS_TEXT = {
  assigned: GRADEBOOK_CSV.assigned,
  turned_in: GRADEBOOK_CSV.turnedIn,
  turned_in_late: GRADEBOOK_CSV.turnedInLate,
  missing: GRADEBOOK_CSV.missing,
  returned: GRADEBOOK_CSV.returned,
} as const satisfies Record<WorkStatus, unknown>;

/** The status texts of one column, by stored state and late flag: worked out once per assignment, not per cell. */
interface ColumnLabels {
  assigned: string;
  turnedIn: string;
  turnedInLate: string;
  returned: string;
}

function labelsOf(dueDate: string, now: Date, locale: Locale): ColumnLabels {
  const label = (state: GradebookCell['state'], late: boolean) => formatMessage(locale, STATUS_TEXT[workStatus({ state, late }, dueDate, now)]);
  return { assigned: label('assigned', false), turnedIn: label('turned_in', false), turnedInLate: label('turned_in', true), returned: label('returned', false) };
}

/**
 * What a cell says in the file: the returned grade; else, for teachers, a draft grade marked as
 * such; else the status a student is shown (Assigned, Turned in, Turned in late, Missing, Returned).
 */
function cellText(cell: GradebookCell, labels: ColumnLabels, locale: Locale): string {
  if (cell.grade !== null) return formatPoints(cell.grade);
  if (cell.draftGrade !== undefined && cell.draftGrade !== null) return formatMessage(locale, GRADEBOOK_CSV.draft, { grade: formatPoints(cell.draftGrade) });
  if (cell.state === 'returned') return labels.returned;
  if (cell.state === 'turned_in') return cell.late ? labels.turnedInLate : labels.turnedIn;
  return labels.assigned;
}

/**
 * The gradebook as a spreadsheet: `Student,Email,<assignment (max N)>…,Average`, one row per
 * student of the gradebook (a student's own file has their row only), the average as a percentage.
 * csvDocument writes RFC 4180 with a BOM, every cell neutralised against formulas. Its words are
 * in the downloader's language (`locale`); names, titles and numbers are as they are.
 */
export function gradebookCsv(book: Gradebook, emailOf: ReadonlyMap<string, string>, now: Date, locale: Locale): string {
  const text = (message: (typeof GRADEBOOK_CSV)[keyof typeof GRADEBOOK_CSV]) => formatMessage(locale, message);
  const header = [text(GRADEBOOK_CSV.student), text(GRADEBOOK_CSV.email), ...book.assignments.map((assignment) => headingOf(assignment, locale)), text(GRADEBOOK_CSV.average)];
  const columns = book.assignments.map((assignment) => labelsOf(assignment.dueDate, now, locale));
  const rows = book.students.map((student) => [
    student.name,
    emailOf.get(student._id) ?? '',
    ...student.cells.map((cell, index) => cellText(cell, columns[index] ?? labelsOf('', now, locale), locale)),
    student.average === null ? '' : `${formatPoints(student.average)}%`,
  ]);
  return csvDocument(header, rows);
}

/** `attachment` named after the class, made safe as a download's name (RFC 6266, with the UTF-8 original). */
export const gradebookFileDisposition = (className: string): string => contentDisposition('attachment', safeFileName(`${className}-grades.csv`));
