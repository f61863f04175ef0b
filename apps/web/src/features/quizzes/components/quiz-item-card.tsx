import { memo } from 'react';
import type { ItemResponse, StudentItem } from '@lyceum/shared/quiz-items';
import { CheckIcon, CloudOffIcon, LoaderIcon } from 'lucide-react';
import { SafeHtml } from '@/components/safe-html';
import { FieldError } from '@/components/form-errors';
import { useT } from '@/lib/i18n/i18n-context';
import { isAnswered } from '@/features/quizzes/lib/quiz-answers';
import type { SaveState } from '@/features/quizzes/hooks/use-answer-saver';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import { MultipleResponseField, SingleChoiceField, TrueFalseField } from '@/features/quizzes/components/choice-items';
import { EssayField, NumericField, TextEntryField } from '@/features/quizzes/components/text-items';
import { OrderingField } from '@/features/quizzes/components/ordering-field';
import { MatchingField } from '@/features/quizzes/components/matching-field';
import { InlineChoiceField } from '@/features/quizzes/components/inline-choice-field';

interface Props {
  item: StudentItem;
  number: number;
  total: number;
  response: ItemResponse | undefined;
  state: SaveState | undefined;
  /** A message at the field: a number the server cannot read, or another refusal of this answer. */
  error: string | undefined;
  onAnswer: (item: string, response: ItemResponse, typing?: boolean) => void;
  disabled: boolean;
}

/** One item of the player: its heading, points, prompt, answer field, where its answer stands, and its error. */
export const QuizItemCard = memo(function QuizItemCard({ item, number, total, response, state, error, onAnswer, disabled }: Props) {
  const t = useT();
  const onChange = (next: ItemResponse, typing?: boolean) => onAnswer(item.id, next, typing);
  const promptId = `prompt-${item.id}`;
  const errorId = error ? `error-${item.id}` : undefined;
  const common = { promptId, errorId, disabled, onChange } as const;
  return (
    <section aria-labelledby={`heading-${item.id}`} className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" data-testid="quiz-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`heading-${item.id}`} tabIndex={-1} className="font-semibold outline-none">
          {t(p.question, { number, total })}
        </h3>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{t(p.points, { points: item.points })}</span>
          <SaveBadge state={state} answered={isAnswered(response)} />
        </div>
      </div>
      {item.kind !== 'inline_choice' && (
        <div id={promptId}>
          <SafeHtml html={item.prompt} context="assignment" headingLevel="none" />
        </div>
      )}
      {(() => {
        switch (item.kind) {
          case 'single_choice':
            return <SingleChoiceField item={item} response={response as never} {...common} />;
          case 'multiple_response':
            return <MultipleResponseField item={item} response={response as never} {...common} />;
          case 'true_false':
            return <TrueFalseField item={item} response={response as never} {...common} />;
          case 'text_entry':
            return <TextEntryField item={item} response={response as never} {...common} />;
          case 'numeric':
            return <NumericField item={item} response={response as never} {...common} />;
          case 'ordering':
            return <OrderingField item={item} response={response as never} {...common} />;
          case 'matching':
            return <MatchingField item={item} response={response as never} {...common} />;
          case 'inline_choice':
            return <InlineChoiceField item={item} response={response as never} {...common} />;
          case 'essay':
            return <EssayField item={item} response={response as never} {...common} />;
        }
      })()}
      {errorId && <FieldError id={errorId} message={error} />}
    </section>
  );
});

function SaveBadge({ state, answered }: { state: SaveState | undefined; answered: boolean }) {
  const t = useT();
  if (!state) return <span>{answered ? t(p.saved) : t(p.unanswered)}</span>;
  switch (state.kind) {
    case 'saving':
      return (
        <span className="inline-flex items-center gap-1">
          <LoaderIcon aria-hidden="true" className="size-4 animate-spin" />
          {t(p.saving)}
        </span>
      );
    case 'saved':
      return (
        <span className="inline-flex items-center gap-1 text-success-text">
          <CheckIcon aria-hidden="true" className="size-4" />
          {t(p.saved)}
        </span>
      );
    case 'retrying':
      return (
        <span className="inline-flex items-center gap-1 text-destructive-text">
          <CloudOffIcon aria-hidden="true" className="size-4" />
          {t(p.retrying)}
        </span>
      );
    case 'refused':
      return <span className="text-destructive-text">{t(p.notSaved)}</span>;
  }
}
