import { PlusIcon } from 'lucide-react';
import { QUESTION_LIMITS } from '@lyceum/shared/question-limits';
import { FieldError, type FieldControlProps } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { ListButtons } from '@/features/quizzes/components/list-buttons';
import { questionFormMessages as m } from '@/features/questions/question-form-messages';

export const MIN_CHOICES = 2;

/**
 * A multiple-choice question's choices, 2 to 20, each labelled "Choice N": added at the end,
 * moved and removed by buttons (keyboard as well as pointer). The field's error sits under the
 * list; its control (focus on error) is the first choice.
 */
export function QuestionChoicesField({
  choices,
  onChange,
  control,
  error,
}: {
  choices: string[];
  onChange: (choices: string[]) => void;
  control: FieldControlProps;
  error: { id: string; message: string | undefined };
}) {
  const t = useT();
  const move = (index: number, step: -1 | 1) => {
    const next = [...choices];
    [next[index], next[index + step]] = [next[index + step]!, next[index]!];
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2" data-list>
      <legend className="mb-2 text-sm font-medium">{t(m.choices)}</legend>
      <ol className="grid gap-2">
        {choices.map((choice, index) => {
          const n = index + 1;
          const id = index === 0 ? control.id : `question-choice-${n}`;
          return (
            <li key={index} className="flex items-center gap-2">
              <Label htmlFor={id} className="w-24 shrink-0">
                {t(m.choice, { n })}
              </Label>
              <Input
                {...(index === 0 ? control : { 'aria-describedby': 'question-choices-hint' })}
                id={id}
                value={choice}
                maxLength={QUESTION_LIMITS.choiceText}
                onChange={(event) => onChange(choices.map((c, i) => (i === index ? event.target.value : c)))}
              />
              <ListButtons
                index={index}
                count={choices.length}
                minimum={MIN_CHOICES}
                labels={{ up: t(m.moveUp, { n }), down: t(m.moveDown, { n }), remove: t(m.remove, { n }) }}
                onMove={(step) => move(index, step)}
                onRemove={() => onChange(choices.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      {error.message ? (
        <FieldError {...error} />
      ) : (
        <p id="question-choices-hint" className="text-xs text-muted-foreground">
          {t(m.choicesHint, { max: QUESTION_LIMITS.choices })}
        </p>
      )}
      {choices.length < QUESTION_LIMITS.choices && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" data-list-add onClick={() => onChange([...choices, ''])}>
          <PlusIcon aria-hidden="true" /> {t(m.addChoice)}
        </Button>
      )}
    </fieldset>
  );
}
