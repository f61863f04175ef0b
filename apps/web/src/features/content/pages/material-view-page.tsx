import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CalendarIcon, UserIcon } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';
import { materialApi } from '@/features/content/api/classwork-item-api';
import { AttachmentsSection } from '@/features/content/components/attachments-section';
import { ClassworkBody, ClassworkView } from '@/features/content/components/classwork-view';
import { CommentsSection } from '@/features/content/components/comments-section';

/** Material view: breadcrumb, creator, date, the sanitised content (frames allowed), attachments, comments. */
export function MaterialViewPage() {
  const { materialId = '' } = useParams();
  const t = useT();
  // The content renders as a transition, in slices, not one long task.
  const material = useDeferredValue(useQuery(materialApi.queryOptions(materialId)));

  return (
    <ClassworkView
      kind="material"
      item={material}
      headingClassName="space-y-2"
      meta={(m) => (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserIcon className="size-4" aria-hidden="true" />
            {m.createdBy?.name ?? t(v.unknownCreator)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4" aria-hidden="true" />
            <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
          </span>
        </p>
      )}
    >
      {(m) => (
        <>
          <ClassworkBody kind="material" html={m.content} />
          <AttachmentsSection attachments={m.attachments} reload={material.refetch} />
          <CommentsSection targetType="material" targetId={m._id} />
        </>
      )}
    </ClassworkView>
  );
}
