import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PencilIcon } from 'lucide-react';
import { MSG } from '@lyceum/shared/messages';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentViewSkeleton } from '@/components/page-skeletons';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session/session-context';
import { assignmentQueryOptions } from '@/features/content/api/assignments-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { AttachmentsSection } from '@/features/content/components/attachments-section';
import { CommentsSection } from '@/features/content/components/comments-section';
import { ContentBreadcrumb } from '@/features/content/components/content-breadcrumb';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { DueDateBadge } from '@/features/content/components/due-date-badge';
import { classPath, contentPaths } from '@/features/content/lib/content-paths';
import { differentMoments, formatDateTime } from '@/lib/dates';
import { viewLoadErrorText } from '@/features/content/lib/load-errors';

/** Assignment view: class, topic, creator, due badge, description, dates, attachments, comments. */
export function AssignmentViewPage() {
  const { id: classId = '', topicId = '', assignmentId = '' } = useParams();
  const { user } = useSession();
  const assignment = useQuery(assignmentQueryOptions(assignmentId));
  const topic = useQuery(topicQueryOptions(topicId));

  if (assignment.isPending) return <ContentViewSkeleton label="Loading assignment" />;
  if (assignment.isError) {
    return <ContentLoadError message={viewLoadErrorText('assignment', assignment.error)} classId={classId} />;
  }

  const a = assignment.data;
  const className = topic.data?.className ?? 'Class';
  const topicName = topic.data?.name ?? 'Topic';
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <ContentBreadcrumb crumbs={[{ label: className, to: classPath(classId) }, { label: topicName }, { label: a.title }]} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{a.title}</h1>
          <DueDateBadge dueDate={a.dueDate} />
        </div>
        {user && canManageContent(user.role) && (
          <Button asChild variant="outline" size="sm">
            <Link to={contentPaths.assignmentEdit(classId, topicId, a._id)}>
              <PencilIcon /> Edit
            </Link>
          </Button>
        )}
      </header>
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
      <CommentsSection targetType="assignment" targetId={a._id} />
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
