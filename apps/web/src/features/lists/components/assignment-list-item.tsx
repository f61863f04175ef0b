import { AwardIcon, CalendarClockIcon, ClipboardListIcon } from 'lucide-react';
import type { AssignmentListItem as Item } from '@lyceum/shared/assignments';
import { dueStatus } from '@lyceum/shared/due-status';
import { contentPaths } from '@/features/content/lib/content-paths';
import { formatDueDate } from '@/lib/dates';
import { AssignmentStatusBadge } from '@/features/lists/components/assignment-status-badge';
import { ListRow } from '@/features/lists/components/list-row';
import { WorkSummaryBadge } from '@/features/coursework/components/work-summary-badge';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { dueLabel } from '@/features/lists/lib/due-label';
import { listsMessages as m } from '@/features/lists/lists-messages';

/**
 * One row of the all-assignments page; the whole row opens the assignment. Beside the due-date
 * status: the student's own status ('Returned 8/10'), or for teachers how many have turned in.
 */
export function AssignmentListItem({ assignment, now }: { assignment: Item; now: Date }) {
  const { status, label } = dueStatus(assignment.dueDate, now);
  const t = useT();
  return (
    <ListRow
      to={contentPaths.work(assignment.class, assignment.topic, assignment._id, assignment.workType)}
      icon={ClipboardListIcon}
      title={assignment.title}
      context={t(m.context, { className: assignment.className, topicName: assignment.topicName })}
      testId="assignment-item"
      aside={
        <>
          <AssignmentStatusBadge status={status} />
          {/* 'Overdue' is already the badge; the label adds nothing then. */}
          {status !== 'overdue' && <span className="text-xs font-medium text-muted-foreground">{dueLabel(label, t)}</span>}
          <WorkSummaryBadge work={assignment.work} dueDate={assignment.dueDate} maxPoints={assignment.maxPoints} now={now} />
        </>
      }
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {withNames(t, m.due, { date: <time dateTime={assignment.dueDate}>{formatDueDate(assignment.dueDate)}</time> })}
        </span>
      </span>
      {assignment.maxPoints !== null && (
        <span className="inline-flex items-center gap-1.5" data-testid="assignment-points">
          <AwardIcon className="size-4 shrink-0" aria-hidden="true" />
          {t(m.points, { points: assignment.maxPoints })}
        </span>
      )}
    </ListRow>
  );
}
