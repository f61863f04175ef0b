import { LIMITS } from '@lyceum/shared/limits';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ClassFormValues } from '@/features/classes/lib/class-form';

/** Name, description and meeting link: the fields the create and edit screens share. */
export function ClassFields({
  idPrefix,
  values,
  onChange,
  descriptionRequired,
  disabled,
}: {
  idPrefix: string;
  values: ClassFormValues;
  onChange: (changes: Partial<ClassFormValues>) => void;
  /** Required when editing; optional (defaulted from the name) when creating. */
  descriptionRequired: boolean;
  disabled?: boolean;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id('name')}>Class Name</Label>
        <Input
          id={id('name')}
          aria-required="true"
          maxLength={LIMITS.className}
          autoComplete="off"
          disabled={disabled}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('description')}>Description</Label>
        <Textarea
          id={id('description')}
          aria-required={descriptionRequired}
          aria-describedby={descriptionRequired ? undefined : id('description-hint')}
          maxLength={LIMITS.classDescription}
          rows={4}
          disabled={disabled}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        {!descriptionRequired && (
          <p id={id('description-hint')} className="text-sm text-muted-foreground">
            Optional. Left empty, it becomes &lsquo;Class: &rsquo; followed by the class name.
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('meeting-link')}>Meeting Link</Label>
        <Input
          id={id('meeting-link')}
          type="url"
          inputMode="url"
          placeholder="https://meet.example.com/your-class"
          maxLength={LIMITS.url}
          autoComplete="off"
          disabled={disabled}
          value={values.meetingLink}
          onChange={(event) => onChange({ meetingLink: event.target.value })}
        />
      </div>
    </>
  );
}
