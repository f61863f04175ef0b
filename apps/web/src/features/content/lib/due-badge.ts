import { formatDueDate } from '@/lib/dates';
import { translator, type Translate } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

const english = translator('en', null);

export interface DueBadge {
  text: string;
  variant: 'destructive' | 'secondary';
}

/** Spec section 2: 'Overdue: ...' in the destructive style once the moment has passed, else 'Due: ...'. */
export function dueBadge(dueDateIso: string, now: Date = new Date(), t: Translate = english): DueBadge {
  const overdue = new Date(dueDateIso).getTime() < now.getTime();
  const date = formatDueDate(dueDateIso);
  return overdue ? { text: t(v.overdue, { date }), variant: 'destructive' } : { text: t(v.due, { date }), variant: 'secondary' };
}
