import { useDeferredValue, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CheckCheckIcon } from 'lucide-react';
import type { Assignment } from '@lyceum/shared/assignments';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNow } from '@/features/lists/hooks/use-now';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';
import { returnAllGraded, studentWorkQueryOptions } from '@/features/coursework/api/submissions-api';
import type { FlushDraft } from '@/features/coursework/components/grade-form';
import { GradingPanel } from '@/features/coursework/components/grading-panel';
import { StudentWorkList } from '@/features/coursework/components/student-work-list';
import { WorkFilterBar } from '@/features/coursework/components/work-filter-bar';
import { useGradingShortcuts } from '@/features/coursework/hooks/use-grading-shortcuts';
import { matchesWorkFilter, parseWorkFilter, type WorkFilter } from '@/features/coursework/lib/student-work-filter';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** Search params of the tab: the open student and the filter, so a reload keeps both. */
export const STUDENT_PARAM = 'student';
const FILTER_PARAM = 'filter';

/**
 * The teacher's "Student work" tab of an assignment: the counts, Return all graded, the filter,
 * every student of the class with where their work stands, and the selected student's work in
 * the grading panel beside the list (under it on phones). J/K or Alt+Down/Up move between students.
 */
export default function StudentWorkTab({ assignment }: { assignment: Assignment }) {
  const t = useT();
  const queryClient = useQueryClient();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  // The class's work arrives at once: rendered as a transition, in slices, not one long task.
  const work = useDeferredValue(useQuery(studentWorkQueryOptions(assignment._id)));
  const filter = parseWorkFilter(params.get(FILTER_PARAM));
  const selectedId = params.get(STUDENT_PARAM);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const flushDraft = useRef<FlushDraft | null>(null);
  // Set when the teacher moves to a student: once the panel shows them, its heading takes focus.
  const focusPanel = useRef(false);
  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelHeading.current?.focus();
  }, [selectedId]);

  const rows = (work.data?.students ?? []).filter((row) => matchesWorkFilter(row, filter, assignment.dueDate, now));
  const index = rows.findIndex((row) => row.student._id === selectedId);
  // The open student may be outside the filter: they stay open, from the full list.
  const selected = work.data?.students.find((row) => row.student._id === selectedId) ?? null;

  const select = (studentId: string) => {
    if (studentId === selectedId) {
      panelHeading.current?.focus();
      return;
    }
    flushDraft.current?.();
    setParams(
      (current) => {
        current.set(STUDENT_PARAM, studentId);
        return current;
      },
      { replace: true },
    );
    focusPanel.current = true;
  };
  const setFilter = (next: WorkFilter) =>
    setParams(
      (current) => {
        if (next === 'all') current.delete(FILTER_PARAM);
        else current.set(FILTER_PARAM, next);
        return current;
      },
      { replace: true },
    );

  const previousRow = index > 0 ? rows[index - 1] : index === -1 ? rows.at(-1) : undefined;
  const nextRow = index === -1 ? rows[0] : rows[index + 1];
  const goPrevious = previousRow ? () => select(previousRow.student._id) : null;
  const goNext = nextRow ? () => select(nextRow.student._id) : null;
  useGradingShortcuts({ next: () => goNext?.(), previous: () => goPrevious?.() });

  const returnAll = useMutation({
    mutationFn: () => returnAllGraded(assignment._id),
    onSuccess: async (result) => {
      toast.success(t(m.returnedCount, { count: result.returned }));
      // The list and every open submission of this assignment.
      await queryClient.invalidateQueries({ queryKey: courseworkKeys.studentWork(assignment._id) });
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },
    onError: (error) => toast.error(errorMessage(error, t(m.returnAllFailed))),
  });

  if (work.isPending) return <Skeleton className="h-64 w-full" aria-label={t(m.loadingStudentWork)} />;
  if (work.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(work.error, t(m.studentWorkLoadFailed))}</AlertDescription>
      </Alert>
    );
  }

  const { counts, students } = work.data;
  return (
    <section aria-labelledby="student-work-heading" className="space-y-4">
      <h2 id="student-work-heading" className="sr-only">
        {t(m.studentWorkTab)}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="work-counts">
          {t(m.counts, counts)}
        </p>
        <Button variant="outline" size="sm" disabled={returnAll.isPending || counts.graded === 0} onClick={() => returnAll.mutate()}>
          {returnAll.isPending ? <Spinner label={t(m.returning)} /> : <CheckCheckIcon aria-hidden="true" />}
          {t(m.returnAllGraded)}
        </Button>
      </div>
      <WorkFilterBar value={filter} onChange={setFilter} />
      {/* Phones seldom have keys; the buttons' tooltips and aria-keyshortcuts say it too. */}
      <p className="hidden text-xs text-muted-foreground sm:block">{t(m.shortcutsHint)}</p>
      {students.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t(m.noStudents)}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] lg:items-start">
          {rows.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t(m.noStudentsMatch)}</p>
          ) : (
            <StudentWorkList
              rows={rows}
              selectedId={selectedId}
              dueDate={assignment.dueDate}
              maxPoints={assignment.maxPoints}
              now={now}
              onSelect={select}
            />
          )}
          {selected ? (
            <GradingPanel
              key={selected.student._id}
              assignment={assignment}
              row={selected}
              now={now}
              headingRef={panelHeading}
              flushRef={flushDraft}
              onPrevious={goPrevious}
              onNext={goNext}
            />
          ) : (
            <p className="hidden rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground lg:block">
              {t(m.selectStudent)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
