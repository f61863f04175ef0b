import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { AlertCircleIcon } from 'lucide-react';
import type { ClassDetail } from '@lyceum/shared/classes';
import { CLASS_UPDATE_REDIRECT_MS } from '@lyceum/shared/limits';
import { FormAlert, useFieldErrors } from '@/components/form-errors';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classesKeys, setMeetingLink, updateClass } from '@/features/classes/api/classes-api';
import { CLASS_FIELDS, ClassFields } from '@/features/classes/components/class-fields';
import {
  editClassValues,
  hasRequiredClassFields,
  meetingLinkProblem,
  meetingLinkToSend,
  updateClassPayload,
  type ClassFormValues,
} from '@/features/classes/lib/class-form';

/**
 * Spec sections 4-5, edit class: name and description are required; the meeting link is sent
 * (as its own call) only when non-empty; on success the class page opens after 1500 ms.
 */
export function EditClassForm({ cls }: { cls: ClassDetail }) {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const detailPath = `/dashboard/classes/${encodeURIComponent(cls._id)}`;
  // Seeded once: a background refetch of the class must not overwrite what is being typed.
  const [values, setValues] = useState<ClassFormValues>(() => ({
    name: cls.name,
    description: cls.description,
    meetingLink: cls.meetingLink ?? '',
  }));
  const [missingFields, setMissingFields] = useState(false);
  const [saved, setSaved] = useState(false);
  const fields = useFieldErrors('edit-class', CLASS_FIELDS);
  const onChange = (changes: Partial<ClassFormValues>) => {
    setValues((current) => editClassValues(current, changes));
    if (changes.name?.trim()) fields.clear('name');
    if (changes.description?.trim()) fields.clear('description');
    if (changes.meetingLink !== undefined) fields.clear('meetingLink');
  };

  const mutation = useMutation({
    mutationFn: async (submitted: ClassFormValues) => {
      await updateClass(cls._id, updateClassPayload(submitted));
      const link = meetingLinkToSend(submitted);
      if (link !== null) await setMeetingLink(cls._id, link);
    },
    onSuccess: async () => {
      toast.success(t(f.updated));
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: classesKeys.all });
    },
    onError: (error) => {
      const message = errorMessage(error, t(f.updateFailed));
      toast.error(message);
      fields.showServer(message);
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(detailPath), CLASS_UPDATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate, detailPath]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = hasRequiredClassFields(values);
    setMissingFields(!complete);
    const invalid = fields.show({
      name: values.name.trim() ? undefined : t(f.nameRequired),
      description: values.description.trim() ? undefined : t(f.descriptionRequired),
      meetingLink: meetingLinkProblem(values) && t(f.meetingLinkShape),
    });
    if (!complete) toast.error(t(f.requiredFields), { id: 'class-required-fields' });
    if (invalid) return;
    mutation.mutate(values);
  };

  const busy = mutation.isPending || saved;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {missingFields && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{t(f.requiredFields)}</AlertTitle>
        </Alert>
      )}
      <FormAlert {...fields.alert} />
      <ClassFields idPrefix="edit-class" values={values} onChange={onChange} descriptionRequired disabled={busy} errors={fields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={detailPath}>{t(m.cancel)}</Link>
        </Button>
        <Button type="submit" disabled={saved} pending={mutation.isPending}>
          {mutation.isPending && <Spinner label={t(f.savingLabel)} />}
          {t(mutation.isPending ? f.saving : f.save)}
        </Button>
      </div>
    </form>
  );
}
