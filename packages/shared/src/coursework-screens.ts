import { MAX_POINTS_LIMIT } from './submissions';
import { pointsText, turnedInText } from './work-summary-texts';

/**
 * Texts of the web's coursework screens (the points field, "Your work", "Student work", the
 * grading panel, the gradebook). The server's own messages are WORK_MSG in messages.ts; these
 * are what only the browser says. Kept here so the end-to-end journeys read the same words.
 */
export const COURSEWORK_SCREEN_MSG = {
  // Assignment form
  pointsLabel: 'Points',
  pointsPlaceholder: 'Ungraded',
  pointsHint: `A whole number from 1 to ${MAX_POINTS_LIMIT}; leave empty for an ungraded assignment.`,
  pointsInvalid: `Points must be a whole number from 1 to ${MAX_POINTS_LIMIT}, or empty for ungraded.`,
  points: pointsText,
  ungraded: 'Ungraded',
  // Your work (student)
  yourWork: 'Your work',
  answerLabel: 'Your answer',
  noAnswer: 'No answer written.',
  save: 'Save',
  turnIn: 'Turn in',
  unsubmit: 'Unsubmit',
  saveFailed: 'Failed to save your work. Please try again.',
  turnInFailed: 'Failed to turn in your work. Please try again.',
  unsubmitFailed: 'Failed to unsubmit your work. Please try again.',
  workLoadFailed: 'Failed to load your work. Please try again later.',
  readOnlyHint: 'Turned in work cannot be changed: unsubmit it to make changes.',
  returnedHint: 'Your work has been returned: you may change it and turn it in again.',
  grade: 'Grade',
  feedback: 'Feedback',
  // Private comments
  privateComments: 'Private comments',
  privateCommentsHint: 'Only you and the class\'s teachers see these.',
  privateCommentsHintTeacher: 'Only this student and the class\'s teachers see these.',
  addPrivateComment: 'Add a private comment',
  noPrivateComments: 'No private comments yet.',
  privateCommentsLoadFailed: 'Failed to load the private comments.',
  privateCommentAddFailed: 'Failed to post the comment. Please try again.',
  privateCommentAdded: 'Private comment posted',
  // Student work (teacher)
  instructionsTab: 'Instructions',
  studentWorkTab: 'Student work',
  counts: (turnedIn: number, missing: number, graded: number) => `${turnedIn} turned in · ${missing} missing · ${graded} graded`,
  filterLabel: 'Show',
  filterAll: 'All',
  filterTurnedIn: 'Turned in',
  filterNotTurnedIn: 'Not turned in',
  filterGraded: 'Graded',
  filterMissing: 'Missing',
  noStudents: 'No students in this class yet.',
  noStudentsMatch: 'No students match this filter.',
  studentWorkLoadFailed: 'Failed to load the student work. Please try again later.',
  late: 'Late',
  draft: 'Draft',
  selectStudent: 'Select a student to see their work and grade it.',
  previousStudent: 'Previous student',
  nextStudent: 'Next student',
  previousShortcut: 'K or Alt+Up',
  nextShortcut: 'J or Alt+Down',
  returnAllGraded: 'Return all graded',
  returnAllFailed: 'Failed to return the graded work. Please try again.',
  // Grading panel
  workOf: (name: string) => `${name}'s work`,
  gradeOutOf: (max: number) => `/ ${max}`,
  gradeNotNumber: 'Enter the grade as a number of points, like 8 or 8.5.',
  gradeNegative: 'The grade must be at least 0.',
  gradeAboveMax: (max: number) => `The grade must be at most ${max}, the assignment's points.`,
  gradeHalfPoints: 'Use whole or half points, like 8 or 8.5.',
  saveDraft: 'Save draft',
  return: 'Return',
  draftSaved: 'Draft saved',
  gradeSaveFailed: 'Failed to save the grade. Please try again.',
  returnFailed: 'Failed to return the work. Please try again.',
  notTurnedInYet: 'Not turned in yet.',
  returnedGrade: (grade: string) => `Returned grade: ${grade}`,
  // Gradebook
  gradesTab: 'Grades',
  myGradesTab: 'My grades',
  exportCsv: 'Export CSV',
  exportFailed: 'Failed to export the grades. Please try again.',
  gradebookLoadFailed: 'Failed to load the grades. Please try again later.',
  gradebookEmpty: 'No assignments in this class yet.',
  average: 'Average',
  yourAverage: 'Your average',
  noAverage: 'No graded work returned yet',
  // Lists
  turnedInOf: turnedInText,
} as const;
