import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@lyceum/shared/limits';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { acceptInvite } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';
import { inviteMessages as m } from '@/features/auth/invite-messages';

/** What is wrong with the two typed passwords, checked before the link (single-use) is spent. */
function passwordProblems(t: Translate, password: string, confirm: string): { password?: string; confirm?: string } {
  if ([...password].length < LIMITS.passwordMin) return { password: t(m.passwordTooShort, { min: LIMITS.passwordMin }) };
  if (password !== confirm) return { confirm: t(m.passwordsDiffer) };
  return {};
}

export function InviteForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fields = useFieldErrors('invite', ['password', 'confirm'] as const);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (fields.show(passwordProblems(t, password, confirm))) return;
    setBusy(true);
    try {
      const response = await acceptInvite({ token, password });
      // The link names no email, and the session's email is shown nowhere: stored empty.
      signIn(response, '');
      toast.success(t(m.welcome, { name: response.name }));
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      // Used, expired, replaced or deactivated: the server's message says what to do next.
      // It concerns the link, not a field: above the form, focused.
      const message = errorMessage(failure, t(m.failed));
      fields.showForm(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <h2 className="text-lg font-semibold">{t(m.title)}</h2>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="invite-password">{t(m.password)}</Label>
        <PasswordInput
          {...fields.control('password', 'invite-password-hint')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            fields.clear('password');
          }}
        />
        <FieldError {...fields.message('password')} />
        <p id="invite-password-hint" className="text-xs text-muted-foreground">
          {t(m.passwordHint, { min: LIMITS.passwordMin })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-confirm">{t(m.confirm)}</Label>
        <PasswordInput
          {...fields.control('confirm')}
          name="confirm"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            fields.clear('confirm');
          }}
        />
        <FieldError {...fields.message('confirm')} />
      </div>
      <Button type="submit" size="lg" className="w-full" pending={busy}>
        {busy && <Spinner label={t(m.busyLabel)} />}
        {busy ? t(m.busy) : t(m.submit)}
      </Button>
    </form>
  );
}
