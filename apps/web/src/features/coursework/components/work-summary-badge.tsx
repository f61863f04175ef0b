import { UsersIcon } from 'lucide-react';
import { workStatus, type WorkSummary } from '@lyceum/shared/submissions';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-context';
import { WorkStatusBadge } from '@/features/coursework/components/work-status-badge';
import { workStatusMessages as m } from '@/features/coursework/work-status-messages';

/**
 * The caller's side of an assignment in a list: a student's own status ('Returned 8/10'), or for
 * teachers and admins how many have turned in ('12/30 turned in'). Nothing when the server sent
 * no summary.
 */
export function WorkSummaryBadge({
  work,
  dueDate,
  maxPoints,
  now,
}: {
  work: WorkSummary | undefined;
  dueDate: string;
  maxPoints: number | null | undefined;
  now: Date;
}) {
  const t = useT();
  if (!work) return null;
  if (work.kind === 'teacher') {
    return (
      <Badge variant="outline" data-testid="work-turned-in">
        <UsersIcon aria-hidden="true" />
        {t(m.turnedInOf, { turnedIn: work.turnedIn, students: work.students })}
      </Badge>
    );
  }
  return <WorkStatusBadge status={workStatus(work, dueDate, now)} grade={work.grade} maxPoints={maxPoints ?? null} />;
}
