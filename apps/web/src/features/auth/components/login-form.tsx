import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, statusOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { login } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';
import { readRememberedLogin, saveRememberedLogin } from '@/features/auth/lib/remember-me';
import { authMessages as m } from '@/features/auth/auth-messages';

export function LoginForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const t = useT();
  const [remembered] = useState(readRememberedLogin);
  const [email, setEmail] = useState(remembered.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const fields = useFieldErrors('login', ['email', 'password'] as const);

  // Plain state rather than a TanStack mutation: the sign-in page does without the query library.
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // The browser's own check of the email's shape (spec section 5), shown at the field.
    const emailInput = event.currentTarget.elements.namedItem('email');
    const badShape = emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch;
    const invalid = fields.show({
      email: !email.trim() ? t(m.emailRequired) : badShape ? t(m.emailShape) : undefined,
      password: password ? undefined : t(m.passwordRequired),
    });
    if (invalid) return;
    setBusy(true);
    try {
      const response = await login({ email, password });
      signIn(response, email);
      saveRememberedLogin(email, remember);
      toast.success(t(m.success));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message = errorMessage(error, t(m.failed));
      toast.error(message);
      // A wrong password (401) is the password's to fix; a deactivated account (403) the email's.
      const status = statusOf(error);
      if (status === 401) fields.show({ password: message });
      else if (status === 403) fields.show({ email: message });
      else fields.showForm(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t(m.email)}</Label>
        <Input
          {...fields.control('email')}
          name="email"
          type="email"
          autoComplete="username"
          placeholder={t(m.emailPlaceholder)}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            fields.clear('email');
          }}
        />
        <FieldError {...fields.message('email')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t(m.password)}</Label>
        <PasswordInput
          {...fields.control('password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            fields.clear('password');
          }}
        />
        <FieldError {...fields.message('password')} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="login-remember" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
        <Label htmlFor="login-remember" className="font-normal">
          {t(m.remember)}
        </Label>
      </div>
      <Button type="submit" size="lg" className="w-full" pending={busy}>
        {busy && <Spinner label={t(m.submittingLabel)} />}
        {busy ? t(m.submitting) : t(m.submit)}
      </Button>
    </form>
  );
}
