import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { quizAttemptsQueryOptions, quizKeys, quizStatisticsQueryOptions, releaseResults } from '@/features/quizzes/api/quiz-api';
import { quizResultsMessages as r } from '@/features/quizzes/quiz-player-messages';
import { quizTabMessages as tabText } from '@/features/quizzes/quiz-tab-messages';
import { QuizAttemptsTable } from '@/features/quizzes/components/quiz-attempts-table';
import { QuizStatisticsTables } from '@/features/quizzes/components/quiz-statistics-tables';

const RULES = { immediately: r.releaseImmediately, after_due: r.releaseAfterDue, manual: r.releaseManual } as const;

/**
 * The teacher's Quiz results tab: the release rule (and Release results when it is by hand), every
 * attempt with its points (an item's points overridable, essays graded here), and the statistics.
 */
export default function QuizResultsTab({ quiz }: { quiz: TeacherQuiz }) {
  const t = useT();
  const queryClient = useQueryClient();
  const quizId = quiz.assignment._id;
  const attempts = useQuery(quizAttemptsQueryOptions(quizId));
  const statistics = useQuery(quizStatisticsQueryOptions(quizId));
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const release = useMutation({
    mutationFn: () => releaseResults(quizId),
    onSuccess: async () => {
      toast.success(t(r.released));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: quizKeys.all(quizId) });
      // The button is gone: focus goes to the line that now says the results are released.
      requestAnimationFrame(() => statusRef.current?.focus());
    },
    onError: (error) => toast.error(errorMessage(error, t(r.releaseFailed))),
  });

  const canRelease = quiz.settings.release === 'manual' && quiz.settings.releasedAt === null;
  return (
    <div className="space-y-8" data-testid="quiz-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p ref={statusRef} tabIndex={-1} className="outline-none" data-testid="quiz-release-rule">
          {quiz.settings.releasedAt ? t(r.released) : t(r.releaseRule, { rule: t(RULES[quiz.settings.release]) })}
        </p>
        {canRelease && (
          <Button onClick={() => setConfirming(true)} data-testid="quiz-release">
            {t(r.release)}
          </Button>
        )}
      </div>
      <section aria-labelledby="quiz-attempts-heading" className="space-y-3">
        <h3 id="quiz-attempts-heading" className="text-lg font-semibold">
          {t(r.attemptsHeading)}
        </h3>
        {attempts.isPending ? (
          <Skeleton className="h-32 w-full" aria-label={t(tabText.loading)} />
        ) : attempts.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(attempts.error, t(r.loadFailed))}</AlertDescription>
          </Alert>
        ) : (
          <QuizAttemptsTable quiz={quiz} attempts={attempts.data} />
        )}
      </section>
      <section aria-labelledby="quiz-statistics-heading" className="space-y-3">
        <h3 id="quiz-statistics-heading" className="text-lg font-semibold">
          {t(r.statisticsHeading)}
        </h3>
        {statistics.isPending ? (
          <Skeleton className="h-32 w-full" aria-label={t(tabText.loading)} />
        ) : statistics.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(statistics.error, t(r.loadFailed))}</AlertDescription>
          </Alert>
        ) : (
          <QuizStatisticsTables quiz={quiz} statistics={statistics.data} />
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t(r.releaseTitle)}
        description={t(r.releaseText)}
        confirmLabel={t(r.release)}
        pendingLabel={t(r.releasing)}
        pending={release.isPending}
        onConfirm={() => release.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
