import type { GradebookCell } from '@lyceum/shared/gradebook';
import { formatPoints, workStatus, type WorkStatus } from '@lyceum/shared/submissions';

/** What one gradebook cell shows: a grade (a draft marked as such), else where the work stands. */
export type CellView = { kind: 'grade'; text: string; draft: boolean } | { kind: 'status'; status: WorkStatus };

/**
 * The returned grade; else, for teachers, a draft grade; else the status a student is shown.
 * The CSV export says the same (apps/server/src/modules/gradebook/gradebook-csv.ts).
 */
export function cellView(cell: GradebookCell, dueDate: string, now: Date): CellView {
  if (cell.grade !== null) return { kind: 'grade', text: formatPoints(cell.grade), draft: false };
  if (cell.draftGrade !== undefined && cell.draftGrade !== null) return { kind: 'grade', text: formatPoints(cell.draftGrade), draft: true };
  const status = workStatus(cell, dueDate, now);
  return { kind: 'status', status };
}

/** A student's average, a percentage with at most one decimal. */
export const formatPercent = (value: number): string => `${formatPoints(Math.round(value * 10) / 10)}%`;
