import { z } from 'zod';
import { submissionStateSchema } from './submissions';

/**
 * GET /api/classes/{id}/gradebook: students × assignments in one request. Teachers of the class
 * and admins get every current student; a student gets their own row only ("My grades"). Grades
 * a student sees are returned ones; draft grades are for teachers only.
 */
export const gradebookCellSchema = z.object({
  state: submissionStateSchema,
  late: z.boolean(),
  /** The returned grade. */
  grade: z.number().nullable(),
  /** Teachers and admins only: the grade not returned yet. */
  draftGrade: z.number().nullable().optional(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookAssignmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  maxPoints: z.number().int().nullable(),
  /**
   * Mean of the returned grades of the students in this gradebook, in points (one decimal); null
   * when none. A student's own gradebook has no one else's grades, so theirs is their own grade.
   */
  average: z.number().nullable(),
});

export const gradebookStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Returned grades over their assignments' maximum points, as a percentage (0–100, one decimal); null when none. */
  average: z.number().nullable(),
  /** One per assignment, in the order of `assignments`. */
  cells: z.array(gradebookCellSchema),
});

export const gradebookSchema = z.object({
  class: z.object({ _id: z.string(), name: z.string() }),
  /** By due date, oldest first. */
  assignments: z.array(gradebookAssignmentSchema),
  /** By name. */
  students: z.array(gradebookStudentSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;

/**
 * Cells a spreadsheet would read as a formula (=, +, -, @, tab, CR at the start) get a leading
 * apostrophe (OWASP's advice against CSV injection), so a name like `=HYPERLINK(...)` stays text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
