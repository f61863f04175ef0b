import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentFormSkeleton } from '@/components/page-skeletons';
import { useSession } from '@/lib/session/session-context';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { ClassworkFormPage } from '@/features/content/components/classwork-form-page';
import { AssignmentForm } from '@/features/content/components/assignment-form';
import { quizApi } from '@/features/quizzes/api/quizzes-api';
import { quizPaths } from '@/features/quizzes/lib/quiz-paths';
import { questionPaths } from '@/features/questions/lib/question-paths';

/**
 * One page for create (no assignmentId in the route) and edit. A quiz is an assignment whose
 * fields are edited in the quiz builder: its Edit, wherever it is linked from, goes there (the
 * quiz's own read answers 404 for any other assignment). A question post's goes to its form.
 */
export function AssignmentFormPage() {
  const { id: classId = '', topicId = '', assignmentId } = useParams();
  const { user } = useSession();
  const { search } = useLocation();
  const editing = assignmentId !== undefined && user !== null && canManageContent(user.role);
  const quiz = useQuery({ ...quizApi.queryOptions(assignmentId ?? ''), enabled: editing, retry: false });
  // Read alongside the probe, not after it: the form's own queries then find them in the cache.
  const assignment = useQuery({ ...assignmentApi.queryOptions(assignmentId ?? ''), enabled: editing });
  useQuery({ ...topicQueryOptions(topicId), enabled: editing });
  if (editing && (quiz.isPending || assignment.isPending)) return <ContentFormSkeleton withDueDate={true} />;
  if (editing && assignment.data?.workType === 'question') return <Navigate replace to={`${questionPaths.edit(classId, topicId, assignmentId)}${search}`} />;
  if (editing && quiz.data) return <Navigate replace to={`${quizPaths.edit(classId, topicId, assignmentId)}${window.location.search}`} />;
  return (
    <ClassworkFormPage
      kind="assignment"
      recordQuery={assignmentApi.queryOptions}
      withDueDate={true}
      // Keyed by record so a different assignment starts from its own values.
      form={({ record, ...ids }) => <AssignmentForm key={record?._id ?? 'new'} {...ids} assignment={record} />}
    />
  );
}
