import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Assignment } from '@lyceum/shared/assignments';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { richTextRenderer } from '@/lib/rich-text-renderer';
import { useT } from '@/lib/i18n/i18n-context';
import { useTextDirection } from '@/lib/i18n/use-text-direction';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

const StudentWorkTab = lazy(() => import('@/features/coursework/components/student-work-tab'));

type Tab = 'instructions' | 'work' | 'results';

/** The tab in the URL (`?view=work`); a link to a student's work (`?student=`) opens Student work. */
function tabOf(params: URLSearchParams, hasResults: boolean): Tab {
  const view = params.get('view');
  if (view === 'work' || view === 'instructions' || (view === 'results' && hasResults)) return view;
  return params.has('student') ? 'work' : 'instructions';
}

/**
 * A teacher's or admin's assignment: the Instructions tab (`instructions`, the page's own content)
 * and the Student work tab. A module of its own, downloaded with the page for those roles only
 * (app/route-table.ts): a student's assignment page, opened on a phone, does not wait for the
 * tabs' code.
 */
export default function AssignmentStaffTabs({
  assignment,
  instructions,
  results,
}: {
  assignment: Assignment;
  instructions: ReactNode;
  /** A quiz's third tab (features/quizzes): its label and content. */
  results?: { label: string; content: ReactNode };
}) {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const dir = useTextDirection();
  // Opened on Student work, the page did not wait for the rich-text sanitiser (app/route-table.ts):
  // fetched once the page has settled, the Instructions tab then shows its description formatted at once.
  richTextRenderer.useModule();
  const setTab = (tab: string) =>
    setParams(
      (current) => {
        current.set('view', tab);
        return current;
      },
      { replace: true },
    );
  return (
    <Tabs value={tabOf(params, results !== undefined)} onValueChange={setTab} dir={dir}>
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="instructions">{t(v.instructionsTab)}</TabsTrigger>
        <TabsTrigger value="work">{t(v.studentWorkTab)}</TabsTrigger>
        {results && <TabsTrigger value="results">{results.label}</TabsTrigger>}
      </TabsList>
      <TabsContent value="instructions" className="space-y-6">
        {instructions}
      </TabsContent>
      <TabsContent value="work">
        <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={t(v.loadingStudentWork)} />}>
          <StudentWorkTab assignment={assignment} />
        </Suspense>
      </TabsContent>
      {results && <TabsContent value="results">{results.content}</TabsContent>}
    </Tabs>
  );
}
