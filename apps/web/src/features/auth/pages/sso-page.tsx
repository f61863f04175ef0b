import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { exchangeSsoCode, rememberSsoProvider } from '@/features/auth/api/sso-api';
import { ssoReturnMessages as m } from '@/features/auth/sso-return-messages';

/**
 * /sso#code=…: where the server sends the browser back from the identity provider. The one-time
 * code (in the fragment, so it reaches no server log) is traded once for a session, or for the
 * reason there is none, which this page shows.
 */
export function SsoPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    // The code is spent either way: out of the address bar and the history.
    window.history.replaceState(null, '', '/sso');
    if (!code) {
      setError(t(m.failed));
      return;
    }
    exchangeSsoCode(code).then(
      (answer) => {
        signIn(answer, '');
        rememberSsoProvider(answer.provider);
        toast.success(t(m.success));
        navigate(answer.returnTo === '/' ? '/dashboard' : answer.returnTo, { replace: true });
      },
      (failure: unknown) => setError(errorMessage(failure, t(m.failed))),
    );
  }, [navigate, signIn, t]);

  if (!error) return <CenteredSpinner className="min-h-dvh" />;
  return (
    <AuthLayout subtitle={t(m.subtitle)}>
      <div className="grid gap-5">
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon />
          <AlertTitle>{error}</AlertTitle>
        </Alert>
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          {t(m.back)}
        </Link>
      </div>
    </AuthLayout>
  );
}
