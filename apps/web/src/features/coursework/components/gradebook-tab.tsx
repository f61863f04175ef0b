import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNow } from '@/features/lists/hooks/use-now';
import { downloadGradebookCsv, gradebookQueryOptions } from '@/features/coursework/api/gradebook-api';
import { GradebookTable } from '@/features/coursework/components/gradebook-table';
import { MyGrades } from '@/features/coursework/components/my-grades';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * The class's Grades tab: for teachers and admins the gradebook with Export CSV; for a student
 * "My grades", their own row. One request either way.
 */
export default function GradebookTab({ classId, className, view }: { classId: string; className: string; view: 'teacher' | 'student' }) {
  const t = useT();
  const now = useNow();
  // The whole gradebook arrives at once: rendered as a transition, in slices, not one long task.
  const book = useDeferredValue(useQuery(gradebookQueryOptions(classId)));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadGradebookCsv(classId, className);
    } catch (error) {
      toast.error(errorMessage(error, t(m.exportFailed)));
    } finally {
      setExporting(false);
    }
  };

  if (book.isPending) return <Skeleton className="h-48 w-full rounded-xl" aria-label={t(m.loadingGrades)} />;
  if (book.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(book.error, t(m.gradebookLoadFailed))}</AlertDescription>
      </Alert>
    );
  }
  const empty = book.data.assignments.length === 0;
  return (
    <section aria-labelledby="grades-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="grades-heading" className="text-base font-semibold">
          {view === 'teacher' ? t(m.gradesTab) : t(m.myGradesTab)}
        </h2>
        {view === 'teacher' && (
          <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? <Spinner label={t(m.exporting)} /> : <DownloadIcon aria-hidden="true" />}
            {t(m.exportCsv)}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t(m.gradebookEmpty)}</p>
      ) : view === 'teacher' && book.data.students.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t(m.noStudents)}</p>
      ) : view === 'teacher' ? (
        <GradebookTable book={book.data} now={now} />
      ) : (
        <MyGrades book={book.data} now={now} />
      )}
    </section>
  );
}
