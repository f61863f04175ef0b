import { AlertTriangleIcon, CalendarCheckIcon, ClockIcon, type LucideIcon } from 'lucide-react';
import type { DueStatusKind } from '@lyceum/shared/due-status';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { listsMessages as m } from '@/features/lists/lists-messages';

const LOOK: Record<DueStatusKind, { text: MessageDescriptor; variant: 'destructive' | 'warning' | 'success'; icon: LucideIcon }> = {
  overdue: { text: m.overdue, variant: 'destructive', icon: AlertTriangleIcon },
  'due-soon': { text: m.dueSoon, variant: 'warning', icon: ClockIcon },
  upcoming: { text: m.upcoming, variant: 'success', icon: CalendarCheckIcon },
};

/** Spec section 4: the derived status of an assignment, with an icon so colour is not the only cue. */
export function AssignmentStatusBadge({ status }: { status: DueStatusKind }) {
  const { text, variant, icon: Icon } = LOOK[status];
  const t = useT();
  return (
    <Badge variant={variant} data-status={status} data-testid="assignment-status">
      <Icon aria-hidden="true" />
      {t(text)}
    </Badge>
  );
}
