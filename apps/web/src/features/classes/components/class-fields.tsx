import { LIMITS } from '@lyceum/shared/limits';
import { FieldError, type FieldControlProps } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ClassFormValues } from '@/features/classes/lib/class-form';
import { useT } from '@/lib/i18n/i18n-context';
import { classFormMessages as f } from '@/features/classes/class-form-messages';

/** The fields' names, in the form's order: also the names the server's messages start with. */
export const CLASS_FIELDS = ['name', 'description', 'meetingLink'] as const;
export type ClassField = (typeof CLASS_FIELDS)[number];

/** Name, description and meeting link: the fields the create and edit screens share. */
export function ClassFields({
  idPrefix,
  values,
  onChange,
  descriptionRequired,
  disabled,
  errors,
}: {
  idPrefix: string;
  values: ClassFormValues;
  onChange: (changes: Partial<ClassFormValues>) => void;
  /** Required when editing; optional (defaulted from the name) when creating. */
  descriptionRequired: boolean;
  disabled?: boolean;
  /** The form's field errors (useFieldErrors with the prefix `idPrefix`), when it marks them. */
  errors?: {
    control: (field: ClassField, hintId?: string) => FieldControlProps;
    message: (field: ClassField) => { id: string; message: string | undefined };
  };
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const t = useT();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id('name')}>{t(f.name)}</Label>
        <Input
          id={id('name')}
          {...errors?.control('name')}
          aria-required="true"
          maxLength={LIMITS.className}
          autoComplete="off"
          disabled={disabled}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {errors && <FieldError {...errors.message('name')} />}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('description')}>{t(f.description)}</Label>
        <Textarea
          id={id('description')}
          aria-required={descriptionRequired}
          aria-describedby={descriptionRequired ? undefined : id('description-hint')}
          {...errors?.control('description', descriptionRequired ? undefined : id('description-hint'))}
          maxLength={LIMITS.classDescription}
          rows={4}
          disabled={disabled}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        {errors && <FieldError {...errors.message('description')} />}
        {!descriptionRequired && (
          <p id={id('description-hint')} className="text-sm text-muted-foreground">
            {t(f.descriptionHint)}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('meetingLink')}>{t(f.meetingLink)}</Label>
        <Input
          id={id('meetingLink')}
          {...errors?.control('meetingLink')}
          type="url"
          inputMode="url"
          placeholder={t(f.meetingLinkPlaceholder)}
          maxLength={LIMITS.url}
          autoComplete="off"
          disabled={disabled}
          value={values.meetingLink}
          onChange={(event) => onChange({ meetingLink: event.target.value })}
        />
        {errors && <FieldError {...errors.message('meetingLink')} />}
      </div>
    </>
  );
}
