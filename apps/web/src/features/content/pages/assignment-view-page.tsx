import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AwardIcon, PencilIcon } from 'lucide-react';
import { COURSEWORK_SCREEN_MSG as WORK_TEXT } from '@lyceum/shared/coursework-screens';
import { MSG } from '@lyceum/shared/messages';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentViewSkeleton } from '@/components/page-skeletons';
import { SafeHtml } from '@/components/safe-html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/session-context';
import { cn } from '@/lib/utils';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { AttachmentsSection } from '@/features/content/components/attachments-section';
import { CommentsSection } from '@/features/content/components/comments-section';
import { ContentBreadcrumb } from '@/features/content/components/content-breadcrumb';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { DueDateBadge } from '@/features/content/components/due-date-badge';
import { classPath, contentPaths } from '@/features/content/lib/content-paths';
import { differentMoments, formatDateTime } from '@/lib/dates';
import { viewLoadErrorText } from '@/features/content/lib/load-errors';

// The parts of each role arrive with that role: students never download the tabs and grading screens.
const YourWorkCard = lazy(() => import('@/features/coursework/components/your-work-card'));
const AssignmentStaffTabs = lazy(() => import('@/features/content/components/assignment-staff-tabs'));

/**
 * Assignment view: class, topic, creator, due badge, points, description, dates, attachments,
 * comments. A student also gets "Your work"; teachers and admins get the Instructions and
 * Student work tabs.
 */
export function AssignmentViewPage() {
  const { id: classId = '', topicId = '', assignmentId = '' } = useParams();
  const { user } = useSession();
  // The content renders as a transition, in slices, not one long task.
  const assignment = useDeferredValue(useQuery(assignmentApi.queryOptions(assignmentId)));
  const topic = useQuery(topicQueryOptions(topicId));

  if (assignment.isPending) return <ContentViewSkeleton label="Loading assignment" />;
  if (assignment.isError) {
    return <ContentLoadError message={viewLoadErrorText('assignment', assignment.error)} classId={classId} />;
  }

  const a = assignment.data;
  const className = topic.data?.className ?? 'Class';
  const topicName = topic.data?.name ?? 'Topic';
  const canGrade = user !== null && canManageContent(user.role);
  const instructions = (
    <>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2">
        <Detail term="Class" value={className} />
        <Detail term="Topic" value={topicName} />
        <Detail term="Created by" value={a.createdBy?.name ?? MSG.unknownCreator} />
        <Detail term="Created" value={<time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>} />
        {differentMoments(a.updatedAt, a.createdAt) && (
          <Detail term="Last updated" value={<time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt)}</time>} />
        )}
      </dl>
      <Card>
        <CardContent className="px-4 sm:px-6">
          <h2 className="sr-only">Description</h2>
          <SafeHtml html={a.description} context="assignment" headingLevel={3} />
        </CardContent>
      </Card>
      <AttachmentsSection attachments={a.attachments} reload={assignment.refetch} />
    </>
  );

  return (
    <article className={cn('mx-auto space-y-6', canGrade ? 'max-w-6xl' : 'max-w-4xl')}>
      <ContentBreadcrumb crumbs={[{ label: className, to: classPath(classId) }, { label: topicName }, { label: a.title }]} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{a.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <DueDateBadge dueDate={a.dueDate} />
            <Badge variant="outline" className="text-sm" data-testid="assignment-points">
              <AwardIcon aria-hidden="true" />
              {a.maxPoints === null ? WORK_TEXT.ungraded : WORK_TEXT.points(a.maxPoints)}
            </Badge>
          </div>
        </div>
        {canGrade && (
          <Button asChild variant="outline" size="sm">
            <Link to={contentPaths.assignmentEdit(classId, topicId, a._id)}>
              <PencilIcon /> Edit
            </Link>
          </Button>
        )}
      </header>
      {canGrade ? (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" aria-label="Loading assignment" />}>
          <AssignmentStaffTabs
            assignment={a}
            instructions={
              <>
                {instructions}
                <CommentsSection targetType="assignment" targetId={a._id} />
              </>
            }
          />
        </Suspense>
      ) : (
        <>
          {instructions}
          {user?.role === 'student' ? (
            // The comments come with the card, not before it: shown under its placeholder, they were
            // pushed down when the card (taller than any placeholder) arrived, a layout shift.
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" aria-label="Loading your work" />}>
              <YourWorkCard assignment={a} classId={classId} studentId={user._id} />
              <CommentsSection targetType="assignment" targetId={a._id} />
            </Suspense>
          ) : (
            <CommentsSection targetType="assignment" targetId={a._id} />
          )}
        </>
      )}
    </article>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
