import type { RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import type { Assignment } from '@lyceum/shared/assignments';
import type { StudentWorkRow } from '@lyceum/shared/submissions';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { submissionQueryOptions } from '@/features/coursework/api/submissions-api';
import { GradeForm, type FlushDraft } from '@/features/coursework/components/grade-form';
import { PrivateComments } from '@/features/coursework/components/private-comments';
import { SubmittedWork } from '@/features/coursework/components/submitted-work';
import { TeacherGrade, WorkRowStatus } from '@/features/coursework/components/work-row-details';
import { NEXT_KEYS, PREVIOUS_KEYS } from '@/features/coursework/hooks/use-grading-shortcuts';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * One student's work beside the list: the answer and files as turned in, the grade and feedback
 * form, and the private comments. Its heading takes focus when the teacher moves to a student,
 * so a screen reader announces whose work is shown.
 */
export function GradingPanel({
  assignment,
  row,
  now,
  headingRef,
  flushRef,
  onPrevious,
  onNext,
}: {
  assignment: Assignment;
  row: StudentWorkRow;
  now: Date;
  headingRef: RefObject<HTMLHeadingElement | null>;
  flushRef: RefObject<FlushDraft | null>;
  /** null at the start or end of the list. */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const t = useT();
  const studentId = row.student._id;
  const work = useQuery(submissionQueryOptions(assignment._id, studentId));
  const headingId = `grading-${studentId}`;
  return (
    // In the page's own scroll, not a box scrolling inside it: that hid Post private comment below its fold.
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid="grading-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="rounded-sm text-lg font-semibold break-words outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
            {t(m.workOf, { name: row.student.name })}
          </h3>
          {/* Announced when it changes (returned, or turned in meanwhile). */}
          <div role="status" aria-live="polite" aria-atomic="true" className="flex flex-wrap items-center gap-2">
            <WorkRowStatus row={row} dueDate={assignment.dueDate} maxPoints={assignment.maxPoints} now={now} />
            <TeacherGrade row={row} maxPoints={assignment.maxPoints} />
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t(m.previousStudent)}
            title={t(m.withShortcut, { action: t(m.previousStudent), keys: t(m.previousShortcut) })}
            aria-keyshortcuts={PREVIOUS_KEYS}
            disabled={!onPrevious}
            onClick={() => onPrevious?.()}
          >
            <ChevronUpIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t(m.nextStudent)}
            title={t(m.withShortcut, { action: t(m.nextStudent), keys: t(m.nextShortcut) })}
            aria-keyshortcuts={NEXT_KEYS}
            disabled={!onNext}
            onClick={() => onNext?.()}
          >
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {work.isPending ? (
        <Skeleton className="h-32 w-full" aria-label={t(m.loadingStudentsWork)} />
      ) : work.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(work.error, t(m.studentWorkLoadFailed))}</AlertDescription>
        </Alert>
      ) : (
        <>
          {work.data.state === 'assigned' && <p className="text-sm text-muted-foreground">{t(m.notTurnedInYet)}</p>}
          {(work.data.answer || work.data.attachments.length > 0) && (
            <SubmittedWork submission={work.data} reload={work.refetch} headingLevel={4} />
          )}
          <Separator />
          {/* Keyed by student: each starts from their own saved grade and feedback. */}
          <GradeForm key={studentId} submission={work.data} maxPoints={assignment.maxPoints} flushRef={flushRef} />
        </>
      )}
      <Separator />
      <PrivateComments assignmentId={assignment._id} studentId={studentId} audience="teacher" headingLevel="h4" />
    </section>
  );
}
