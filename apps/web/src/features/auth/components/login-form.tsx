import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@lyceum/shared/messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { login } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';
import { readRememberedLogin, saveRememberedLogin } from '@/features/auth/lib/remember-me';

export function LoginForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [remembered] = useState(readRememberedLogin);
  const [email, setEmail] = useState(remembered.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered.remember);

  // Plain state rather than a TanStack mutation: the sign-in page does without the query library.
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await login({ email, password });
      signIn(response, email);
      saveRememberedLogin(email, remember);
      toast.success(MSG.loginSuccess);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG.loginFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email address</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="you@school.org"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="login-remember" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
        <Label htmlFor="login-remember" className="font-normal">
          Remember me
        </Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner label="Signing in" />}
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
