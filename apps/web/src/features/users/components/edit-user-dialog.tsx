import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@lyceum/shared/limits';
import type { PublicUser } from '@lyceum/shared/users';
import { emailProblem } from '@/components/email-problem';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useLastPresent } from '@/components/ui/use-last-present';
import { errorMessage, statusOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateUser, usersKeys } from '@/features/users/api/users-api';
import { RoleSelect } from '@/features/users/components/role-select';
import { buildUserUpdate, type UserEditForm } from '@/features/users/lib/user-update';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

const FIELDS = ['name', 'email', 'password'] as const;

interface EditUserDialogProps {
  /** The user being edited; null closes the dialog. */
  user: PublicUser | null;
  currentUserId: string;
  onClose: () => void;
}

export function EditUserDialog({ user, currentUserId, onClose }: EditUserDialogProps) {
  // The form stays in the dialog while it fades out, rather than an empty box.
  const shown = useLastPresent(user);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed by user so the form starts from that user's values each time it opens. */}
        {shown && <EditUserForm key={shown._id} user={shown} isSelf={shown._id === currentUserId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: PublicUser; isSelf: boolean; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<UserEditForm>({ name: user.name, email: user.email, password: '', role: user.role });
  const emailInput = useRef<HTMLInputElement>(null);
  const fields = useFieldErrors('edit-user', FIELDS);
  const set = (changes: Partial<UserEditForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    for (const field of FIELDS) if (changes[field] !== undefined) fields.clear(field);
  };

  const mutation = useMutation({
    mutationFn: () => updateUser(user._id, buildUserUpdate(form, { isSelf })),
    onSuccess: async () => {
      toast.success(t(m.updated));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onDone();
    },
    onError: (error) => {
      const reason = errorMessage(error, '');
      toast.error(t(m.updateFailed), { description: reason || undefined });
      // The reason at the field it names (a taken email is a 409), else above the fields.
      if (statusOf(error) === 409 && reason) fields.show({ email: reason });
      else fields.showServer(reason || t(m.updateFailed));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // Blank fields keep their value (spec section 5); a typed email must be shaped like one.
    if (fields.show({ email: emailProblem(emailInput.current, false) })) return;
    mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{t(m.editTitle)}</DialogTitle>
        <DialogDescription>{t(m.editDescription, { name: user.name })}</DialogDescription>
      </DialogHeader>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="edit-user-name">{t(m.fullName)}</Label>
        <Input {...fields.control('name')} maxLength={LIMITS.userName} value={form.name} onChange={(e) => set({ name: e.target.value })} />
        <FieldError {...fields.message('name')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-email">{t(m.emailAddress)}</Label>
        <Input
          {...fields.control('email')}
          ref={emailInput}
          type="email"
          maxLength={LIMITS.email}
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <FieldError {...fields.message('email')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-password">{t(m.newPassword)}</Label>
        <Input
          {...fields.control('password')}
          type="password"
          autoComplete="new-password"
          placeholder={t(m.newPasswordPlaceholder)}
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <FieldError {...fields.message('password')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-role">{t(m.role)}</Label>
        <RoleSelect
          id="edit-user-role"
          value={form.role || user.role}
          onChange={(role) => set({ role })}
          disabled={isSelf}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" pending={mutation.isPending}>
          {mutation.isPending && <Spinner label={t(m.saving)} />}
          {t(m.saveChanges)}
        </Button>
      </DialogFooter>
    </form>
  );
}
