import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ItemFieldProps } from '@/features/quizzes/components/item-props';

/** What every typed answer's control carries: its id, the prompt that names it and its error. */
const answerControl = (itemId: string, promptId: string, errorId: string | undefined) => ({
  id: `answer-${itemId}`,
  'aria-labelledby': promptId,
  'aria-describedby': errorId,
  'aria-invalid': errorId ? (true as const) : undefined,
});

export function TextEntryField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'text_entry'>) {
  return (
    <Input
      {...answerControl(item.id, promptId, errorId)}
      value={response?.text ?? ''}
      maxLength={500}
      autoComplete="off"
      disabled={disabled}
      onChange={(event) => onChange({ kind: 'text_entry', text: event.target.value }, true)}
      className="max-w-md"
    />
  );
}

/** A number as typed: the text goes to the server as it is, and the server reads it strictly. */
export function NumericField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'numeric'>) {
  return (
    <Input
      {...answerControl(item.id, promptId, errorId)}
      value={response?.text ?? ''}
      inputMode="decimal"
      maxLength={500}
      autoComplete="off"
      disabled={disabled}
      onChange={(event) => onChange({ kind: 'numeric', text: event.target.value }, true)}
      className="max-w-48"
      dir="ltr"
    />
  );
}

/** An essay as plain text: what the student writes is kept as they wrote it, for the teacher to grade. */
export function EssayField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'essay'>) {
  return (
    <Textarea
      {...answerControl(item.id, promptId, errorId)}
      value={response?.text ?? ''}
      rows={8}
      disabled={disabled}
      onChange={(event) => onChange({ kind: 'essay', text: event.target.value }, true)}
    />
  );
}
