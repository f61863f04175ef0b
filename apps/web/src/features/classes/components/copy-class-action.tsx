import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CopyIcon } from 'lucide-react';
import type { ClassSummary } from '@lyceum/shared/classes';
import { LIMITS } from '@lyceum/shared/limits';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { copyClassMessages as c } from '@/features/classes/copy-class-messages';
import { classesKeys, copyClass } from '@/features/classes/api/classes-api';

const FIELDS = ['name'] as const;

/** "<name> (copy)" in the reader's language, the name shortened so the whole fits a class name (as the server names a copy). */
export function copyNameOf(name: string, t: Translate): string {
  const full = t(c.defaultName, { name });
  const over = full.length - LIMITS.className;
  return over <= 0 ? full : t(c.defaultName, { name: name.slice(0, name.length - over).trimEnd() });
}

/**
 * Copy class, as Google Classroom has it: a button for the class's teachers and admins (the page
 * decides) and a dialog with the new class's name. The copy opens once made, with a notice; a
 * refusal stays in the dialog, at the name when it is about the name, and focus goes there.
 */
export function CopyClassAction({ cls }: { cls: Pick<ClassSummary, '_id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CopyIcon aria-hidden="true" /> {t(c.copyClass)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open && <CopyClassForm cls={cls} onCancel={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}

function CopyClassForm({ cls, onCancel }: { cls: Pick<ClassSummary, '_id' | 'name'>; onCancel: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(() => copyNameOf(cls.name, t));
  const fields = useFieldErrors('copy-class', FIELDS);

  const mutation = useMutation({
    mutationFn: () => copyClass(cls._id, { name: name.trim() }),
    onSuccess: async (created) => {
      toast.success(t(c.copied));
      queryClient.setQueryData(classesKeys.detail(created._id), created);
      await queryClient.invalidateQueries({ queryKey: classesKeys.list() });
      await navigate(`/dashboard/classes/${encodeURIComponent(created._id)}`);
    },
    onError: (error) => {
      const reason = errorMessage(error, '');
      toast.error(t(c.copyFailed), { description: reason || undefined });
      // "name must be at most 120 characters" at the name; anything else above it.
      fields.showServer(reason || t(c.copyFailed));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (fields.show({ name: name.trim() === '' ? t(f.nameRequired) : undefined })) return;
    mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{t(c.copyClass)}</DialogTitle>
        <DialogDescription>{t(c.text)}</DialogDescription>
      </DialogHeader>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="copy-class-name">{t(c.nameLabel)}</Label>
        <Input
          {...fields.control('name')}
          dir="auto"
          maxLength={LIMITS.className}
          value={name}
          disabled={mutation.isPending}
          onChange={(event) => {
            setName(event.target.value);
            fields.clear('name');
          }}
        />
        <FieldError {...fields.message('name')} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" pending={mutation.isPending}>
          {mutation.isPending && <Spinner label={t(c.copying)} />}
          {t(c.copy)}
        </Button>
      </DialogFooter>
    </form>
  );
}

