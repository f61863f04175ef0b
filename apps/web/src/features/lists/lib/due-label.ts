import type { Translate } from '@/lib/i18n/i18n-context';
import { listsMessages as m } from '@/features/lists/lists-messages';

const DAYS_LEFT = /^(\d+) days left$/;

/**
 * dueStatus's label (packages/shared/src/due-status.ts, English for the server and the tests:
 * 'Overdue', 'Due today', 'Due tomorrow', 'N days left') in the reader's language.
 */
export function dueLabel(label: string, t: Translate): string {
  if (label === 'Overdue') return t(m.overdue);
  if (label === 'Due today') return t(m.dueToday);
  if (label === 'Due tomorrow') return t(m.dueTomorrow);
  const days = DAYS_LEFT.exec(label);
  return days ? t(m.daysLeft, { days: Number(days[1]) }) : label;
}
