import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import type { StudentQuiz } from '@lyceum/shared/quizzes';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, statusOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useNow } from '@/features/lists/hooks/use-now';
import { myQuizQueryOptions, quizKeys, startAttempt } from '@/features/quizzes/api/quiz-api';
import { quizCardMessages as c } from '@/features/quizzes/quiz-player-messages';
import { AttemptResult } from '@/features/quizzes/components/attempt-result';
import { QuizPlayer } from '@/features/quizzes/components/quiz-player';

/** Why no attempt can start now, or null when one can. */
function startBlock(quiz: StudentQuiz, now: Date): 'notOpenYet' | 'closed' | 'noAttemptsLeft' | null {
  if (quiz.settings.opensAt && Date.parse(quiz.settings.opensAt) > now.getTime()) return 'notOpenYet';
  if (quiz.settings.closesAt && Date.parse(quiz.settings.closesAt) <= now.getTime()) return 'closed';
  if (quiz.attempts.length >= quiz.settings.attemptsAllowed) return 'noAttemptsLeft';
  return null;
}

/**
 * A student's quiz on its assignment page, in place of "Your work": the window, the time limit,
 * the attempts used, Start or Resume, the player while an attempt is open, and each turned-in
 * attempt (its results once released).
 */
export default function QuizStudentCard({ quizId }: { quizId: string }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const mine = useQuery(myQuizQueryOptions(quizId));
  const [playing, setPlaying] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const focusTitle = useRef(false);

  const start = useMutation({
    mutationFn: () => startAttempt(quizId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: quizKeys.mine(quizId) });
      setPlaying(true);
    },
    onError: async (error) => {
      // A 409: another tab started an attempt, or the quiz closed meanwhile. The quiz read again
      // says which, whatever language the server answered in: an open attempt is gone on with.
      if (statusOf(error) === 409) {
        await queryClient.invalidateQueries({ queryKey: quizKeys.mine(quizId) });
        const fresh = queryClient.getQueryData<StudentQuiz>(quizKeys.mine(quizId));
        if (fresh?.attempts.some((attempt) => attempt.submittedAt === null)) {
          setPlaying(true);
          return;
        }
      }
      const message = errorMessage(error, t(c.startFailed));
      toast.error(message === QUIZ_MSG.closed ? t(c.closed) : message);
    },
  });

  const quiz = mine.data;
  const open = quiz?.attempts.find((attempt) => attempt.submittedAt === null) ?? null;
  const inPlayer = playing && open !== null;

  // After the player closes (turned in, time up), focus goes to the card's title, not to <body>.
  useEffect(() => {
    if (inPlayer || !focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  }, [inPlayer]);

  if (mine.isPending) return <Skeleton className="h-48 w-full rounded-xl" aria-label={t(c.loading)} />;
  if (mine.isError || !quiz) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(mine.error, t(c.loadFailed))}</AlertDescription>
      </Alert>
    );
  }

  if (inPlayer && open) {
    return (
      <QuizPlayer
        key={open._id}
        quizId={quizId}
        attempt={open}
        layout={quiz.settings.layout}
        onFinished={() => {
          focusTitle.current = true;
          setPlaying(false);
        }}
      />
    );
  }

  const block = open ? null : startBlock(quiz, now);
  const done = quiz.attempts.filter((attempt) => attempt.submittedAt !== null).sort((a, b) => b.number - a.number);
  const limit = quiz.settings.timeLimitSeconds;
  return (
    <Card className="gap-4" data-testid="quiz-card" aria-labelledby="quiz-card-title">
      <CardHeader>
        <CardTitle asLevel="h2" id="quiz-card-title" ref={titleRef} tabIndex={-1} className="text-lg outline-none">
          {t(c.title)}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 px-4 sm:px-6">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Term term={t(c.opens)} value={quiz.settings.opensAt ? formatDateTime(quiz.settings.opensAt, locale) : t(c.always)} />
          <Term term={t(c.closes)} value={quiz.settings.closesAt ? formatDateTime(quiz.settings.closesAt, locale) : t(c.always)} />
          <Term term={t(c.timeLimit)} value={limit === null ? t(c.noTimeLimit) : t(c.minutes, { minutes: Math.round(limit / 60) })} />
          <Term term={t(c.attempts)} value={t(c.attemptsUsed, { used: quiz.attempts.length, allowed: quiz.settings.attemptsAllowed })} testId="quiz-attempts-used" />
          <Term term={t(c.items)} value={String(quiz.itemCount)} />
        </dl>
        {quiz.released && quiz.grade !== null && quiz.assignment.maxPoints !== null && (
          <p className="font-semibold" data-testid="quiz-grade">
            {t(c.grade, { grade: quiz.grade, max: quiz.assignment.maxPoints })}
          </p>
        )}
        {open ? (
          <Button ref={actionRef} onClick={() => setPlaying(true)} data-testid="quiz-start">
            {t(c.resume)}
          </Button>
        ) : block === null ? (
          <Button ref={actionRef} onClick={() => start.mutate()} pending={start.isPending} data-testid="quiz-start">
            {start.isPending && <Spinner label={t(c.starting)} />}
            {quiz.attempts.length === 0 ? t(c.start) : t(c.startAgain, { number: quiz.attempts.length + 1 })}
          </Button>
        ) : (
          <p className="text-muted-foreground" data-testid="quiz-blocked">
            {block === 'notOpenYet'
              ? t(c.notOpenYet, { opens: formatDateTime(quiz.settings.opensAt ?? '', locale) })
              : block === 'closed'
                ? t(c.closed)
                : t(c.noAttemptsLeft, { allowed: quiz.settings.attemptsAllowed })}
          </p>
        )}
        {done.map((attempt) => (
          <AttemptResult key={attempt._id} attempt={attempt} />
        ))}
      </CardContent>
    </Card>
  );
}

function Term({ term, value, testId }: { term: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
