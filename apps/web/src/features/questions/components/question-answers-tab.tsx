import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-context';
import { questionQueryOptions } from '@/features/questions/api/questions-api';
import { ClassAnswers } from '@/features/questions/components/class-answers';
import { questionMessages as m } from '@/features/questions/question-messages';

/** The teacher's Answers tab of a question post: the class's answers and the count per choice (grading is the Student work tab's). */
export default function QuestionAnswersTab({ questionId }: { questionId: string }) {
  const t = useT();
  const question = useQuery(questionQueryOptions(questionId));
  if (!question.data) return <Skeleton className="h-32 w-full rounded-xl" aria-label={t(m.loading)} />;
  return <ClassAnswers questionId={questionId} settings={question.data.question} />;
}
