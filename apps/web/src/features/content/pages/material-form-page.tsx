import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MSG } from '@lyceum/shared/messages';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentFormSkeleton } from '@/components/page-skeletons';
import { useSession } from '@/lib/session/session-context';
import { materialApi } from '@/features/content/api/classwork-item-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { ContentFormShell } from '@/features/content/components/content-form-shell';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { MaterialForm } from '@/features/content/components/material-form';
import { formLoadState } from '@/features/content/lib/form-load';

/** One page for create (no materialId in the route) and edit. */
export function MaterialFormPage() {
  const { id: classId = '', topicId = '', materialId } = useParams();
  const { user } = useSession();
  const allowed = user !== null && canManageContent(user.role);
  const editing = materialId !== undefined;
  const topic = useQuery({ ...topicQueryOptions(topicId), enabled: allowed });
  const material = useQuery({ ...materialApi.queryOptions(materialId ?? ''), enabled: allowed && editing });

  const load = formLoadState({
    allowed,
    classId,
    topic,
    record: editing ? material : null,
    recordNotFound: MSG.materialNotFound,
  });
  if (load.state === 'error') return <ContentLoadError message={load.message} classId={classId} />;
  if (load.state === 'loading') return <ContentFormSkeleton withDueDate={false} />;

  return (
    <ContentFormShell
      classId={classId}
      topic={topic.data}
      title={editing ? 'Edit Material' : 'Create Material'}
      description={editing ? 'Update the title and content of this material.' : 'Write a new lesson for this topic.'}
    >
      {/* Keyed by record so a different material starts from its own values. */}
      <MaterialForm key={material.data?._id ?? 'new'} classId={classId} topicId={topicId} material={editing ? material.data : undefined} />
    </ContentFormShell>
  );
}
