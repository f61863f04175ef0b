import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { ChoiceList } from '@/features/quizzes/components/choice-list';
import { partOf, type KeyEditorProps } from '@/features/quizzes/components/key-props';
import { ScoringSelect, ShuffleCheck } from '@/features/quizzes/components/key-options';

/**
 * The key of a single-choice, multiple-response or ordering question: its choices, the correct one
 * (a radio) or ones (checkboxes), or, for ordering, the choices in their correct order.
 */
export function ChoiceKeys(props: KeyEditorProps) {
  const { draft, set } = props;
  const t = useT();
  const choices = partOf(props, 'choices');
  const ordering = draft.kind === 'ordering';
  const single = draft.kind === 'single_choice';
  return (
    <div className="grid gap-3">
      <ChoiceList
        legend={t(m.choices)}
        fieldId={choices.control.id}
        invalid={choices.invalid}
        error={choices.error}
        choices={draft.choices}
        onChange={(next) => {
          set({ choices: next, correct: draft.correct.filter((id) => next.some((c) => c.id === id)) });
          choices.clear();
        }}
        idPrefix="c"
        label={(n) => t(m.choiceLabel, { n })}
        addLabel={t(m.addChoice)}
        removeLabel={(n) => t(m.removeChoice, { n })}
        minimum={2}
        reorder={ordering}
        hint={ordering ? t(m.orderHint) : undefined}
        mark={
          ordering
            ? undefined
            : {
                type: single ? 'radio' : 'checkbox',
                isCorrect: (id) => draft.correct.includes(id),
                toggle: (id) => {
                  set({ correct: single ? [id] : draft.correct.includes(id) ? draft.correct.filter((c) => c !== id) : [...draft.correct, id] });
                  choices.clear();
                },
              }
        }
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {draft.kind !== 'single_choice' && <ScoringSelect {...props} />}
        {!ordering && <ShuffleCheck {...props} />}
      </div>
    </div>
  );
}
