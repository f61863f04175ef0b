import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertCircleIcon } from 'lucide-react';
import { MSG } from '@lyceum/shared/messages';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { exchangeSsoCode, rememberSsoProvider } from '@/features/auth/api/sso-api';

const FAILED = 'The sign-in could not be finished. Start again from the sign-in page.';

/**
 * /sso#code=…: where the server sends the browser back from the identity provider. The one-time
 * code (in the fragment, so it reaches no server log) is traded once for a session, or for the
 * reason there is none, which this page shows.
 */
export function SsoPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    // The code is spent either way: out of the address bar and the history.
    window.history.replaceState(null, '', '/sso');
    if (!code) {
      setError(FAILED);
      return;
    }
    exchangeSsoCode(code).then(
      (answer) => {
        signIn(answer, '');
        rememberSsoProvider(answer.provider);
        toast.success(MSG.loginSuccess);
        navigate(answer.returnTo === '/' ? '/dashboard' : answer.returnTo, { replace: true });
      },
      (failure: unknown) => setError(errorMessage(failure, FAILED)),
    );
  }, [navigate, signIn]);

  if (!error) return <CenteredSpinner className="min-h-dvh" />;
  return (
    <AuthLayout subtitle="Sign in to your account">
      <div className="grid gap-5">
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon />
          <AlertTitle>{error}</AlertTitle>
        </Alert>
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          Back to sign-in
        </Link>
      </div>
    </AuthLayout>
  );
}
