import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon, ClockAlertIcon, Undo2Icon, type LucideIcon } from 'lucide-react';
import { formatPoints, type WorkStatus } from '@lyceum/shared/submissions';
import { Badge } from '@/components/ui/badge';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { workStatusMessages as m } from '@/features/coursework/work-status-messages';

const LOOK: Record<WorkStatus, { variant: 'outline' | 'success' | 'warning' | 'destructive' | 'default'; icon: LucideIcon }> = {
  assigned: { variant: 'outline', icon: CircleDashedIcon },
  turned_in: { variant: 'success', icon: CircleCheckIcon },
  turned_in_late: { variant: 'warning', icon: ClockAlertIcon },
  missing: { variant: 'destructive', icon: CircleAlertIcon },
  returned: { variant: 'default', icon: Undo2Icon },
};

/** The label of a status in the reader's language: 'Returned 8/10' with a grade out of a maximum (the English of shared workStatusLabel). */
export function workStatusText(t: Translate, status: WorkStatus, grade: number | null, maxPoints: number | null): string {
  if (status !== 'returned' || grade === null) return t(m.status, { status });
  return maxPoints === null ? t(m.returnedGrade, { grade: formatPoints(grade) }) : t(m.returnedGradeOf, { grade: formatPoints(grade), max: maxPoints });
}

/**
 * Where a student's work stands ('Turned in late', 'Returned 8/10'), with an icon so colour is
 * not the only cue. `grade` is the returned grade only: a draft is never passed here.
 */
export function WorkStatusBadge({
  status,
  grade = null,
  maxPoints = null,
  className,
}: {
  status: WorkStatus;
  grade?: number | null;
  maxPoints?: number | null;
  className?: string;
}) {
  const t = useT();
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-work-status={status} data-testid="work-status" className={cn(className)}>
      <Icon aria-hidden="true" />
      {workStatusText(t, status, grade, maxPoints)}
    </Badge>
  );
}
