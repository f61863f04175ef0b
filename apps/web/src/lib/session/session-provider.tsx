import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginResponse } from '@lyceum/shared/auth';
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api-client';
import { SessionContext, type Session } from '@/lib/session/session-context';
import {
  clearStoredSession,
  readStoredSession,
  sessionFromLogin,
  writeStoredSession,
  type StoredSession,
} from '@/lib/session/session-storage';

type State = { status: 'loading' } | { status: 'signedOut' } | ({ status: 'signedIn' } & StoredSession);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  // Restored after mount, so protected pages show the spinner of spec section 2 meanwhile.
  useEffect(() => {
    let current = true;
    readStoredSession().then(
      (stored) => {
        if (!current) return;
        setAuthToken(stored?.token ?? null);
        // A transition: the first page renders in slices (see app/start.tsx).
        startTransition(() => setState(stored ? { status: 'signedIn', ...stored } : { status: 'signedOut' }));
      },
      (error: unknown) => {
        // The storage could not be read (a browser's privacy setting): start signed out.
        console.error('Lyceum: the stored session could not be checked.', error);
        if (current) setState({ status: 'signedOut' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const signIn = useCallback((response: LoginResponse, typedEmail: string) => {
    const session = sessionFromLogin(response, typedEmail);
    writeStoredSession(session);
    setAuthToken(session.token);
    setState({ status: 'signedIn', ...session });
  }, []);

  // The cached server data goes with the signed-in shell, which owns it (see QueryProvider) and
  // unmounts as soon as the status is signedOut.
  const signOut = useCallback(() => {
    clearStoredSession();
    setAuthToken(null);
    setState({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    return () => setUnauthorizedHandler(null);
  }, [signOut]);

  const value = useMemo<Session>(() => {
    const user = state.status === 'signedIn' ? state.user : null;
    return {
      status: state.status,
      user,
      token: state.status === 'signedIn' ? state.token : null,
      isAdmin: user?.role === 'admin',
      isTeacher: user?.role === 'teacher',
      isStudent: user?.role === 'student',
      signIn,
      signOut,
    };
  }, [state, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
