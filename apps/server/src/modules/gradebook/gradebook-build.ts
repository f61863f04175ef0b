import type { Gradebook, GradebookCell } from '@lyceum/shared/gradebook';
import { isLate } from '@lyceum/shared/submissions';
import type { GradebookAssignmentRow, GradebookStudentRow, GradebookWorkRow } from './gradebook.repository';

/** What was read for one gradebook (gradebook.repository.ts), in the order it is shown. */
export interface GradebookRows {
  klass: { id: string; name: string };
  assignments: readonly GradebookAssignmentRow[];
  students: readonly GradebookStudentRow[];
  work: readonly GradebookWorkRow[];
}

/** A figure as the gradebook shows it: one decimal. */
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Work nobody has written to yet; shared by every such cell (cells are never changed once built). */
const NOT_STARTED_FOR_TEACHERS: GradebookCell = Object.freeze({ state: 'assigned', late: false, grade: null, draftGrade: null });
const NOT_STARTED_FOR_STUDENT: GradebookCell = Object.freeze({ state: 'assigned', late: false, grade: null });

/**
 * Students × assignments, in one pass over the submissions: each row finds its student's cells
 * and its assignment's column through a Map, so the cost is one step per submission, not a search
 * per cell. A submission of a student no longer in the class, or of an assignment not in it, has
 * no cell. `withDrafts` (teachers and admins) adds each cell's draft grade; without it the key is
 * absent, as the contract says for students. A cell is late when its turn-in falls after its
 * assignment's due date as it stands (isLate), so a moved due date moves every cell of its column.
 *
 * Averages count returned grades only: a student's is the sum of their returned grades over the
 * sum of those assignments' maximum points, as a percentage; an assignment's is the mean of its
 * returned grades in points, over the students in this gradebook (a student's own gradebook shows
 * no one else's grades, so not the class's mean either). Both null when there is none.
 */
export function buildGradebook({ klass, assignments, students, work }: GradebookRows, withDrafts: boolean): Gradebook {
  const column = new Map<string, number>();
  assignments.forEach((assignment, index) => column.set(assignment.id, index));
  const empty = withDrafts ? NOT_STARTED_FOR_TEACHERS : NOT_STARTED_FOR_STUDENT;
  const cellsOf = new Map<string, GradebookCell[]>();
  for (const student of students) cellsOf.set(student.id, new Array<GradebookCell>(assignments.length).fill(empty));

  for (const row of work) {
    const cells = cellsOf.get(row.student_id);
    const index = column.get(row.assignment_id);
    if (cells === undefined || index === undefined) continue;
    const grade = row.grade === null ? null : Number(row.grade);
    const late = isLate(row.turned_in_at, assignments[index]?.due_date);
    cells[index] = withDrafts
      ? { state: row.state, late, grade, draftGrade: row.draft_grade === null || row.draft_grade === undefined ? null : Number(row.draft_grade) }
      : { state: row.state, late, grade };
  }

  const pointsSum = new Array<number>(assignments.length).fill(0);
  const pointsCount = new Array<number>(assignments.length).fill(0);
  const rows = students.map((student) => {
    const cells = cellsOf.get(student.id) ?? [];
    let earned = 0;
    let possible = 0;
    cells.forEach((cell, index) => {
      if (cell.grade === null) return;
      pointsSum[index] = (pointsSum[index] ?? 0) + cell.grade;
      pointsCount[index] = (pointsCount[index] ?? 0) + 1;
      const max = assignments[index]?.max_points ?? null;
      if (max === null) return;
      earned += cell.grade;
      possible += Number(max);
    });
    return { _id: student.id, name: student.name, average: possible === 0 ? null : oneDecimal((earned / possible) * 100), cells };
  });

  return {
    class: { _id: klass.id, name: klass.name },
    assignments: assignments.map((assignment, index) => {
      const count = pointsCount[index] ?? 0;
      return {
        _id: assignment.id,
        title: assignment.title,
        dueDate: assignment.due_date,
        maxPoints: assignment.max_points === null ? null : Number(assignment.max_points),
        average: count === 0 ? null : oneDecimal((pointsSum[index] ?? 0) / count),
      };
    }),
    students: rows,
  };
}
