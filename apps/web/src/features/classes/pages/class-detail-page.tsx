import { lazy, Suspense, useDeferredValue } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ArchiveIcon } from 'lucide-react';
import { canCopyClass, canEditClass, canManageContent, canSeeMemberDetails, canSeeStudentStats } from '@lyceum/shared/permissions';
import type { Topic } from '@lyceum/shared/topics';
import { ClassDetailSkeleton } from '@/components/page-skeletons';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-context';
import { useTextDirection } from '@/lib/i18n/use-text-direction';
import { useSession } from '@/lib/session/session-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { ClassTopicsTab } from '@/features/content/components/class-topics-tab';
import { classesKeys } from '@/features/classes/api/classes-api';
import { CLASS_LOAD_TOAST_ID, useClassQuery, useClassTopicsQuery } from '@/features/classes/api/classes-queries';
import { ClassArchiveActions } from '@/features/classes/components/class-archive-actions';
import { CopyClassAction } from '@/features/classes/components/copy-class-action';
import { ClassHeader } from '@/features/classes/components/class-header';
import { ClassLoadError } from '@/features/classes/components/class-load-error';
import { ClassInfoTab } from '@/features/classes/components/class-info-tab';
import { ClassworkTab } from '@/features/classes/components/classwork-tab';
import { ClassStats } from '@/features/classes/components/class-stats';
import { classDetailErrorText } from '@/features/classes/lib/class-errors';
import { useErrorToast } from '@/features/classes/lib/load-error-toast';

/** The tabs, by their `?tab=` value: a reload or a shared link keeps the tab (Class Information when absent). */
const TABS = ['info', 'topics', 'classwork', 'grades'] as const;
type ClassTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ClassTab => TABS.some((tab) => tab === value);

// Downloaded when the Grades tab is first opened.
const GradebookTab = lazy(() => import('@/features/coursework/components/gradebook-tab'));

/**
 * Spec section 2, Class detail: header, stat cards, and the Class Information and Topics tabs;
 * Classwork (every topic with its items inline, the way back from the content forms); and Grades
 * (the gradebook) for teachers and admins, or My grades for a student.
 */
export function ClassDetailPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const t = useT();
  const dir = useTextDirection();
  const queryClient = useQueryClient();
  // The page renders as a transition when the class and its topics arrive, in slices, rather than
  // in one long task (a store update alone always renders at once).
  const classQuery = useDeferredValue(useClassQuery(id));
  const topicsQuery = useDeferredValue(useClassTopicsQuery(id));
  const errorText = classQuery.error ? classDetailErrorText(classQuery.error, t) : null;
  useErrorToast(errorText, CLASS_LOAD_TOAST_ID);

  if (!user || !id) return null;
  if (errorText) return <ClassLoadError text={errorText} />;
  const cls = classQuery.data;
  if (classQuery.isLoading || topicsQuery.isLoading || !cls) return <ClassDetailSkeleton stats={canSeeStudentStats(user.role) ? 4 : 2} />;

  const topics = topicsQuery.data ?? [];
  // An archived class is read-only for everyone (the server refuses every write with 409): no write controls.
  const archived = cls.archivedAt !== null;
  // Tabs and deletes update the list locally (spec section 4); the cache is the page's state.
  const onTopicsChange = (next: Topic[]) => queryClient.setQueryData(classesKeys.topics(id), next);
  const gradesView = canManageContent(user.role) ? 'teacher' : 'student';
  const asked = params.get('tab');
  const tab: ClassTab = isTab(asked) ? asked : 'info';
  const showTab = (next: string) =>
    setParams(
      (current) => {
        if (next === 'info') current.delete('tab');
        else current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  return (
    <div className="space-y-6">
      <ClassHeader
        cls={cls}
        canEdit={canEditClass(user.role) && !archived}
        more={
          <>
            {/* An archived class may be copied too (next year's class from last year's). */}
            {canCopyClass(user.role) && <CopyClassAction cls={cls} />}
            <ClassArchiveActions cls={cls} role={user.role} archived={archived} />
          </>
        }
      />
      {archived && (
        <Alert>
          <ArchiveIcon />
          <AlertTitle>{t(m.readOnly)}</AlertTitle>
        </Alert>
      )}
      <ClassStats cls={cls} topics={topics} showMembers={canSeeStudentStats(user.role)} />
      {/* Radix sets the tabs' own dir (ltr unless told): Arabic's tabs and panels run right to left too. */}
      <Tabs value={tab} onValueChange={showTab} dir={dir}>
        {/* Four tabs do not fit a phone's width in one row: two rows of two there. */}
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-9 sm:w-fit sm:gap-0">
          <TabsTrigger value="info">{t(m.tabInfo)}</TabsTrigger>
          <TabsTrigger value="topics">{t(m.tabTopics, { count: topics.length })}</TabsTrigger>
          <TabsTrigger value="classwork">{t(m.tabClasswork)}</TabsTrigger>
          <TabsTrigger value="grades">{t(gradesView === 'teacher' ? m.tabGrades : m.tabMyGrades)}</TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <ClassInfoTab cls={cls} showMemberDetails={canSeeMemberDetails(user.role)} />
        </TabsContent>
        <TabsContent value="topics">
          <ClassTopicsTab
            classId={cls._id}
            className={cls.name}
            canManage={canManageContent(user.role) && !archived}
            topics={topics}
            onTopicsChange={onTopicsChange}
          />
        </TabsContent>
        <TabsContent value="classwork">
          <ClassworkTab classId={cls._id} topics={topics} canManage={canManageContent(user.role) && !archived} />
        </TabsContent>
        <TabsContent value="grades">
          <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" aria-label={t(m.loadingGrades)} />}>
            <GradebookTab classId={cls._id} className={cls.name} view={gradesView} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
