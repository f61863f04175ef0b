import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ItemFieldProps } from '@/features/quizzes/components/item-props';

export function TextEntryField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'text_entry'>) {
  return (
    <Input
      id={`answer-${item.id}`}
      aria-labelledby={promptId}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
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
      id={`answer-${item.id}`}
      aria-labelledby={promptId}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
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
      id={`answer-${item.id}`}
      aria-labelledby={promptId}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
      value={response?.text ?? ''}
      rows={8}
      disabled={disabled}
      onChange={(event) => onChange({ kind: 'essay', text: event.target.value }, true)}
    />
  );
}
