import { formatDueDate } from '@/lib/dates';

export interface DueBadge {
  text: string;
  variant: 'destructive' | 'secondary';
}

/** Spec section 2: 'Overdue: ...' in the destructive style once the moment has passed, else 'Due: ...'. */
export function dueBadge(dueDateIso: string, now: Date = new Date()): DueBadge {
  const overdue = new Date(dueDateIso).getTime() < now.getTime();
  const when = formatDueDate(dueDateIso);
  return overdue ? { text: `Overdue: ${when}`, variant: 'destructive' } : { text: `Due: ${when}`, variant: 'secondary' };
}
