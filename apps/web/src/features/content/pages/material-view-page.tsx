import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CalendarIcon, PencilIcon, UserIcon } from 'lucide-react';
import { MSG } from '@lyceum/shared/messages';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentViewSkeleton } from '@/components/page-skeletons';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session/session-context';
import { materialApi } from '@/features/content/api/classwork-item-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { AttachmentsSection } from '@/features/content/components/attachments-section';
import { CommentsSection } from '@/features/content/components/comments-section';
import { ContentBreadcrumb } from '@/features/content/components/content-breadcrumb';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { classPath, contentPaths } from '@/features/content/lib/content-paths';
import { formatDate } from '@/lib/dates';
import { viewLoadErrorText } from '@/features/content/lib/load-errors';

/** Material view: breadcrumb, creator, date, the sanitised content (frames allowed), attachments, comments. */
export function MaterialViewPage() {
  const { id: classId = '', topicId = '', materialId = '' } = useParams();
  const { user } = useSession();
  // The content renders as a transition, in slices, not one long task.
  const material = useDeferredValue(useQuery(materialApi.queryOptions(materialId)));
  // Only for the breadcrumb's names; the material's own load decides the page.
  const topic = useQuery(topicQueryOptions(topicId));

  if (material.isPending) return <ContentViewSkeleton label="Loading material" />;
  if (material.isError) return <ContentLoadError message={viewLoadErrorText('material', material.error)} classId={classId} />;

  const m = material.data;
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <ContentBreadcrumb
        crumbs={[
          { label: topic.data?.className ?? 'Class', to: classPath(classId) },
          { label: topic.data?.name ?? 'Topic' },
          { label: m.title },
        ]}
      />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{m.title}</h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserIcon className="size-4" aria-hidden="true" />
              {m.createdBy?.name ?? MSG.unknownCreator}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-4" aria-hidden="true" />
              <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
            </span>
          </p>
        </div>
        {user && canManageContent(user.role) && (
          <Button asChild variant="outline" size="sm">
            <Link to={contentPaths.materialEdit(classId, topicId, m._id)}>
              <PencilIcon /> Edit
            </Link>
          </Button>
        )}
      </header>
      <Card>
        <CardContent className="px-4 sm:px-6">
          <h2 className="sr-only">Content</h2>
          <SafeHtml html={m.content} context="material" headingLevel={3} />
        </CardContent>
      </Card>
      <AttachmentsSection attachments={m.attachments} reload={material.refetch} />
      <CommentsSection targetType="material" targetId={m._id} />
    </article>
  );
}
