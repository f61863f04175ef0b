import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswerRequest, QuestionView } from '@lyceum/shared/questions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { answerQuestion, questionKeys, questionQueryOptions } from '@/features/questions/api/questions-api';
import { ClassAnswers } from '@/features/questions/components/class-answers';
import { questionMessages as m } from '@/features/questions/question-messages';

/**
 * A student's answer to a question post, in place of "Your work": the choices as radio buttons or
 * a text box, Turn in; then the answer's state (and grade once returned), the form kept only while
 * the teacher lets answers change; and the class's answers when the teacher shares them.
 */
export default function QuestionAnswerCard({ questionId }: { questionId: string }) {
  const t = useT();
  const question = useQuery(questionQueryOptions(questionId));
  if (!question.data) return <Skeleton className="h-64 w-full rounded-xl" aria-label={t(m.loading)} />;
  return <AnswerCard questionId={questionId} view={question.data} />;
}

function AnswerCard({ questionId, view }: { questionId: string; view: QuestionView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { question, mine, assignment } = view;
  const [text, setText] = useState(mine?.text ?? '');
  const [choice, setChoice] = useState<number | null>(mine?.choice ?? null);
  const send = useMutation({
    mutationFn: (body: QuestionAnswerRequest) => answerQuestion(questionId, body),
    onSuccess: async (next) => {
      queryClient.setQueryData(questionKeys.view(questionId), next);
      await queryClient.invalidateQueries({ queryKey: questionKeys.answers(questionId) });
    },
  });
  const canAnswer = mine === null || (mine.state === 'turned_in' && question.studentsCanEdit);
  const ready = question.kind === 'multiple_choice' ? choice !== null : text.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || send.isPending) return;
    send.mutate(question.kind === 'multiple_choice' ? { choice: choice ?? 0 } : { text });
  };
  const fieldId = `question-answer-${questionId}`;

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${fieldId}-heading`} className="space-y-4 rounded-xl border bg-card p-4" data-testid="question-answer">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${fieldId}-heading`} className="text-lg font-semibold">
            {t(m.yourAnswer)}
          </h2>
          {mine && (
            <Badge variant="outline" data-testid="question-answer-state">
              {t(mine.state === 'returned' ? m.returned : m.turnedIn)}
            </Badge>
          )}
        </div>
        {mine?.grade !== null && mine?.grade !== undefined && assignment.maxPoints !== null && (
          <p className="font-medium">{t(m.grade, { grade: mine.grade, max: assignment.maxPoints })}</p>
        )}
        <form onSubmit={submit} className="space-y-3">
          {question.kind === 'multiple_choice' ? (
            <fieldset className="space-y-2" disabled={!canAnswer}>
              <legend className="sr-only">{t(m.choicesLegend)}</legend>
              {question.choices.map((label, index) => (
                <label key={label} className="flex items-center gap-3 rounded-md border px-3 py-2">
                  <input type="radio" name={fieldId} checked={choice === index} onChange={() => setChoice(index)} className="size-6 shrink-0 sm:size-4" />
                  <span className="min-w-0 break-words">{label}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <div className="space-y-1">
              <Label htmlFor={fieldId}>{t(m.answerLabel)}</Label>
              <Textarea id={fieldId} value={text} onChange={(event) => setText(event.target.value)} disabled={!canAnswer} maxLength={2000} rows={3} />
            </div>
          )}
          {send.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(send.error, t(m.failed))}
            </p>
          )}
          {canAnswer && (
            <Button type="submit" disabled={!ready || send.isPending}>
              {t(send.isPending ? m.sending : mine ? m.update : m.submit)}
            </Button>
          )}
        </form>
      </section>
      {question.showClassmates && mine !== null && <ClassAnswers questionId={questionId} settings={question} />}
    </div>
  );
}
