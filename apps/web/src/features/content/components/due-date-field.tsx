import { FieldError, type WorkFieldErrors } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { localTimeZone } from '@/lib/dates';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

/**
 * The due date of work (an assignment, a quiz): a date and time in the reader's zone, named under
 * the field, with its error at the field. `value` is the input's own `YYYY-MM-DDTHH:mm`.
 */
export function DueDateField({
  value,
  onChange,
  fields,
  hintId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The form's errors (useFieldErrors): the field is theirs as `due`, its error cleared as it is edited. */
  fields: WorkFieldErrors<'due'>;
  hintId: string;
}) {
  const t = useT();
  const control = fields.control('due', hintId);
  return (
    <div className="grid gap-2">
      <Label htmlFor={control.id}>{t(f.dueDate)}</Label>
      <Input
        {...control}
        type="datetime-local"
        // The years the server takes (DUE_DATE_BOUNDS): the picker offers no others.
        min="1900-01-01T00:00"
        max="9999-12-31T23:59"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          fields.clear('due');
        }}
        className="sm:max-w-xs"
      />
      <FieldError {...fields.message('due')} />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(f.dueZone, { zone: localTimeZone() })}
      </p>
    </div>
  );
}
