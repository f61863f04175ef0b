import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@lyceum/shared/quiz-items';
import type { QuizLayout, StudentAttempt, StudentQuiz } from '@lyceum/shared/quizzes';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { errorMessage, statusOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { quizKeys, turnInAttempt } from '@/features/quizzes/api/quiz-api';
import { useAnswerSaver } from '@/features/quizzes/hooks/use-answer-saver';
import { endsAttempt, isAnswered, refusalMessage } from '@/features/quizzes/lib/quiz-answers';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import { QuizCountdown } from '@/features/quizzes/components/quiz-countdown';
import { QuizItemCard } from '@/features/quizzes/components/quiz-item-card';
import { QuizPlayerNavigator } from '@/features/quizzes/components/quiz-player-navigator';

/** The server's grace after a deadline (docs/quizzes.md): the page asks again once it has passed. */
const DEADLINE_GRACE_MS = 2_500;

/**
 * An open attempt: every item on one page, each answer saved as it is given (restored from the
 * server on reload), the countdown when there is a deadline, and Turn in with a confirmation.
 * `onFinished` runs once the attempt is over (turned in, or ended by the server).
 */
export function QuizPlayer({ quizId, attempt, layout = 'all', onFinished }: { quizId: string; attempt: StudentAttempt; layout?: QuizLayout; onFinished: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [responses, setResponses] = useState<Record<string, ItemResponse>>(() => Object.fromEntries(attempt.answers.map((answer) => [answer.item, answer.response])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ended, setEnded] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [turningIn, setTurningIn] = useState(false);
  // One item per screen: the one shown. Each move puts focus on its heading, so a screen reader reads it.
  const [current, setCurrent] = useState(0);
  const go = (index: number) => {
    setCurrent(index);
    requestAnimationFrame(() => document.getElementById(`heading-${attempt.items[index]?.id ?? ''}`)?.focus());
  };
  const endedRef = useRef<HTMLDivElement>(null);
  // Once turned in, the player leaves and the card puts focus on its title: the dialog must not take it back.
  const finished = useRef(false);
  // The player opens from Start or Resume, which leave with the card: focus goes to its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: quizKeys.mine(quizId) }), [queryClient, quizId]);

  const end = useCallback(
    (message: string) => {
      setEnded(message);
      requestAnimationFrame(() => endedRef.current?.focus());
    },
    [],
  );

  const onRefused = useCallback(
    (item: string, message: string, status: number) => {
      const known = refusalMessage(message);
      if (endsAttempt(message, status)) {
        end(known ? t(known) : message);
        return;
      }
      setErrors((current) => ({ ...current, [item]: known ? t(known) : message || t(p.saveFailed) }));
    },
    [end, t],
  );
  const saver = useAnswerSaver(attempt._id, onRefused);

  // Stable, so a keystroke re-renders its own item only (QuizItemCard is memoised).
  const { save } = saver;
  const change = useCallback(
    (item: string, response: ItemResponse, typing = false) => {
      setResponses((current) => ({ ...current, [item]: response }));
      setErrors((current) => {
        if (!(item in current)) return current;
        const { [item]: _cleared, ...rest } = current;
        return rest;
      });
      // An emptied answer is sent too (the server takes it as none), so the one before does not stay.
      save(item, response, typing ? undefined : 0);
    },
    [save],
  );

  const turnIn = async () => {
    setTurningIn(true);
    try {
      if (!(await saver.flush())) {
        toast.error(t(p.unsavedLeft));
        return;
      }
      const turnedIn = await turnInAttempt(attempt._id);
      toast.success(t(p.turnedInToast));
      // The card shows the turned-in attempt at once, not the stale open one until the refetch.
      queryClient.setQueryData<StudentQuiz | null>(quizKeys.mine(quizId), (quiz) =>
        quiz ? { ...quiz, attempts: quiz.attempts.map((entry) => (entry._id === turnedIn._id ? turnedIn : entry)) } : quiz,
      );
      finished.current = true;
      onFinished();
      await refresh();
    } catch (error) {
      const message = errorMessage(error, t(p.turnInFailed));
      const known = refusalMessage(message);
      toast.error(known ? t(known) : message);
      if (endsAttempt(message, statusOf(error))) {
        setConfirming(false);
        end(known ? t(known) : message);
      }
    } finally {
      setTurningIn(false);
    }
  };

  const unanswered = attempt.items.filter((item) => !isAnswered(responses[item.id])).length;
  const disabled = ended !== null;
  return (
    <div className="space-y-4" data-testid="quiz-player">
      <div className="sticky top-16 z-10 flex md:top-2 flex-wrap items-center justify-between gap-2 rounded-xl border bg-background/95 p-3 shadow-xs backdrop-blur">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t(p.heading, { number: attempt.number })}
        </h2>
        {attempt.deadline && !ended && (
          <QuizCountdown
            deadline={attempt.deadline}
            onExpired={() => {
              end(t(p.timeUp));
              // The server turns the attempt in as of its deadline on the next read.
              setTimeout(() => void refresh(), DEADLINE_GRACE_MS);
            }}
          />
        )}
      </div>
      {ended && (
        <Alert variant="destructive" role="alert" ref={endedRef} tabIndex={-1} data-testid="quiz-ended">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <span>{ended}</span>
            <Button variant="outline" size="sm" onClick={() => {
                onFinished();
                void refresh();
              }}>
              {t(p.seeAttempt)}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {(layout === 'one' ? attempt.items.slice(current, current + 1) : attempt.items).map((item) => (
        <QuizItemCard
          key={item.id}
          item={item}
          number={attempt.items.indexOf(item) + 1}
          total={attempt.items.length}
          response={responses[item.id]}
          state={saver.states[item.id]}
          error={errors[item.id]}
          onAnswer={change}
          disabled={disabled}
        />
      ))}
      {layout === 'one' && <QuizPlayerNavigator answered={attempt.items.map((item) => isAnswered(responses[item.id]))} current={current} onGo={go} />}
      {!ended && (
        <div className="flex justify-end">
          <Button onClick={() => setConfirming(true)} data-testid="quiz-turn-in">
            {t(p.turnIn)}
          </Button>
        </div>
      )}
      <LazyConfirmDialog
        open={confirming}
        title={t(p.confirmTitle)}
        description={unanswered === 0 ? t(p.confirmAllAnswered) : t(p.confirmUnanswered, { count: unanswered })}
        confirmLabel={t(p.turnIn)}
        pendingLabel={t(p.turningIn)}
        pending={turningIn}
        onConfirm={() => void turnIn()}
        onCancel={() => setConfirming(false)}
        onCloseAutoFocus={(event) => finished.current && event.preventDefault()}
      />
    </div>
  );
}
