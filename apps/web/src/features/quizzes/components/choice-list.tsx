import type { QuizChoice } from '@lyceum/shared/quiz-items';
import { QUIZ_LIMITS } from '@lyceum/shared/quiz-limits';
import { PlusIcon } from 'lucide-react';
import { FieldError } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { freshId, moved } from '@/features/quizzes/lib/item-drafts';
import { checkClass } from '@/features/quizzes/components/field-api';
import { ListButtons } from '@/features/quizzes/components/list-buttons';

/** How the entries are marked correct: one (radio) or any (checkbox); none for lists without a mark. */
export interface CorrectMark {
  type: 'radio' | 'checkbox';
  isCorrect: (id: string) => boolean;
  toggle: (id: string) => void;
}

/**
 * A list of choices (a question's choices, a matching column, a gap's choices) in a fieldset:
 * each a text field, its correct mark if any, and its buttons; Add at the end. The fieldset is the
 * field an error is shown at (`fieldId`, `error`), and its first text field takes the focus then.
 */
export function ChoiceList({
  legend,
  fieldId,
  invalid,
  error,
  choices,
  onChange,
  idPrefix,
  label,
  addLabel,
  removeLabel,
  mark,
  reorder,
  minimum,
  hint,
}: {
  legend: string;
  fieldId: string;
  invalid: boolean;
  error: { id: string; message: string | undefined };
  choices: QuizChoice[];
  onChange: (next: QuizChoice[]) => void;
  /** A new choice's id starts so (`c`, `s`, `t`, `g`). */
  idPrefix: string;
  label: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  mark?: CorrectMark;
  /** The order is the key (an ordering question): up and down buttons. */
  reorder?: boolean;
  minimum: number;
  hint?: string;
}) {
  const t = useT();
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const describedBy = [invalid ? error.id : undefined, hintId].filter(Boolean).join(' ') || undefined;
  const setText = (id: string, text: string) => onChange(choices.map((choice) => (choice.id === id ? { ...choice, text } : choice)));
  return (
    <fieldset id={fieldId} data-list="" aria-describedby={describedBy} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <ol className="grid gap-2">
        {choices.map((choice, index) => {
          const n = index + 1;
          const inputId = `${fieldId}-${choice.id}`;
          return (
            <li key={choice.id} className="flex items-center gap-2">
              {mark && (
                <label className="flex min-h-6 min-w-6 shrink-0 items-center justify-center gap-1 text-xs" title={t(m.correct)}>
                  <input
                    type={mark.type}
                    name={`${fieldId}-correct`}
                    className={checkClass}
                    checked={mark.isCorrect(choice.id)}
                    onChange={() => mark.toggle(choice.id)}
                    aria-label={t(m.correctChoice, { n })}
                  />
                  <span aria-hidden="true" className="hidden sm:inline">
                    {t(m.correct)}
                  </span>
                </label>
              )}
              <Input
                id={inputId}
                aria-label={label(n)}
                aria-invalid={invalid && choice.text.trim() === '' ? true : undefined}
                maxLength={QUIZ_LIMITS.choiceText}
                value={choice.text}
                onChange={(event) => setText(choice.id, event.target.value)}
                className="min-w-0 flex-1"
              />
              <ListButtons
                index={index}
                count={choices.length}
                minimum={minimum}
                labels={reorder ? { up: t(m.moveChoiceUp, { n }), down: t(m.moveChoiceDown, { n }), remove: removeLabel(n) } : { remove: removeLabel(n) }}
                onMove={reorder ? (step) => onChange(moved(choices, index, step)) : undefined}
                onRemove={() => onChange(choices.filter((c) => c.id !== choice.id))}
              />
            </li>
          );
        })}
      </ol>
      <FieldError {...error} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-list-add=""
          disabled={choices.length >= QUIZ_LIMITS.choices}
          onClick={(event) => {
            const id = freshId(idPrefix, choices.map((c) => c.id));
            onChange([...choices, { id, text: '' }]);
            const list = event.currentTarget.closest('fieldset');
            requestAnimationFrame(() => list?.querySelector<HTMLInputElement>(`#${CSS.escape(`${fieldId}-${id}`)}`)?.focus());
          }}
        >
          <PlusIcon aria-hidden="true" /> {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
