import { useQuery } from '@tanstack/react-query';
import type { QuestionSettings } from '@lyceum/shared/questions';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-context';
import { classAnswersQueryOptions } from '@/features/questions/api/questions-api';
import { questionMessages as m } from '@/features/questions/question-messages';

/**
 * The class's answers: how many answered, for multiple choice the count per choice (Google
 * Classroom's class summary), and each student's answer. Teachers see it in the Answers tab; a
 * student under their own answer when the teacher shares it (the server decides who may).
 */
export function ClassAnswers({ questionId, settings }: { questionId: string; settings: QuestionSettings }) {
  const t = useT();
  const answers = useQuery(classAnswersQueryOptions(questionId));
  if (answers.isPending) return <Skeleton className="h-32 w-full rounded-xl" aria-label={t(m.loading)} />;
  if (!answers.data) return null;
  const { counts, answered, students } = answers.data;
  return (
    <section aria-labelledby={`class-answers-${questionId}`} className="space-y-3" data-testid="class-answers">
      <h2 id={`class-answers-${questionId}`} className="text-lg font-semibold">
        {t(m.classAnswers)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(m.answeredOf, { answered, students })}</p>
      {settings.kind === 'multiple_choice' && (
        <ul className="space-y-1" data-testid="choice-counts">
          {settings.choices.map((choice, index) => (
            <li key={choice} className="flex justify-between gap-4 rounded-md border px-3 py-2 text-sm">
              <span className="min-w-0 break-words">{choice}</span>
              <span className="shrink-0 font-medium">{t(m.choiceCount, { count: counts[index] ?? 0 })}</span>
            </li>
          ))}
        </ul>
      )}
      {answers.data.answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(m.noAnswers)}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {answers.data.answers.map((answer) => (
            <li key={answer.student._id} className="px-3 py-2 text-sm">
              <span className="font-medium">{answer.student.name}</span>
              <p className="break-words whitespace-pre-wrap">{answer.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
