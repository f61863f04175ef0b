import { CalendarClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { dueBadge } from '@/features/content/lib/due-badge';
import { useT } from '@/lib/i18n/i18n-context';

/** 'Due: ...', or 'Overdue: ...' in the destructive style once the moment has passed. */
export function DueDateBadge({ dueDate, now, className }: { dueDate: string; now?: Date; className?: string }) {
  const t = useT();
  const { text, variant } = dueBadge(dueDate, now, t);
  return (
    <Badge variant={variant} data-testid="due-badge" className={cn('text-sm', className)}>
      <CalendarClockIcon aria-hidden="true" />
      {text}
    </Badge>
  );
}
