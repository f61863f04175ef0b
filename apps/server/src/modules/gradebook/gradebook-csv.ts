import type { Gradebook, GradebookCell } from '@lyceum/shared/gradebook';
import { formatPoints, workStatus, workStatusLabel } from '@lyceum/shared/submissions';
import { csvDocument } from '../../lib/csv-write';
import { contentDisposition, safeFileName } from '../files/file-name';

/** A column's heading: the title, with the points it is out of when graded. */
const headingOf = (assignment: Gradebook['assignments'][number]): string =>
  assignment.maxPoints === null ? assignment.title : `${assignment.title} (max ${assignment.maxPoints})`;

/** The status texts of one column, by stored state and late flag: worked out once per assignment, not per cell. */
interface ColumnLabels {
  assigned: string;
  turnedIn: string;
  turnedInLate: string;
  returned: string;
}

function labelsOf(dueDate: string, now: Date): ColumnLabels {
  const label = (state: GradebookCell['state'], late: boolean) => workStatusLabel(workStatus({ state, late }, dueDate, now), null, null);
  return { assigned: label('assigned', false), turnedIn: label('turned_in', false), turnedInLate: label('turned_in', true), returned: label('returned', false) };
}

/**
 * What a cell says in the file: the returned grade; else, for teachers, a draft grade marked as
 * such; else the status a student is shown (Assigned, Turned in, Turned in late, Missing, Returned).
 */
function cellText(cell: GradebookCell, labels: ColumnLabels): string {
  if (cell.grade !== null) return formatPoints(cell.grade);
  if (cell.draftGrade !== undefined && cell.draftGrade !== null) return `${formatPoints(cell.draftGrade)} (draft)`;
  if (cell.state === 'returned') return labels.returned;
  if (cell.state === 'turned_in') return cell.late ? labels.turnedInLate : labels.turnedIn;
  return labels.assigned;
}

/**
 * The gradebook as a spreadsheet: `Student,Email,<assignment (max N)>…,Average`, one row per
 * student of the gradebook (a student's own file has their row only), the average as a percentage.
 * csvDocument writes RFC 4180 with a BOM, every cell neutralised against formulas.
 */
export function gradebookCsv(book: Gradebook, emailOf: ReadonlyMap<string, string>, now: Date): string {
  const header = ['Student', 'Email', ...book.assignments.map(headingOf), 'Average'];
  const columns = book.assignments.map((assignment) => labelsOf(assignment.dueDate, now));
  const rows = book.students.map((student) => [
    student.name,
    emailOf.get(student._id) ?? '',
    ...student.cells.map((cell, index) => cellText(cell, columns[index] ?? labelsOf('', now))),
    student.average === null ? '' : `${formatPoints(student.average)}%`,
  ]);
  return csvDocument(header, rows);
}

/** `attachment` named after the class, made safe as a download's name (RFC 6266, with the UTF-8 original). */
export const gradebookFileDisposition = (className: string): string => contentDisposition('attachment', safeFileName(`${className}-grades.csv`));
