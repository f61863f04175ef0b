import type { Assignment } from '@lyceum/shared/assignments';
import type { Gradebook } from '@lyceum/shared/gradebook';
import type { StudentWork, StudentWorkRow, Submission } from '@lyceum/shared/submissions';

/** Due in the past: work not turned in is Missing. */
export const PAST_DUE = '2025-03-01T12:00:00.000Z';
/** Due far ahead: work not turned in is Assigned. */
export const FUTURE_DUE = '2099-03-01T12:00:00.000Z';

export function assignmentOf(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: 'a1',
    title: 'Lab report',
    description: '<p>Measure g.</p>',
    dueDate: FUTURE_DUE,
    maxPoints: 10,
    workType: 'assignment',
    topic: 'tp1',
    class: 'c1',
    createdBy: { _id: 'id-teacher', name: 'Marie Curie' },
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    attachments: [],
    ...overrides,
  };
}

export function submissionOf(overrides: Partial<Submission> = {}): Submission {
  return {
    assignment: 'a1',
    student: { _id: 'id-student', name: 'Ada Lovelace' },
    state: 'assigned',
    answer: '',
    attachments: [],
    turnedInAt: null,
    late: false,
    grade: null,
    feedback: null,
    returnedAt: null,
    updatedAt: null,
    ...overrides,
  };
}

export function rowOf(id: string, name: string, overrides: Partial<StudentWorkRow> = {}): StudentWorkRow {
  return {
    student: { _id: id, name },
    state: 'assigned',
    turnedInAt: null,
    late: false,
    grade: null,
    draftGrade: null,
    returnedAt: null,
    ...overrides,
  };
}

/**
 * Four students on an assignment past its due date: Ada turned in (not graded), Bob is missing,
 * Cleo turned in late with a draft grade of 7, Dan's work was returned with 9.
 */
export const fourStudents: StudentWorkRow[] = [
  rowOf('s1', 'Ada Lovelace', { state: 'turned_in', turnedInAt: '2025-02-28T10:00:00.000Z' }),
  rowOf('s2', 'Bob Marley'),
  rowOf('s3', 'Cleo Patra', { state: 'turned_in', turnedInAt: '2025-03-02T10:00:00.000Z', late: true, draftGrade: 7 }),
  rowOf('s4', 'Dan Brown', { state: 'returned', turnedInAt: '2025-02-27T10:00:00.000Z', grade: 9, draftGrade: 9, returnedAt: '2025-03-03T10:00:00.000Z' }),
];

export function studentWorkOf(students: StudentWorkRow[] = fourStudents, overrides: Partial<StudentWork> = {}): StudentWork {
  return {
    assignment: 'a1',
    maxPoints: 10,
    dueDate: PAST_DUE,
    counts: { students: students.length, turnedIn: 2, missing: 1, graded: 2, returned: 1 },
    students,
    ...overrides,
  };
}

export function gradebookOf(overrides: Partial<Gradebook> = {}): Gradebook {
  return {
    class: { _id: 'c1', name: 'Physics 101' },
    assignments: [
      { _id: 'a1', title: 'Lab report', dueDate: PAST_DUE, maxPoints: 10, average: 8.5 },
      { _id: 'a2', title: 'Essay', dueDate: PAST_DUE, maxPoints: 20, average: null },
      { _id: 'a3', title: 'Reading', dueDate: FUTURE_DUE, maxPoints: null, average: null },
    ],
    students: [
      {
        _id: 's1',
        name: 'Ada Lovelace',
        average: 90,
        cells: [
          { state: 'returned', late: false, grade: 9, draftGrade: 9 },
          { state: 'turned_in', late: true, grade: null, draftGrade: 15 },
          { state: 'assigned', late: false, grade: null, draftGrade: null },
        ],
      },
      {
        _id: 's2',
        name: 'Bob Marley',
        average: 80,
        cells: [
          { state: 'returned', late: false, grade: 8, draftGrade: 8 },
          { state: 'assigned', late: false, grade: null, draftGrade: null },
          { state: 'turned_in', late: false, grade: null, draftGrade: null },
        ],
      },
    ],
    ...overrides,
  };
}
