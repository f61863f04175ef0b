import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@lyceum/shared/messages';
import type { Role } from '@lyceum/shared/roles';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { classesKeys, createClass } from '@/features/classes/api/classes-api';
import { ClassFields } from '@/features/classes/components/class-fields';
import { createClassErrorText } from '@/features/classes/lib/class-errors';
import { createClassPayload, type ClassFormValues } from '@/features/classes/lib/class-form';

const EMPTY: ClassFormValues = { name: '', description: '', meetingLink: '' };

/** Spec sections 4-5: creates the class, then opens its page. */
export function CreateClassForm({ actor }: { actor: { id: string; role: Role } }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const onChange = (changes: Partial<ClassFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const mutation = useMutation({
    mutationFn: createClass,
    onSuccess: async (created) => {
      toast.success(MSG.classCreated);
      queryClient.setQueryData(classesKeys.detail(created._id), created);
      await queryClient.invalidateQueries({ queryKey: classesKeys.list() });
      await navigate(`/dashboard/classes/${encodeURIComponent(created._id)}`);
    },
    onError: (error) => toast.error(createClassErrorText(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The name is required after trimming; the button stays disabled until there is one.
    if (!values.name.trim()) return;
    mutation.mutate(createClassPayload(values, actor));
  };

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <ClassFields idPrefix="create-class" values={values} onChange={onChange} descriptionRequired={false} disabled={busy} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/dashboard/classes">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy || !values.name.trim()}>
          {busy && <Spinner label="Creating class" />}
          {busy ? 'Creating...' : 'Create Class'}
        </Button>
      </div>
    </form>
  );
}
