import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentFormSkeleton } from '@/components/page-skeletons';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { ContentFormShell } from '@/features/content/components/content-form-shell';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { formLoadState } from '@/features/content/lib/form-load';
import { quizApi } from '@/features/quizzes/api/quizzes-api';
import { QuizForm } from '@/features/quizzes/components/quiz-form';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';

/**
 * The quiz builder's create (no quizId in the route) and edit page: the topic's and the quiz's
 * loads as every classwork form has them, then the builder. Its own route, so its code downloads
 * only when a teacher opens it.
 */
export function QuizFormPage() {
  const { id: classId = '', topicId = '', quizId } = useParams();
  const { user } = useSession();
  const t = useT();
  const allowed = user !== null && canManageContent(user.role);
  const editing = quizId !== undefined;
  const topic = useQuery({ ...topicQueryOptions(topicId), enabled: allowed });
  const quiz = useQuery({ ...quizApi.queryOptions(quizId ?? ''), enabled: allowed && editing });
  const load = formLoadState({ allowed, classId, topic, record: editing ? quiz : null, recordNotFound: t(m.notFound), t });
  if (load.state === 'error') return <ContentLoadError message={load.message} classId={classId} />;
  if (load.state === 'loading') return <ContentFormSkeleton withDueDate={true} />;
  // The read answers null for an assignment that is no quiz: nothing to edit here.
  if (editing && quiz.data === null) return <ContentLoadError message={t(m.notFound)} classId={classId} />;
  return (
    <ContentFormShell classId={classId} topic={topic.data} title={t(editing ? m.editHeading : m.createHeading)} description={t(editing ? m.introEdit : m.introCreate)}>
      {/* Keyed by quiz so another quiz starts from its own values. */}
      <QuizForm key={quiz.data?.assignment._id ?? 'new'} classId={classId} topicId={topicId} quiz={editing ? (quiz.data ?? undefined) : undefined} />
    </ContentFormShell>
  );
}
