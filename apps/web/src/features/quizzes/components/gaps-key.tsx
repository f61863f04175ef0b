import { QUIZ_LIMITS } from '@lyceum/shared/quiz-limits';
import { PlusIcon } from 'lucide-react';
import { FieldError } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { freshId } from '@/features/quizzes/lib/item-drafts';
import { withGap, withoutGap } from '@/features/quizzes/lib/gap-text';
import { ChoiceList } from '@/features/quizzes/components/choice-list';
import { partOf, type KeyEditorProps } from '@/features/quizzes/components/key-props';
import { ListButtons } from '@/features/quizzes/components/list-buttons';
import { ScoringSelect } from '@/features/quizzes/components/key-options';

/**
 * A fill-in-the-gaps question's key: each gap (written `{{gap1}}` in the question) with its choices
 * and the correct one. Adding a gap writes it at the end of the question, to be moved where it goes.
 */
export function GapsKey(props: KeyEditorProps) {
  const { draft, set } = props;
  const t = useT();
  const part = partOf(props, 'gaps');
  const setGap = (id: string, patch: Partial<(typeof draft.gaps)[number]>) => {
    set({ gaps: draft.gaps.map((gap) => (gap.id === id ? { ...gap, ...patch } : gap)) });
    part.clear();
  };
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">{t(m.gapsHint, { example: '{{gap1}}' })}</p>
      <div id={part.control.id} data-list="" className="grid gap-4">
        {draft.gaps.map((gap, index) => (
          <div key={gap.id} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-start justify-between gap-2">
              <ChoiceList
                legend={t(m.gapHeading, { gap: `{{${gap.id}}}` })}
                fieldId={`${part.control.id}-${gap.id}`}
                invalid={part.invalid}
                error={{ id: `${part.error.id}-${gap.id}`, message: undefined }}
                choices={gap.choices}
                onChange={(choices) => setGap(gap.id, { choices, correct: choices.some((c) => c.id === gap.correct) ? gap.correct : '' })}
                idPrefix="g"
                label={(n) => t(m.choiceLabel, { n })}
                addLabel={t(m.addChoice)}
                removeLabel={(n) => t(m.removeChoice, { n })}
                minimum={2}
                mark={{ type: 'radio', isCorrect: (id) => gap.correct === id, toggle: (id) => setGap(gap.id, { correct: id }) }}
              />
              <ListButtons
                index={index}
                count={draft.gaps.length}
                minimum={1}
                labels={{ remove: t(m.removeGap, { gap: `{{${gap.id}}}` }) }}
                onRemove={() => {
                  set({ gaps: draft.gaps.filter((g) => g.id !== gap.id), prompt: withoutGap(draft.prompt, gap.id) });
                  part.clear();
                }}
              />
            </div>
          </div>
        ))}
        <FieldError {...part.error} />
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-list-add=""
            disabled={draft.gaps.length >= QUIZ_LIMITS.choices}
            onClick={() => {
              const id = freshId('gap', draft.gaps.map((g) => g.id));
              set({ gaps: [...draft.gaps, { id, choices: [{ id: 'g1', text: '' }, { id: 'g2', text: '' }], correct: '' }], prompt: withGap(draft.prompt, id) });
              part.clear();
            }}
          >
            <PlusIcon aria-hidden="true" /> {t(m.addGap)}
          </Button>
        </div>
      </div>
      <ScoringSelect {...props} />
    </div>
  );
}
