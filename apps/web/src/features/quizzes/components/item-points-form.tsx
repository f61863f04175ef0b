import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/form-errors';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { overridePoints, quizKeys } from '@/features/quizzes/api/quiz-api';
import { parseItemPoints } from '@/features/quizzes/lib/item-points';
import { quizResultsMessages as r } from '@/features/quizzes/quiz-player-messages';

interface Props {
  quizId: string;
  attemptId: string;
  itemId: string;
  number: number;
  max: number;
  machine: number | null;
  override: number | null;
}

/** One item's points in an attempt, set by hand (an essay's grade, or a correction of the machine's). */
export function ItemPointsForm({ quizId, attemptId, itemId, number, max, machine, override }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState(override === null ? '' : String(override));
  const [error, setError] = useState<string | undefined>();
  const fieldId = `points-${attemptId}-${itemId}`;
  const errorId = `${fieldId}-error`;

  const save = useMutation({
    mutationFn: (points: number | null) => overridePoints(attemptId, itemId, points),
    onSuccess: async (_attempt, points) => {
      toast.success(t(r.pointsSaved));
      if (points === null) setText('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.attempts(quizId) }),
        queryClient.invalidateQueries({ queryKey: quizKeys.statistics(quizId) }),
      ]);
    },
    onError: (failure) => {
      const message = errorMessage(failure, t(r.pointsFailed));
      setError(message);
      toast.error(message);
    },
  });

  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseItemPoints(text, max);
        if (!parsed.ok) {
          setError(t(r.pointsShape, { max }));
          document.getElementById(fieldId)?.focus();
          return;
        }
        setError(undefined);
        save.mutate(parsed.value);
      }}
    >
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {t(r.itemPoints, { number, max })}
        </label>
        <Input
          id={fieldId}
          value={text}
          inputMode="decimal"
          placeholder={machine === null ? '' : String(machine)}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${fieldId}-machine`, error ? errorId : ''].filter(Boolean).join(' ')}
          className="w-28"
        />
        <p id={`${fieldId}-machine`} className="text-xs text-muted-foreground">
          {t(r.machinePoints, { points: machine === null ? t(r.notGraded) : String(machine) })}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <div className="flex flex-wrap gap-2 sm:mt-6">
        <Button type="submit" size="sm" pending={save.isPending}>
          {t(r.savePoints)}
        </Button>
        {override !== null && (
          <Button type="button" variant="outline" size="sm" pending={save.isPending} onClick={() => save.mutate(null)}>
            {t(r.useMachine)}
          </Button>
        )}
      </div>
    </form>
  );
}
