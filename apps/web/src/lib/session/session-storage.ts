import type { LoginResponse } from '@lyceum/shared/auth';
import type { SessionUser } from '@/lib/session/session-user';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type { SessionUser } from '@/lib/session/session-user';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.user);
}

/**
 * Spec section 4: restore only when both items exist and the user parses; a lone item or an
 * unreadable user is cleared (with a console warning or error) so the app starts signed out.
 * Asynchronous because the user's schema (and zod) are loaded only when there is a user to check.
 */
export async function readStoredSession(storage: Storage = localStorage): Promise<StoredSession | null> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  if (!token && !rawUser) return null;
  if (!token || !rawUser) {
    console.warn('Lyceum: incomplete stored session (token or user missing); clearing it.');
    clearStoredSession(storage);
    return null;
  }
  const { sessionUserSchema } = await import('@/lib/session/session-user');
  try {
    const user = sessionUserSchema.parse(JSON.parse(rawUser));
    return { token, user };
  } catch (error) {
    console.error('Lyceum: stored user could not be read; clearing the stored session.', error);
    clearStoredSession(storage);
    return null;
  }
}

/** Builds the session of a successful login; `typedEmail` is kept as entered (spec section 3). */
export function sessionFromLogin(response: LoginResponse, typedEmail: string): StoredSession {
  return {
    token: response.token,
    user: { _id: response._id, name: response.name, email: typedEmail, role: response.role, avatar: null },
  };
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}
