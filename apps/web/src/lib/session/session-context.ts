import { createContext, useContext } from 'react';
import type { LoginResponse } from '@lyceum/shared/auth';
import type { SessionUser } from '@/lib/session/session-storage';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  isAdmin: boolean;
  isTeacher: boolean;
  isStudent: boolean;
  /** Stores token and user and enters "signed in"; `typedEmail` is the email as entered. */
  signIn: (response: LoginResponse, typedEmail: string) => void;
  /**
   * Clears user, token, both stored items and the authorization header; the cached server data
   * goes with the signed-in shell that holds it (app/query-provider.tsx).
   */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
