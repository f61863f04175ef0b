import { Checkbox } from '@/components/ui/checkbox';
import { useT } from '@/lib/i18n/i18n-context';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import type { ItemFieldProps } from '@/features/quizzes/components/item-props';

const rowClass = 'flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/80';

function RadioRows({ name, options, value, onPick, promptId, errorId, disabled }: {
  name: string;
  options: { id: string; text: string }[];
  value: string | undefined;
  onPick: (id: string) => void;
  promptId: string;
  errorId: string | undefined;
  disabled: boolean;
}) {
  return (
    <div role="radiogroup" aria-labelledby={promptId} aria-describedby={errorId} className="grid gap-2">
      {options.map((option) => (
        <label key={option.id} className={rowClass}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onPick(option.id)}
            disabled={disabled}
            className="size-5 shrink-0 accent-primary outline-none"
          />
          <span className="break-words">{option.text}</span>
        </label>
      ))}
    </div>
  );
}

export function SingleChoiceField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'single_choice'>) {
  return (
    <RadioRows
      name={`answer-${item.id}`}
      options={item.choices}
      value={response?.choice ?? undefined}
      onPick={(choice) => onChange({ kind: 'single_choice', choice })}
      promptId={promptId}
      errorId={errorId}
      disabled={disabled}
    />
  );
}

export function TrueFalseField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'true_false'>) {
  const t = useT();
  return (
    <RadioRows
      name={`answer-${item.id}`}
      options={[
        { id: 'true', text: t(p.trueLabel) },
        { id: 'false', text: t(p.falseLabel) },
      ]}
      value={response === undefined || response.value === null ? undefined : String(response.value)}
      onPick={(id) => onChange({ kind: 'true_false', value: id === 'true' })}
      promptId={promptId}
      errorId={errorId}
      disabled={disabled}
    />
  );
}

export function MultipleResponseField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'multiple_response'>) {
  const ticked = response?.choices ?? [];
  return (
    <div role="group" aria-labelledby={promptId} aria-describedby={errorId} className="grid gap-2">
      {item.choices.map((choice) => {
        const id = `answer-${item.id}-${choice.id}`;
        return (
          <label key={choice.id} htmlFor={id} className={rowClass}>
            <Checkbox
              id={id}
              checked={ticked.includes(choice.id)}
              disabled={disabled}
              onCheckedChange={(checked) => {
                // Kept in the order shown, so the saved answer does not depend on the clicks' order.
                const next = item.choices.map((c) => c.id).filter((c) => (c === choice.id ? checked === true : ticked.includes(c)));
                onChange({ kind: 'multiple_response', choices: next });
              }}
            />
            <span className="break-words">{choice.text}</span>
          </label>
        );
      })}
    </div>
  );
}
