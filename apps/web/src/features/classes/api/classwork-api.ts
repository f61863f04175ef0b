import { infiniteQueryOptions } from '@tanstack/react-query';
import type { classworkPageSchema, ClassworkItem } from '@lyceum/shared/class-classwork';
import { CLASSWORK_PAGE_DEFAULT } from '@lyceum/shared/limits';
import { api } from '@/lib/api-client';
import { classesKeys } from '@/features/classes/api/classes-api';
import { pagePath, type Page } from '@/features/lists/api/lists-api';
import { nextCursor } from '@/features/lists/lib/link-header';

/** The class's materials and assignments, newest first, as the Classwork tab's one request (a page of 100). */
export const classworkPath = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/classwork`;

export async function fetchClassworkPage(classId: string, cursor: string | null, signal?: AbortSignal): Promise<Page<ClassworkItem>> {
  const { data, headers } = await api.getWithHeaders<typeof classworkPageSchema>(pagePath(classworkPath(classId), cursor, CLASSWORK_PAGE_DEFAULT), { signal });
  return { items: data, next: nextCursor(headers.get('Link')) };
}

export const classworkInfiniteQuery = (classId: string) =>
  infiniteQueryOptions({
    queryKey: [...classesKeys.detail(classId), 'classwork'] as const,
    queryFn: ({ pageParam, signal }) => fetchClassworkPage(classId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
