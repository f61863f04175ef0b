import type { registerResponseSchema, RegisterRequest } from '@lyceum/shared/auth';
import type { messageSchema } from '@lyceum/shared/common';
import type { publicUserSchema, usersResponseSchema, PublicUser, UpdateUserRequest } from '@lyceum/shared/users';
import { api, ApiError } from '@/lib/api-client';
import { filterParams, hasFilters, type UserFilters } from '@/features/users/lib/user-filters';

/** Query keys of this feature; invalidate `usersKeys.all` after any change to accounts. */
export const usersKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters = { q: '', role: '', status: '' }) => [...usersKeys.all, 'list', filterParams(filters).toString()] as const,
};

export interface UsersList {
  users: PublicUser[];
  /** True when GET /api/users failed and the list was pieced together from the member lists. */
  fromFallback: boolean;
}

type Fetch = () => Promise<PublicUser[]>;

/**
 * Spec sections 7-8: GET /api/users; when that fails for a reason other than 401/403, merge
 * the teacher and student member lists (de-duplicated by id) instead. If the fallback fails
 * too, the original error stands.
 */
export async function loadUsersWithFallback(all: Fetch, teachers: Fetch, students: Fetch): Promise<UsersList> {
  try {
    return { users: await all(), fromFallback: false };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
    try {
      const merged = new Map<string, PublicUser>();
      for (const user of [...(await teachers()), ...(await students())]) merged.set(user._id, user);
      return { users: [...merged.values()], fromFallback: true };
    } catch {
      throw error;
    }
  }
}

/** GET /api/users with the screen's filters (as app/route-table.ts spells it for the early read). */
export function usersPath(filters: UserFilters): string {
  const params = filterParams(filters);
  return params.size > 0 ? `/api/users?${params.toString()}` : '/api/users';
}

/**
 * The users the filters keep. The member lists stand in only for the whole list: they cannot
 * be filtered, and a filtered list that failed is an error, not everybody.
 */
export function fetchUsers(filters: UserFilters = { q: '', role: '', status: '' }): Promise<UsersList> {
  if (hasFilters(filters)) return api.get<typeof usersResponseSchema>(usersPath(filters)).then((users) => ({ users, fromFallback: false }));
  return loadUsersWithFallback(
    () => api.get<typeof usersResponseSchema>('/api/users'),
    () => api.get<typeof usersResponseSchema>('/api/classes/members/teachers'),
    () => api.get<typeof usersResponseSchema>('/api/classes/members/students'),
  );
}

export function updateUser(id: string, changes: UpdateUserRequest) {
  return api.put<typeof publicUserSchema>(`/api/users/${encodeURIComponent(id)}`, { body: changes });
}

export function deleteUser(id: string) {
  return api.delete<typeof messageSchema>(`/api/users/${encodeURIComponent(id)}`);
}

/** Admin only: creates an account. */
export function registerUser(input: RegisterRequest) {
  return api.post<typeof registerResponseSchema>('/api/auth/register', { body: input });
}

/** Admin only: deactivates (no sign-in, tokens revoked, work kept) or reactivates an account. */
export function setUserActive(id: string, active: boolean) {
  const action = active ? 'reactivate' : 'deactivate';
  return api.post<typeof publicUserSchema>(`/api/users/${encodeURIComponent(id)}/${action}`);
}
