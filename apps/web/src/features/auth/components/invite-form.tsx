import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AlertCircleIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { acceptInvite } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';

/** What is wrong with the two typed passwords, checked before the link (single-use) is spent. */
function passwordProblem(password: string, confirm: string): string | null {
  if ([...password].length < LIMITS.passwordMin) return TEXT.passwordTooShort;
  if (password !== confirm) return TEXT.passwordsDiffer;
  return null;
}

export function InviteForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const response = await acceptInvite({ token, password });
      // The link names no email, and the session's email is shown nowhere: stored empty.
      signIn(response, '');
      toast.success(TEXT.inviteWelcome(response.name));
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      // Used, expired, replaced or deactivated: the server's message says what to do next.
      const message = errorMessage(failure, TEXT.inviteFailed);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <h2 className="text-lg font-semibold">{TEXT.inviteTitle}</h2>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor="invite-password">New password</Label>
        <PasswordInput
          id="invite-password"
          name="password"
          autoComplete="new-password"
          aria-describedby="invite-password-hint"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="invite-password-hint" className="text-xs text-muted-foreground">
          {TEXT.passwordHint}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-confirm">Confirm password</Label>
        <PasswordInput
          id="invite-confirm"
          name="confirm"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner label="Setting password" />}
        {busy ? TEXT.inviteBusy : TEXT.inviteSubmit}
      </Button>
    </form>
  );
}
