import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assignmentSchema, AssignmentRequest } from '@lyceum/shared/assignments';
import type { messageSchema } from '@lyceum/shared/common';
import type { materialSchema, MaterialRequest } from '@lyceum/shared/materials';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

/**
 * One classwork item's calls (read, create, update, delete), the same for every kind: only its
 * collection, its cache key and its shapes differ. A new kind (a quiz, a question) is one more line.
 */
function classworkItemApi<S extends z.ZodType, R>(collection: string, key: (id: string) => readonly unknown[]) {
  const path = (id: string) => `/api/${collection}/${encodeURIComponent(id)}`;
  return {
    queryOptions: (id: string) =>
      queryOptions({ queryKey: key(id), queryFn: ({ signal }) => api.get<S>(path(id), { signal }) }),
    create: (input: R) => api.post<S>(`/api/${collection}`, { body: input }),
    update: (id: string, input: R) => api.put<S>(path(id), { body: input }),
    remove: (id: string) => api.delete<typeof messageSchema>(path(id)),
  };
}

export const materialApi = classworkItemApi<typeof materialSchema, MaterialRequest>('materials', contentKeys.material);
export const assignmentApi = classworkItemApi<typeof assignmentSchema, AssignmentRequest>('assignments', contentKeys.assignment);

/** Each kind's calls, by the kind's name (as the routes, comments and returns name it). */
export const classworkItemApis = { material: materialApi, assignment: assignmentApi } as const;
