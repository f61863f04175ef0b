import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MSG } from '@lyceum/shared/messages';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentFormSkeleton } from '@/components/page-skeletons';
import { useSession } from '@/lib/session/session-context';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { AssignmentForm } from '@/features/content/components/assignment-form';
import { ContentFormShell } from '@/features/content/components/content-form-shell';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { formLoadState } from '@/features/content/lib/form-load';

/** One page for create (no assignmentId in the route) and edit. */
export function AssignmentFormPage() {
  const { id: classId = '', topicId = '', assignmentId } = useParams();
  const { user } = useSession();
  const allowed = user !== null && canManageContent(user.role);
  const editing = assignmentId !== undefined;
  const topic = useQuery({ ...topicQueryOptions(topicId), enabled: allowed });
  const assignment = useQuery({ ...assignmentApi.queryOptions(assignmentId ?? ''), enabled: allowed && editing });

  const load = formLoadState({
    allowed,
    classId,
    topic,
    record: editing ? assignment : null,
    recordNotFound: MSG.assignmentNotFound,
  });
  if (load.state === 'error') return <ContentLoadError message={load.message} classId={classId} />;
  if (load.state === 'loading') return <ContentFormSkeleton withDueDate={true} />;

  return (
    <ContentFormShell
      classId={classId}
      topic={topic.data}
      title={editing ? 'Edit Assignment' : 'Create Assignment'}
      description={editing ? 'Update the assignment and its due date.' : 'Set a task for this topic, with a due date.'}
    >
      {/* Keyed by record so a different assignment starts from its own values. */}
      <AssignmentForm
        key={assignment.data?._id ?? 'new'}
        classId={classId}
        topicId={topicId}
        assignment={editing ? assignment.data : undefined}
      />
    </ContentFormShell>
  );
}
