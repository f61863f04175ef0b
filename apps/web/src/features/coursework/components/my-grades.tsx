import type { Gradebook } from '@lyceum/shared/gradebook';
import { formatPoints, workStatus } from '@lyceum/shared/submissions';
import { formatDueDate } from '@/lib/dates';
import { WorkStatusBadge } from '@/features/coursework/components/work-status-badge';
import { formatPercent } from '@/features/coursework/lib/gradebook-cells';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * A student's "My grades": their own row of the gradebook as a list (assignment, status, grade)
 * under their average. The server sends returned grades only, so no draft can show here.
 */
export function MyGrades({ book, now }: { book: Gradebook; now: Date }) {
  const t = useT();
  const me = book.students[0];
  if (!me) return null;
  return (
    <div className="space-y-4" data-testid="my-grades">
      <p className="rounded-xl border bg-card p-4 text-sm">
        <span className="text-muted-foreground">{t(m.yourAverage)} </span>
        <span className="text-lg font-semibold" data-testid="my-average">
          {me.average === null ? t(m.noAverage) : formatPercent(me.average)}
        </span>
      </p>
      <ul className="divide-y rounded-xl border bg-card" aria-label={t(m.myGradesTab)}>
        {book.assignments.map((assignment, index) => {
          const cell = me.cells[index];
          if (!cell) return null;
          return (
            <li key={assignment._id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="my-grade">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium break-words">{assignment.title}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={assignment.dueDate}>{t(m.due, { date: formatDueDate(assignment.dueDate) })}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <WorkStatusBadge status={workStatus(cell, assignment.dueDate, now)} grade={cell.grade} maxPoints={assignment.maxPoints} />
                <span className="min-w-12 text-end text-sm font-semibold tabular-nums">
                  {cell.grade === null ? (
                    <span className="font-normal text-muted-foreground">{assignment.maxPoints === null ? t(m.ungraded) : `–/${assignment.maxPoints}`}</span>
                  ) : (
                    `${formatPoints(cell.grade)}${assignment.maxPoints === null ? '' : `/${assignment.maxPoints}`}`
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
