import type { LoginResponse } from '@lyceum/shared/auth';
import { readSessionUser, type SessionUser } from '@/lib/session/session-user';
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
 * Answers through a promise, as the provider restores the session after its first render (the
 * spinner of spec section 2 meanwhile).
 */
export function readStoredSession(storage: Storage = localStorage): Promise<StoredSession | null> {
  return new Promise((resolve) => resolve(readNow(storage)));
}

function readNow(storage: Storage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  if (!token && !rawUser) return null;
  if (!token || !rawUser) {
    console.warn('Lyceum: incomplete stored session (token or user missing); clearing it.');
    clearStoredSession(storage);
    return null;
  }
  let user: SessionUser | null = null;
  let problem: unknown = 'a field is missing or of the wrong type';
  try {
    user = readSessionUser(JSON.parse(rawUser));
  } catch (error) {
    problem = error;
  }
  if (user) return { token, user };
  console.error('Lyceum: stored user could not be read; clearing the stored session.', problem);
  clearStoredSession(storage);
  return null;
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
