import type { z } from 'zod';
import type {
  classDetailSchema,
  ClassSummary,
  CreateClassRequest,
  UpdateClassRequest,
} from '@lyceum/shared/classes';
import type { CopyClassRequest } from '@lyceum/shared/class-copy';
import type { messageSchema } from '@lyceum/shared/common';
import type { topicListSchema, Topic } from '@lyceum/shared/topics';
import type { usersResponseSchema } from '@lyceum/shared/users';
import { api } from '@/lib/api-client';
import { pagePath, type Page } from '@/features/lists/api/lists-api';
import { nextCursor } from '@/features/lists/lib/link-header';

/** Query keys of this feature; invalidate `classesKeys.all` after any change to a class. */
export const classesKeys = {
  all: ['classes'] as const,
  list: () => [...classesKeys.all, 'list'] as const,
  /** The archived classes (`?archived=true`): off the main list until restored. */
  archived: () => [...classesKeys.all, 'archived'] as const,
  detail: (id: string) => [...classesKeys.all, 'detail', id] as const,
  topics: (id: string) => [...classesKeys.all, 'detail', id, 'topics'] as const,
  /** Everyone of a role (admin only): the edit screen's member pickers. */
  roleUsers: (role: MemberRole) => [...classesKeys.all, 'role-users', role] as const,
};

export type MemberRole = 'teacher' | 'student';

const path = (id: string) => `/api/classes/${encodeURIComponent(id)}`;

/** Spec section 7: an array, or an object with `classes`; a missing response is an empty list. */
type ClassListBody = ClassSummary[] | { classes: ClassSummary[] } | undefined;
const classesOf = (body: ClassListBody): ClassSummary[] => (body === undefined ? [] : Array.isArray(body) ? body : body.classes);

/**
 * One page of the class list: the server pages it like the other long lists (a district admin
 * sees a thousand classes); the Link header carries the next page's cursor.
 */
export async function fetchClassesPage(cursor: string | null, signal?: AbortSignal): Promise<Page<ClassSummary>> {
  const { data, headers } = await api.getWithHeaders<ClassListBody>(pagePath('/api/classes', cursor), { signal });
  return { items: classesOf(data), next: nextCursor(headers.get('Link')) };
}

/** One page of the caller's archived classes, newest created first. */
export async function fetchArchivedClassesPage(cursor: string | null, signal?: AbortSignal): Promise<Page<ClassSummary>> {
  const { data, headers } = await api.getWithHeaders<ClassListBody>(`${pagePath('/api/classes', cursor)}&archived=true`, { signal });
  return { items: classesOf(data), next: nextCursor(headers.get('Link')) };
}

/** Archive (read-only, off the main lists) or restore a class: admins, and the class's teachers. */
export function setClassArchived(id: string, archived: boolean) {
  return api.post<typeof classDetailSchema>(`${path(id)}/${archived ? 'archive' : 'restore'}`);
}

/** Deletes a class for good (admins): the server asks for its exact name as confirmation. */
export function deleteClass(id: string, confirm: string) {
  return api.delete<typeof messageSchema>(path(id), { body: { confirm } });
}

/** Copies a class with its classwork and question bank (admins, and the class's teachers): answers the new class. */
export function copyClass(id: string, input: CopyClassRequest) {
  return api.post<typeof classDetailSchema>(`${path(id)}/copy`, { body: input });
}

export function fetchClass(id: string) {
  return api.get<typeof classDetailSchema>(path(id));
}

/** Spec section 4: a failed topics fetch gives an empty list (logged, not shown). */
export async function fetchClassTopics(id: string): Promise<Topic[]> {
  try {
    // An empty body (undefined) reads as no topics.
    return (await api.get<typeof topicListSchema | z.ZodUndefined>(`${path(id)}/topics`)) ?? [];
  } catch (error) {
    console.error('Lyceum: topics of class could not be loaded', error);
    return [];
  }
}

export function createClass(input: CreateClassRequest) {
  return api.post<typeof classDetailSchema>('/api/classes', { body: input });
}

export function updateClass(id: string, input: UpdateClassRequest) {
  return api.put<typeof classDetailSchema>(path(id), { body: input });
}

export function setMeetingLink(id: string, meetingLink: string) {
  return api.put<typeof classDetailSchema>(`${path(id)}/meeting-link`, { body: { meetingLink } });
}

/** POST (add) or DELETE (remove) one member; the body names the role's list, as the spec's calls do. */
export function changeMember(id: string, role: MemberRole, action: 'add' | 'remove', userId: string) {
  const list = role === 'teacher' ? 'teachers' : 'students';
  const options = { body: { [list]: [userId] } };
  return action === 'add'
    ? api.post<typeof classDetailSchema>(`${path(id)}/${list}`, options)
    : api.delete<typeof classDetailSchema>(`${path(id)}/${list}`, options);
}

/** Every user of the role (admin only): candidates for the member pickers. */
export function fetchRoleUsers(role: MemberRole) {
  return api.get<typeof usersResponseSchema>(`/api/classes/members/${role === 'teacher' ? 'teachers' : 'students'}`);
}
