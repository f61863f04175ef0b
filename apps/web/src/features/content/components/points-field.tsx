import { MAX_POINTS_LIMIT } from '@lyceum/shared/submissions';
import { FieldError, type WorkFieldErrors } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

/**
 * The points of work (an assignment, a question): a whole number up to the gradebook's maximum, or
 * empty for ungraded, with its hint under it until there is an error. `value` is the text typed.
 */
export function PointsField({
  value,
  onChange,
  fields,
  hintId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The form's errors (useFieldErrors): the field is theirs as `points`, its error cleared as it is edited. */
  fields: WorkFieldErrors<'points'>;
  hintId: string;
}) {
  const t = useT();
  const error = fields.message('points');
  // The hint gives way to the error, and so does what describes the control.
  const control = fields.control('points', error.message ? undefined : hintId);
  return (
    <div className="grid gap-2">
      <Label htmlFor={control.id}>{t(f.points)}</Label>
      <Input
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          fields.clear('points');
        }}
        placeholder={t(f.pointsPlaceholder)}
        className="sm:max-w-32"
      />
      {error.message ? (
        <FieldError {...error} />
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(f.pointsHint, { max: MAX_POINTS_LIMIT })}
        </p>
      )}
    </div>
  );
}
