import { defineMessages } from '@/lib/i18n/messages';

/**
 * Where work stands ('Returned 8/10', '12/30 turned in'): the badges the lists show too (dashboard,
 * All Assignments), in a file of their own so those screens do not download every coursework text.
 */
export const workStatusMessages = defineMessages({
  status: {
    id: 'coursework.status.label',
    defaultMessage: '{status, select, assigned {Assigned} turned_in {Turned in} turned_in_late {Turned in late} missing {Missing} other {Returned}}',
    description: "Where a student's work stands (a badge); returned work with a grade uses returnedGrade",
  },
  returnedGrade: { id: 'coursework.status.returnedGrade', defaultMessage: 'Returned {grade}', description: 'Badge: returned work; {grade}: its points, like 8' },
  returnedGradeOf: { id: 'coursework.status.returnedGradeOf', defaultMessage: 'Returned {grade}/{max}', description: "Badge: returned work; {grade}: its points; {max}: the assignment's points" },
  turnedInOf: { id: 'coursework.status.turnedInOf', defaultMessage: '{turnedIn}/{students} turned in', description: 'Badge for teachers: how many of the class have turned in' },
});
