import type { Gradebook, GradebookCell } from '@lyceum/shared/gradebook';
import { formatPoints, workStatus, workStatusLabel } from '@lyceum/shared/submissions';
import { csvDocument } from '../../lib/csv-write';
import { contentDisposition, safeFileName } from '../files/file-name';

/** A column's heading: the title, with the points it is out of when graded. */
const headingOf = (assignment: Gradebook['assignments'][number]): string =>
  assignment.maxPoints === null ? assignment.title : `${assignment.title} (max ${assignment.maxPoints})`;

/**
 * What a cell says in the file: the returned grade; else, for teachers, a draft grade marked as
 * such; else the status a student is shown (Assigned, Turned in, Turned in late, Missing, Returned).
 */
export function csvCellText(cell: GradebookCell, dueDate: string, now: Date): string {
  if (cell.grade !== null) return formatPoints(cell.grade);
  if (cell.draftGrade !== undefined && cell.draftGrade !== null) return `${formatPoints(cell.draftGrade)} (draft)`;
  return workStatusLabel(workStatus(cell, dueDate, now), null, null);
}

/**
 * The gradebook as a spreadsheet: `Student,Email,<assignment (max N)>…,Average`, one row per
 * student of the gradebook (a student's own file has their row only), the average as a percentage.
 * csvDocument writes RFC 4180 with a BOM, every cell neutralised against formulas.
 */
export function gradebookCsv(book: Gradebook, emailOf: ReadonlyMap<string, string>, now: Date): string {
  const header = ['Student', 'Email', ...book.assignments.map(headingOf), 'Average'];
  const rows = book.students.map((student) => [
    student.name,
    emailOf.get(student._id) ?? '',
    ...student.cells.map((cell, index) => csvCellText(cell, book.assignments[index]?.dueDate ?? '', now)),
    student.average === null ? '' : `${formatPoints(student.average)}%`,
  ]);
  return csvDocument(header, rows);
}

/** `attachment` named after the class, made safe as a download's name (RFC 6266, with the UTF-8 original). */
export const gradebookFileDisposition = (className: string): string => contentDisposition('attachment', safeFileName(`${className}-grades.csv`));
