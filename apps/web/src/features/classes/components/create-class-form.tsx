import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@lyceum/shared/roles';
import { FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classesKeys, createClass } from '@/features/classes/api/classes-api';
import { CLASS_FIELDS, ClassFields } from '@/features/classes/components/class-fields';
import { createClassErrorText } from '@/features/classes/lib/class-errors';
import { createClassPayload, meetingLinkProblem, type ClassFormValues } from '@/features/classes/lib/class-form';

const EMPTY: ClassFormValues = { name: '', description: '', meetingLink: '' };

/** Spec sections 4-5: creates the class, then opens its page. */
export function CreateClassForm({ actor }: { actor: { id: string; role: Role } }) {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldErrors('create-class', CLASS_FIELDS);
  const onChange = (changes: Partial<ClassFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    for (const field of CLASS_FIELDS) if (changes[field] !== undefined) fields.clear(field);
  };

  const mutation = useMutation({
    mutationFn: createClass,
    onSuccess: async (created) => {
      toast.success(t(f.created));
      queryClient.setQueryData(classesKeys.detail(created._id), created);
      await queryClient.invalidateQueries({ queryKey: classesKeys.list() });
      await navigate(`/dashboard/classes/${encodeURIComponent(created._id)}`);
    },
    onError: (error) => {
      const message = createClassErrorText(error, t);
      toast.error(message);
      // "meetingLink: must be an http(s) URL" at the link; a message naming no field above the form.
      fields.showServer(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The name is required after trimming; the button stays disabled until there is one.
    if (!values.name.trim() || mutation.isPending) return;
    if (fields.show({ meetingLink: meetingLinkProblem(values) && t(f.meetingLinkShape) })) return;
    mutation.mutate(createClassPayload(values, actor));
  };

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormAlert {...fields.alert} />
      <ClassFields idPrefix="create-class" values={values} onChange={onChange} descriptionRequired={false} disabled={busy} errors={fields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/dashboard/classes">{t(m.cancel)}</Link>
        </Button>
        <Button type="submit" disabled={!values.name.trim()} pending={busy}>
          {busy && <Spinner label={t(f.creatingLabel)} />}
          {t(busy ? f.creating : f.createTitle)}
        </Button>
      </div>
    </form>
  );
}
