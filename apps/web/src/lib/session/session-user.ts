import type { LoginResponse } from '@lyceum/shared/auth';
import { ROLES } from '@lyceum/shared/roles';

/**
 * The user kept in the browser (spec section 3): the login response without the token, plus
 * the email as typed at sign-in (the response has none) and an avatar (none yet, so null).
 */
export type SessionUser = Omit<LoginResponse, 'token'> & { email: string; avatar: string | null };

const isRole = (value: unknown): value is SessionUser['role'] => (ROLES as readonly unknown[]).includes(value);

/**
 * The stored user read back: those five fields, each of its type and the role one of the three,
 * any other key left behind; null when one is missing or of another type. Five fields checked by
 * hand rather than by the shared schema: this runs before any signed-in page renders, and zod
 * would be downloaded and built first (some 30 KB and, at a phone's speed, 100 ms and more).
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, name, email, role, avatar } = value as Record<string, unknown>;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof email !== 'string' || !isRole(role)) return null;
  if (avatar !== null && typeof avatar !== 'string') return null;
  return { _id, name, email, role, avatar };
}
