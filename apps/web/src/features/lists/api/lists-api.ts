import { infiniteQueryOptions } from '@tanstack/react-query';
import type { assignmentPageSchema, AssignmentListItem } from '@lyceum/shared/assignments';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import type { materialPageSchema, MaterialListItem } from '@lyceum/shared/materials';
import { api } from '@/lib/api-client';
import { nextCursor } from '@/features/lists/lib/link-header';

/** One page of a cursor-paged list and the cursor of the page after it (null on the last). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

export const listsKeys = {
  all: ['lists'] as const,
  assignments: () => [...listsKeys.all, 'assignments'] as const,
  materials: () => [...listsKeys.all, 'materials'] as const,
};

/** The URL of one page: the first has no cursor; later ones carry the cursor the server handed out. */
export function pagePath(endpoint: string, cursor: string | null, limit = PAGE_SIZE_DEFAULT): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) query.set('cursor', cursor);
  return `${endpoint}?${query.toString()}`;
}

export async function fetchAssignmentsPage(cursor: string | null, signal?: AbortSignal): Promise<Page<AssignmentListItem>> {
  const { data, headers } = await api.getWithHeaders<typeof assignmentPageSchema>(pagePath('/api/assignments', cursor), {
    signal,
  });
  return { items: data, next: nextCursor(headers.get('Link')) };
}

export async function fetchMaterialsPage(cursor: string | null, signal?: AbortSignal): Promise<Page<MaterialListItem>> {
  const { data, headers } = await api.getWithHeaders<typeof materialPageSchema>(pagePath('/api/materials', cursor), {
    signal,
  });
  return { items: data, next: nextCursor(headers.get('Link')) };
}

/** All assignments across the caller's classes, by due date descending, a page at a time. */
export const assignmentsInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: listsKeys.assignments(),
    queryFn: ({ pageParam, signal }) => fetchAssignmentsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** All materials across the caller's classes, newest first, a page at a time. */
export const materialsInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: listsKeys.materials(),
    queryFn: ({ pageParam, signal }) => fetchMaterialsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
