import { FieldError, type FieldControlProps } from '@/components/form-errors';
import { Label } from '@/components/ui/label';
import { LazyRichTextEditor } from '@/features/content/components/lazy-rich-text-editor';

/**
 * A labelled rich-text field with its error (useFieldErrors' `control` and `message`): the field's
 * id sits on a wrapper, so focus on an error goes to the editor or its stand-in inside, which is
 * marked invalid and described by the message. Classwork's body and a student's answer use it.
 */
export function RichTextField({
  label,
  labelId,
  control,
  error,
  value,
  onChange,
}: {
  label: string;
  labelId: string;
  control: FieldControlProps;
  error: { id: string; message: string | undefined };
  value: string;
  onChange: (html: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label id={labelId}>{label}</Label>
      <div id={control.id}>
        <LazyRichTextEditor value={value} onChange={onChange} labelledBy={labelId} invalid={control['aria-invalid']} describedBy={control['aria-describedby']} />
      </div>
      <FieldError {...error} />
    </div>
  );
}
