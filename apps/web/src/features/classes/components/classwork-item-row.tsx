import { Link } from 'react-router';
import { AwardIcon, CalendarClockIcon, ClipboardListIcon, FileTextIcon, ListChecksIcon, MessageCircleQuestionIcon, PencilIcon } from 'lucide-react';
import type { WorkType } from '@lyceum/shared/assignments';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import { Button } from '@/components/ui/button';
import { formatDueDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { cn } from '@/lib/utils';
import { classworkMessages as m } from '@/features/classes/classwork-messages';
import { contentPaths } from '@/features/content/lib/content-paths';
import { fromClasswork } from '@/features/content/lib/content-return';
import { WorkSummaryBadge } from '@/features/coursework/components/work-summary-badge';
import { quizPaths } from '@/features/quizzes/lib/quiz-paths';
import { questionPaths } from '@/features/questions/lib/question-paths';

/** How each work type shows itself in the list, and where its Edit goes (a quiz has its builder, a question its form). */
const WORK_TYPES = {
  assignment: { Icon: ClipboardListIcon, label: m.kindAssignment, edit: contentPaths.assignmentEdit },
  quiz: { Icon: ListChecksIcon, label: m.kindQuiz, edit: quizPaths.edit },
  question: { Icon: MessageCircleQuestionIcon, label: m.kindQuestion, edit: questionPaths.edit },
} satisfies Record<WorkType, unknown>;
const MATERIAL = { Icon: FileTextIcon, label: m.kindMaterial, edit: contentPaths.materialEdit };

/** The id of an item's title link: where focus goes when the teacher comes back to it. */
export const classworkItemLinkId = (itemId: string) => `classwork-item-${itemId}`;

/**
 * One material or assignment in the Classwork tab: its title (a link to it), its kind in words, and
 * for an assignment the due date, points and the caller's side of the work ('12/30 turned in', or
 * the student's own status). The meta line wraps under the title, so a phone reads it whole.
 */
export function ClassworkItemRow({
  item,
  classId,
  canManage,
  highlighted,
  now,
}: {
  item: ClassworkItem;
  classId: string;
  canManage: boolean;
  highlighted: boolean;
  now: Date;
}) {
  const assignment = item.kind === 'assignment' ? item : null;
  const t = useT();
  const { Icon, label, edit: editPath } = assignment ? WORK_TYPES[assignment.workType] : MATERIAL;
  const view = assignment ? contentPaths.work(classId, item.topic, item._id, assignment.workType) : contentPaths.material(classId, item.topic, item._id);
  const edit = editPath(classId, item.topic, item._id);
  return (
    <li
      data-testid="classwork-item"
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-3 transition-colors duration-700 sm:flex-row sm:items-center sm:gap-4',
        highlighted && 'border-primary bg-primary/10 ring-2 ring-primary/60',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <Link
            id={classworkItemLinkId(item._id)}
            to={view}
            className="rounded-sm font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/80"
          >
            {item.title}
          </Link>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span data-testid="classwork-kind">{t(label)}</span>
            {assignment && (
              <span className="inline-flex items-center gap-1">
                <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span>
                  {withNames(t, m.due, { date: <time dateTime={assignment.dueDate}>{formatDueDate(assignment.dueDate)}</time> })}
                </span>
              </span>
            )}
            {assignment && assignment.maxPoints !== null && (
              <span className="inline-flex items-center gap-1">
                <AwardIcon className="size-3.5 shrink-0" aria-hidden="true" />
                {t(m.points, { points: assignment.maxPoints })}
              </span>
            )}
          </p>
        </div>
      </div>
      {(assignment || canManage) && (
        <div className="flex shrink-0 flex-wrap items-center gap-2 ps-11 sm:ps-0">
          {assignment && <WorkSummaryBadge work={assignment.work} dueDate={assignment.dueDate} maxPoints={assignment.maxPoints} now={now} />}
          {canManage && (
            <Button asChild variant="ghost" size="sm">
              <Link to={fromClasswork(edit)} aria-label={t(m.editNamed, { title: item.title })}>
                <PencilIcon aria-hidden="true" /> {t(m.edit)}
              </Link>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
