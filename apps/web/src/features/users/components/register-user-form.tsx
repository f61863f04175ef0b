import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@lyceum/shared/limits';
import { MSG } from '@lyceum/shared/messages';
import { DEFAULT_ROLE, type Role } from '@lyceum/shared/roles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { registerUser, usersKeys } from '@/features/users/api/users-api';
import { RoleSelect } from '@/features/users/components/role-select';

const EMPTY = { name: '', email: '', password: '', role: DEFAULT_ROLE as Role };

/** Spec section 4: success resets the form to empty with role student; failure keeps what was typed. */
export function RegisterUserForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const set = (changes: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...changes }));

  const mutation = useMutation({
    mutationFn: registerUser,
    onSuccess: async (response) => {
      toast.success(response.message || MSG.registerSuccess);
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.registerFailed)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(form);
  };

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="register-name">Full Name</Label>
        <Input id="register-name" autoComplete="off" required value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">Email Address</Label>
        <Input
          id="register-email"
          type="email"
          autoComplete="off"
          required
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-password">Password</Label>
        <Input
          id="register-password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="register-password-hint"
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <p id="register-password-hint" className="text-sm text-muted-foreground">
          Password must be at least {LIMITS.passwordMin} characters long
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-role">Role</Label>
        <RoleSelect id="register-role" value={form.role} onChange={(role) => set({ role })} />
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" disabled={busy}>
        {busy && <Spinner label="Creating account" />}
        {busy ? 'Creating Account...' : 'Register User'}
      </Button>
    </form>
  );
}
