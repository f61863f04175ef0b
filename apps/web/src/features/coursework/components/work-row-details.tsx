import { formatPoints, workStatus, type StudentWorkRow } from '@lyceum/shared/submissions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';
import { WorkStatusBadge } from '@/features/coursework/components/work-status-badge';
import { teacherGrade } from '@/features/coursework/lib/student-work-filter';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** A grade as a teacher sees it: '8/10', and a Draft mark while it has not been returned. */
export function TeacherGrade({ row, maxPoints }: { row: Pick<StudentWorkRow, 'grade' | 'draftGrade'>; maxPoints: number | null }) {
  const t = useT();
  const shown = teacherGrade(row);
  if (!shown) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium tabular-nums" data-testid="teacher-grade">
      {formatPoints(shown.points)}
      {maxPoints !== null && <span className="text-muted-foreground">/{maxPoints}</span>}
      {shown.draft && (
        <Badge variant="outline" className="font-normal italic" data-testid="draft-mark">
          {t(m.draft)}
        </Badge>
      )}
    </span>
  );
}

/** Status, late flag and turned-in time of one student's work, as the Student work list and the panel show them. */
export function WorkRowStatus({ row, dueDate, maxPoints, now }: { row: StudentWorkRow; dueDate: string; maxPoints: number | null; now: Date }) {
  const t = useT();
  const status = workStatus(row, dueDate, now);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <WorkStatusBadge status={status} grade={row.grade} maxPoints={maxPoints} />
      {/* 'Turned in late' says it already; returned work keeps the flag. */}
      {row.late && status !== 'turned_in_late' && (
        <Badge variant="warning" data-testid="late-flag">
          {t(m.late)}
        </Badge>
      )}
      {row.turnedInAt && (
        <time dateTime={row.turnedInAt} className="text-xs text-muted-foreground">
          {formatDateTime(row.turnedInAt)}
        </time>
      )}
    </span>
  );
}
