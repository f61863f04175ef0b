import { workStatus, type StudentWorkRow } from '@lyceum/shared/submissions';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

export const WORK_FILTERS = ['all', 'turned-in', 'not-turned-in', 'graded', 'missing'] as const;
export type WorkFilter = (typeof WORK_FILTERS)[number];

export const WORK_FILTER_LABEL: Record<WorkFilter, MessageDescriptor> = {
  all: m.filterAll,
  'turned-in': m.filterTurnedIn,
  'not-turned-in': m.filterNotTurnedIn,
  graded: m.filterGraded,
  missing: m.filterMissing,
};

/** The filter named in the URL, or All for anything else. */
export const parseWorkFilter = (value: string | null): WorkFilter =>
  (WORK_FILTERS as readonly string[]).includes(value ?? '') ? (value as WorkFilter) : 'all';

/** A grade given, returned or still a draft. */
export const hasGrade = (row: StudentWorkRow): boolean => row.grade !== null || row.draftGrade !== null;

/**
 * Whether a row shows under a filter. The groups follow the counts at the top: "turned in" is
 * work waiting for the teacher (turned in, not returned yet), "missing" is past due with nothing
 * turned in, "graded" has a grade, draft or returned.
 */
export function matchesWorkFilter(row: StudentWorkRow, filter: WorkFilter, dueDate: string, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'turned-in':
      return row.state === 'turned_in';
    case 'not-turned-in':
      return row.state === 'assigned';
    case 'graded':
      return hasGrade(row);
    case 'missing':
      return workStatus(row, dueDate, now) === 'missing';
  }
}

/** The grade a teacher sees in the list: the draft when there is one not yet returned, else the returned grade. */
export function teacherGrade(row: { grade: number | null; draftGrade?: number | null | undefined }): { points: number; draft: boolean } | null {
  if (row.draftGrade !== null && row.draftGrade !== undefined && row.draftGrade !== row.grade) return { points: row.draftGrade, draft: true };
  if (row.grade !== null) return { points: row.grade, draft: false };
  return null;
}
