import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon, ClockAlertIcon, Undo2Icon, type LucideIcon } from 'lucide-react';
import { workStatusLabel, type WorkStatus } from '@lyceum/shared/submissions';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const LOOK: Record<WorkStatus, { variant: 'outline' | 'success' | 'warning' | 'destructive' | 'default'; icon: LucideIcon }> = {
  assigned: { variant: 'outline', icon: CircleDashedIcon },
  turned_in: { variant: 'success', icon: CircleCheckIcon },
  turned_in_late: { variant: 'warning', icon: ClockAlertIcon },
  missing: { variant: 'destructive', icon: CircleAlertIcon },
  returned: { variant: 'default', icon: Undo2Icon },
};

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
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-work-status={status} data-testid="work-status" className={cn(className)}>
      <Icon aria-hidden="true" />
      {workStatusLabel(status, grade, maxPoints)}
    </Badge>
  );
}
