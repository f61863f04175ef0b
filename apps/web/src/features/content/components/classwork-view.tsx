import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PencilIcon } from 'lucide-react';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentViewSkeleton } from '@/components/page-skeletons';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { contentViewMessages as v } from '@/features/content/content-view-messages';
import { cn } from '@/lib/utils';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { ContentBreadcrumb } from '@/features/content/components/content-breadcrumb';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { CLASSWORK_KINDS } from '@/features/content/lib/classwork-kinds';
import { classPath, contentPaths } from '@/features/content/lib/content-paths';
import type { ContentKind } from '@/features/content/lib/content-return';
import { viewLoadErrorText } from '@/features/content/lib/load-errors';

const EDIT_PATH = { material: contentPaths.materialEdit, assignment: contentPaths.assignmentEdit } as const;

/** What the view's kind part is given besides its record: the route's class and the names the breadcrumb shows. */
export interface ClassworkViewPlace {
  classId: string;
  className: string;
  topicName: string;
}

/**
 * The frame of a classwork item's view: its load (skeleton, or the spec's load error), the
 * breadcrumb, the title with the kind's line under it (`meta`) and, for those who may manage
 * content, Edit; then the kind's own part (`children`).
 */
export function ClassworkView<T extends { _id: string; title: string }>({
  kind,
  item,
  wide = false,
  headingClassName,
  meta,
  children,
}: {
  kind: ContentKind;
  /** The record's query, deferred: the content renders as a transition, in slices, not one long task. */
  item: UseQueryResult<T>;
  wide?: boolean;
  /** The spacing of the title and its line. */
  headingClassName: string;
  meta: (record: T) => ReactNode;
  children: (record: T, place: ClassworkViewPlace) => ReactNode;
}) {
  const { id: classId = '', topicId = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  // Only for the breadcrumb's names; the record's own load decides the page.
  const topic = useQuery(topicQueryOptions(topicId));

  if (item.isPending) return <ContentViewSkeleton label={t(kind === 'material' ? v.loadingMaterial : v.loadingAssignment)} />;
  if (item.isError) return <ContentLoadError message={viewLoadErrorText(kind, item.error, t)} classId={classId} />;

  const record = item.data;
  const className = topic.data?.className ?? t(f.breadcrumbClass);
  const topicName = topic.data?.name ?? t(f.breadcrumbTopic);
  return (
    <article className={cn('mx-auto space-y-6', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      <ContentBreadcrumb crumbs={[{ label: className, to: classPath(classId) }, { label: topicName }, { label: record.title }]} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className={cn('min-w-0', headingClassName)}>
          <h1 className="text-2xl font-semibold tracking-tight break-words">{record.title}</h1>
          {meta(record)}
        </div>
        {user && canManageContent(user.role) && (
          <Button asChild variant="outline" size="sm">
            <Link to={EDIT_PATH[kind](classId, topicId, record._id)}>
              <PencilIcon /> {t(v.edit)}
            </Link>
          </Button>
        )}
      </header>
      {children(record, { classId, className, topicName })}
    </article>
  );
}

/** The item's rich text (sanitised for its kind), under a heading for screen readers. */
export function ClassworkBody({ kind, html }: { kind: ContentKind; html: string }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <h2 className="sr-only">{t(CLASSWORK_KINDS[kind].body.label)}</h2>
        <SafeHtml html={html} context={kind} headingLevel={3} />
      </CardContent>
    </Card>
  );
}
