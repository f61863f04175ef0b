import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@lyceum/shared/limits';
import { DEFAULT_ROLE, type Role } from '@lyceum/shared/roles';
import { emailProblem } from '@/components/email-problem';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, statusOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { registerUser, usersKeys } from '@/features/users/api/users-api';
import { RoleSelect } from '@/features/users/components/role-select';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

const EMPTY = { name: '', email: '', password: '', role: DEFAULT_ROLE as Role };
const FIELDS = ['name', 'email', 'password'] as const;

/**
 * Spec section 4: success resets the form to empty with role student; failure keeps what was typed.
 * Name, email and password are required (section 5), marked at their fields; the 6-character
 * minimum stays a hint here, and the server's refusal of a shorter one shows at the password.
 */
export function RegisterUserForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const emailInput = useRef<HTMLInputElement>(null);
  const fields = useFieldErrors('register', FIELDS);
  const set = (changes: Partial<typeof EMPTY>) => {
    setForm((current) => ({ ...current, ...changes }));
    for (const field of FIELDS) if (changes[field] !== undefined) fields.clear(field);
  };

  const mutation = useMutation({
    mutationFn: registerUser,
    onSuccess: async (response) => {
      toast.success(response.message || t(m.registerSuccess));
      setForm(EMPTY);
      fields.reset();
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => {
      const message = errorMessage(error, t(m.registerFailed));
      toast.error(message);
      // A taken email (409) is the email's to change.
      if (statusOf(error) === 409) fields.show({ email: message });
      else fields.showServer(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = fields.show({
      name: form.name.trim() ? undefined : t(m.fullNameRequired),
      email: emailProblem(emailInput.current, true),
      password: form.password ? undefined : t(m.passwordRequired),
    });
    if (invalid) return;
    mutation.mutate(form);
  };

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="register-name">{t(m.fullName)}</Label>
        <Input
          {...fields.control('name')}
          autoComplete="off"
          required
          maxLength={LIMITS.userName}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <FieldError {...fields.message('name')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">{t(m.emailAddress)}</Label>
        <Input
          {...fields.control('email')}
          ref={emailInput}
          type="email"
          autoComplete="off"
          required
          maxLength={LIMITS.email}
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <FieldError {...fields.message('email')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-password">{t(m.password)}</Label>
        <Input
          {...fields.control('password', 'register-password-hint')}
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <FieldError {...fields.message('password')} />
        <p id="register-password-hint" className="text-sm text-muted-foreground">
          {t(m.passwordHint, { min: LIMITS.passwordMin })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-role">{t(m.role)}</Label>
        <RoleSelect id="register-role" value={form.role} onChange={(role) => set({ role })} />
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" pending={busy}>
        {busy && <Spinner label={t(m.creating)} />}
        {busy ? t(m.creatingButton) : t(m.registerUser)}
      </Button>
    </form>
  );
}
