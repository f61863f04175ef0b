import { AlertTriangleIcon, CalendarCheckIcon, ClockIcon, type LucideIcon } from 'lucide-react';
import type { DueStatusKind } from '@lyceum/shared/due-status';
import { Badge } from '@/components/ui/badge';

const LOOK: Record<DueStatusKind, { text: string; variant: 'destructive' | 'warning' | 'success'; icon: LucideIcon }> = {
  overdue: { text: 'Overdue', variant: 'destructive', icon: AlertTriangleIcon },
  'due-soon': { text: 'Due Soon', variant: 'warning', icon: ClockIcon },
  upcoming: { text: 'Upcoming', variant: 'success', icon: CalendarCheckIcon },
};

/** Spec section 4: the derived status of an assignment, with an icon so colour is not the only cue. */
export function AssignmentStatusBadge({ status }: { status: DueStatusKind }) {
  const { text, variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-status={status} data-testid="assignment-status">
      <Icon aria-hidden="true" />
      {text}
    </Badge>
  );
}
