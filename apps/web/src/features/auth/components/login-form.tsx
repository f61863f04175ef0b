import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@lyceum/shared/messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
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

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (response, credentials) => {
      signIn(response, credentials.email);
      saveRememberedLogin(credentials.email, remember);
      toast.success(MSG.loginSuccess);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.loginFailed)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ email, password });
  };

  const busy = mutation.isPending;
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
