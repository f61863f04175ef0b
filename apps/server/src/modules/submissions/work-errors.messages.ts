import { defineMessages } from '../../lib/i18n';

/**
 * The coursework loop's error messages (turning in, grading, returning), answered in the caller's
 * language. Keys and English are WORK_MSG's (packages/shared/src/messages.ts), held equal by
 * lib/api-errors.messages.test.ts.
 */
export const WORK_ERRORS = defineMessages({
  notFound: { id: 'server.error.work.notFound', defaultMessage: 'Submission not found', description: "API error: a student's work on an assignment does not exist or is not visible" },
  studentOnly: { id: 'server.error.work.studentOnly', defaultMessage: 'Only the student can change their own work', description: 'API error: a teacher or admin tried to edit or turn in a student\'s work' },
  teachersOnly: { id: 'server.error.work.teachersOnly', defaultMessage: 'Only teachers of the class can grade work', description: 'API error: a student tried to grade or return work' },
  alreadyTurnedIn: { id: 'server.error.work.alreadyTurnedIn', defaultMessage: 'This work is turned in: unsubmit it first to make changes', description: 'API error: a student editing work already turned in' },
  notTurnedIn: { id: 'server.error.work.notTurnedIn', defaultMessage: 'This work is not turned in', description: 'API error: a student unsubmitting work that is not turned in' },
  returnedNoUnsubmit: { id: 'server.error.work.returnedNoUnsubmit', defaultMessage: 'This work has been returned: edit it and turn it in again instead', description: 'API error: a student unsubmitting work the teacher already returned' },
  ungraded: { id: 'server.error.work.ungraded', defaultMessage: 'This assignment is not graded: give feedback only', description: 'API error: a teacher giving a grade on an ungraded assignment' },
  gradeAboveMax: { id: 'server.error.work.gradeAboveMax', defaultMessage: "grade must be at most {max} (the assignment's maximum points)", description: 'API error: a grade above the maximum; "grade" first is the field\'s name; {max} is the maximum points, a number' },
  returnNeedsGrade: { id: 'server.error.work.returnNeedsGrade', defaultMessage: 'Add a grade or feedback before returning the work', description: 'API error: a teacher returning work with neither grade nor feedback' },
  gradesAboveMax: { id: 'server.error.work.gradesAboveMax', defaultMessage: 'Some grades are above {max} points: change them before lowering the maximum', description: 'API error: a teacher lowering an assignment\'s points below grades already given; {max} is the new maximum, a number' },
  gradedCannotBeUngraded: { id: 'server.error.work.gradedCannotBeUngraded', defaultMessage: 'Some work has grades: remove them before making the assignment ungraded', description: 'API error: a teacher making a graded assignment ungraded' },
});
