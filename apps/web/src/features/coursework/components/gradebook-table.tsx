import { formatPoints, type WorkStatus } from '@lyceum/shared/submissions';
import type { Gradebook } from '@lyceum/shared/gradebook';
import { Badge } from '@/components/ui/badge';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/dates';
import { workStatusText } from '@/features/coursework/components/work-status-badge';
import { cellView, formatPercent } from '@/features/coursework/lib/gradebook-cells';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** Status cells are quiet; only Missing stands out (in text colour, readable in both themes). */
const STATUS_CLASS: Record<WorkStatus, string> = {
  assigned: 'text-muted-foreground',
  turned_in: 'text-success-text',
  turned_in_late: 'text-warning-text',
  missing: 'font-medium text-destructive-text',
  returned: 'text-muted-foreground',
};

/** The first column stays in view while the table scrolls sideways (phones, many assignments). */
const STICKY = 'sticky start-0 z-10 bg-card';

/**
 * The teacher's gradebook: students × assignments, each cell a grade (a draft marked) or a status,
 * each student's average at the end of their row and each assignment's under its column.
 */
export function GradebookTable({ book, now }: { book: Gradebook; now: Date }) {
  const t = useT();
  return (
    // The box scrolls sideways on narrow screens: focusable, so keyboard users can scroll it too.
    <div
      role="region"
      aria-labelledby="gradebook-caption"
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
      data-testid="gradebook"
    >
      <table className="w-full caption-bottom border-separate border-spacing-0 text-sm [&_td]:border-b [&_th]:border-b">
        <caption id="gradebook-caption" className="sr-only">
          {t(m.caption, { className: book.class.name })}
        </caption>
        <TableHeader className="[&_tr]:border-0">
          <TableRow className="hover:bg-transparent">
            <TableHead className={cn(STICKY, 'min-w-36 normal-case')}>{t(m.student)}</TableHead>
            {book.assignments.map((assignment) => (
              <TableHead key={assignment._id} className="max-w-48 min-w-28 py-2 align-bottom tracking-normal whitespace-normal normal-case">
                {/* Whole, wrapped: a clamped title could be read only by hovering it. */}
                <span className="block font-medium break-words text-foreground" data-testid="gradebook-column-title">
                  {assignment.title}
                </span>
                <span className="block font-normal">
                  {assignment.maxPoints === null ? t(m.ungraded) : `/${assignment.maxPoints}`} · <time dateTime={assignment.dueDate}>{formatDate(assignment.dueDate)}</time>
                </span>
              </TableHead>
            ))}
            <TableHead className="normal-case">{t(m.average)}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {book.students.map((student) => (
            <TableRow key={student._id} data-testid="gradebook-row">
              <TableHead scope="row" className={cn(STICKY, 'text-sm font-medium tracking-normal text-foreground normal-case')}>
                {student.name}
              </TableHead>
              {student.cells.map((cell, index) => {
                const assignment = book.assignments[index];
                if (!assignment) return null;
                const view = cellView(cell, assignment.dueDate, now);
                return (
                  <TableCell key={assignment._id} className="tabular-nums" data-testid="gradebook-cell">
                    {view.kind === 'grade' ? (
                      <span className="inline-flex items-center gap-1.5">
                        {view.text}
                        {view.draft && (
                          <Badge variant="outline" className="font-normal italic">
                            {t(m.draft)}
                          </Badge>
                        )}
                      </span>
                    ) : view.status === 'assigned' ? (
                      <>
                        <span aria-hidden="true" className="text-muted-foreground">
                          —
                        </span>
                        <span className="sr-only">{workStatusText(t, view.status, null, null)}</span>
                      </>
                    ) : (
                      <span className={cn('text-xs', STATUS_CLASS[view.status])}>{workStatusText(t, view.status, null, null)}</span>
                    )}
                  </TableCell>
                );
              })}
              <TableCell className="font-medium tabular-nums" data-testid="student-average">
                {student.average === null ? '—' : formatPercent(student.average)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot>
          <TableRow className="bg-muted/40 hover:bg-muted/40 [&>*]:border-b-0">
            <TableHead scope="row" className={cn(STICKY, 'bg-muted text-sm font-medium tracking-normal text-foreground normal-case')}>
              {t(m.average)}
            </TableHead>
            {book.assignments.map((assignment) => (
              <TableCell key={assignment._id} className="font-medium tabular-nums" data-testid="assignment-average">
                {assignment.average === null ? '—' : assignment.maxPoints === null ? formatPoints(assignment.average) : `${formatPoints(assignment.average)}/${assignment.maxPoints}`}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </tfoot>
      </table>
    </div>
  );
}
