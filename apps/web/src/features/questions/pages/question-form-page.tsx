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
import { questionQueryOptions } from '@/features/questions/api/questions-api';
import { QuestionForm } from '@/features/questions/components/question-form';
import { questionFormMessages as m } from '@/features/questions/question-form-messages';

/**
 * The question post's create (no questionId in the route) and edit page: the topic's and the
 * question's loads as every classwork form has them, then the form. Its own route, so its code
 * downloads only when a teacher opens it.
 */
export function QuestionFormPage() {
  const { id: classId = '', topicId = '', questionId } = useParams();
  const { user } = useSession();
  const t = useT();
  const allowed = user !== null && canManageContent(user.role);
  const editing = questionId !== undefined;
  const topic = useQuery({ ...topicQueryOptions(topicId), enabled: allowed });
  const question = useQuery({ ...questionQueryOptions(questionId ?? ''), enabled: allowed && editing });
  const load = formLoadState({ allowed, classId, topic, record: editing ? question : null, recordNotFound: t(m.notFound), t });
  if (load.state === 'error') return <ContentLoadError message={load.message} classId={classId} />;
  if (load.state === 'loading') return <ContentFormSkeleton withDueDate={true} />;
  return (
    <ContentFormShell classId={classId} topic={topic.data} title={t(editing ? m.editHeading : m.createHeading)} description={t(editing ? m.introEdit : m.introCreate)}>
      {/* Keyed by question so another question starts from its own values. */}
      <QuestionForm key={question.data?.assignment._id ?? 'new'} classId={classId} topicId={topicId} question={editing ? question.data : undefined} />
    </ContentFormShell>
  );
}
