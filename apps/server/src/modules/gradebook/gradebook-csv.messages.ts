import { defineMessages } from '../../lib/i18n';

/**
 * The gradebook download's texts (gradebook-csv.ts), in the language of whoever downloads it: a
 * spreadsheet's first row and the status a cell without a grade shows. Numbers stay plain, so the
 * spreadsheet can still add them up.
 */
export const GRADEBOOK_CSV = defineMessages({
  student: { id: 'server.gradebookCsv.student', defaultMessage: 'Student', description: "Gradebook spreadsheet: the heading of the column of students' names" },
  email: { id: 'server.gradebookCsv.email', defaultMessage: 'Email', description: "Gradebook spreadsheet: the heading of the column of students' email addresses" },
  gradedColumn: {
    id: 'server.gradebookCsv.gradedColumn',
    defaultMessage: '{title} (max {maxPoints})',
    description: "Gradebook spreadsheet: an assignment's column heading; {title} is the assignment's title, {maxPoints} the points it is out of",
  },
  average: { id: 'server.gradebookCsv.average', defaultMessage: 'Average', description: "Gradebook spreadsheet: the heading of the column of each student's average, a percentage" },
  draft: { id: 'server.gradebookCsv.draft', defaultMessage: '{grade} (draft)', description: 'Gradebook spreadsheet (teachers): a grade not yet returned to the student; {grade} is the number' },
  assigned: { id: 'server.gradebookCsv.assigned', defaultMessage: 'Assigned', description: 'Gradebook spreadsheet: the work is assigned, not turned in yet' },
  turnedIn: { id: 'server.gradebookCsv.turnedIn', defaultMessage: 'Turned in', description: 'Gradebook spreadsheet: the student turned the work in' },
  turnedInLate: { id: 'server.gradebookCsv.turnedInLate', defaultMessage: 'Turned in late', description: 'Gradebook spreadsheet: the student turned the work in after the due date' },
  missing: { id: 'server.gradebookCsv.missing', defaultMessage: 'Missing', description: 'Gradebook spreadsheet: the due date passed and the work was not turned in' },
  returned: { id: 'server.gradebookCsv.returned', defaultMessage: 'Returned', description: 'Gradebook spreadsheet: the teacher returned the work (with no grade)' },
});
