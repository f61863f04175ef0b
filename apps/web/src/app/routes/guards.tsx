import { Navigate, Outlet } from 'react-router';
import type { Role } from '@lyceum/shared/roles';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-context';
import { AccessDenied } from '@/app/routes/access-denied';

const restoring = <CenteredSpinner className="min-h-dvh" label="Loading session" />;

/** Everything under /dashboard: a spinner while restoring, /login (replacing history) when signed out. */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return restoring;
  if (status === 'signedOut') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** A page for one role only; an exact match is required (spec section 6). */
export function RequireRole({ role }: { role: Role }) {
  const { user } = useSession();
  return user?.role === role ? <Outlet /> : <AccessDenied />;
}

/** /login: a spinner while the session loads, the dashboard when already signed in. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'loading') return restoring;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
