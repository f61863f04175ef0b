import { Link } from 'react-router';
import { CalendarIcon, ClipboardListIcon, PlusIcon, UserIcon } from 'lucide-react';
import type { Dashboard } from '@lyceum/shared/dashboard';
import { SafeHtml } from '@/components/safe-html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { contentPaths } from '@/features/content/lib/content-paths';
import { WorkSummaryBadge } from '@/features/coursework/components/work-summary-badge';
import { useNow } from '@/features/lists/hooks/use-now';
import { formatDueDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { dashboardMessages as m } from '@/features/dashboard/dashboard-messages';
import { PanelEmptyState } from '@/features/dashboard/components/panel-empty-state';
import { CREATE_ASSIGNMENT_TARGET } from '@/features/dashboard/lib/dashboard-links';

/**
 * A few lines of the description: its own headings and images shrink to preview size (with `!`,
 * as rich-text.css is unlayered and would win), and its links sit above the item's stretched link.
 */
const DESCRIPTION_PREVIEW =
  'line-clamp-3 max-h-24 overflow-hidden text-sm text-muted-foreground [&_:is(h1,h2,h3)]:text-sm! [&_a]:relative [&_a]:z-10 [&_img]:max-h-16!';

/**
 * Spec section 2, 'Assignments Hub': the 3 newest assignments by creation time. The title is the
 * link and stretches over the whole item, so a link inside the description stays its own link
 * (an <a> may not contain another). Beside the due date: the student's own status ('Returned
 * 8/10'), or for teachers and admins how many have turned in ('12/30 turned in').
 */
export function AssignmentsHubPanel({ assignments, canCreate }: { assignments: Dashboard['assignments']; canCreate: boolean }) {
  const now = useNow();
  const t = useT();
  return (
    <Card className="gap-4" data-testid="assignments-hub">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          {t(m.hubTitle)}
        </CardTitle>
        <CardDescription>{t(m.hubText)}</CardDescription>
        <CardAction>
          <Badge variant="warning">{t(m.hubPending)}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        {assignments.length === 0 ? (
          <PanelEmptyState
            icon={ClipboardListIcon}
            title={t(m.hubEmpty)}
            text={t(m.hubEmptyText)}
            action={
              canCreate && (
                <Button asChild size="sm">
                  <Link to={CREATE_ASSIGNMENT_TARGET}>
                    <PlusIcon aria-hidden="true" />
                    {t(m.createAssignment)}
                  </Link>
                </Button>
              )
            }
          />
        ) : (
          <ul className="space-y-3">
            {assignments.map((assignment) => (
              <li
                key={assignment._id}
                data-testid="dashboard-assignment"
                className="relative space-y-2 rounded-lg border p-3 transition-colors focus-within:ring-[3px] focus-within:ring-ring/80 hover:border-primary/50 hover:bg-accent/40"
              >
                <div className="space-y-1.5">
                  <h3 className="font-medium break-words">
                    <Link
                      to={contentPaths.work(assignment.class, assignment.topic, assignment._id, assignment.workType)}
                      className="outline-none after:absolute after:inset-0 after:rounded-lg"
                    >
                      {assignment.title}
                    </Link>
                  </h3>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge variant="secondary" data-testid="assignment-due">
                      <CalendarIcon aria-hidden="true" />
                      {withNames(t, m.due, { date: <time dateTime={assignment.dueDate}>{formatDueDate(assignment.dueDate)}</time> })}
                    </Badge>
                    <WorkSummaryBadge work={assignment.work} dueDate={assignment.dueDate} maxPoints={assignment.maxPoints} now={now} />
                  </div>
                </div>
                <SafeHtml
                  html={assignment.description}
                  context="assignment"
                  headingLevel="none"
                  className={DESCRIPTION_PREVIEW}
                />
                <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <UserIcon className="size-3.5" aria-hidden="true" />
                  <span data-testid="assignment-creator">{assignment.createdBy?.name ?? t(m.unknownCreator)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
