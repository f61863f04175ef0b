import { queryOptions } from '@tanstack/react-query';
import type { messageSchema } from '@lyceum/shared/common';
import type { materialSchema, MaterialRequest } from '@lyceum/shared/materials';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

const path = (id: string) => `/api/materials/${encodeURIComponent(id)}`;

export function materialQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.material(id),
    queryFn: ({ signal }) => api.get<typeof materialSchema>(path(id), { signal }),
  });
}

export const createMaterial = (input: MaterialRequest) => api.post<typeof materialSchema>('/api/materials', { body: input });
export const updateMaterial = (id: string, input: MaterialRequest) => api.put<typeof materialSchema>(path(id), { body: input });
export const deleteMaterial = (id: string) => api.delete<typeof messageSchema>(path(id));
