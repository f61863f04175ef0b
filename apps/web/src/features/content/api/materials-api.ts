import { queryOptions } from '@tanstack/react-query';
import { messageSchema } from '@lyceum/shared/common';
import { materialSchema, type MaterialRequest } from '@lyceum/shared/materials';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

const path = (id: string) => `/api/materials/${encodeURIComponent(id)}`;

export function materialQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.material(id),
    queryFn: ({ signal }) => api.get(path(id), { schema: materialSchema, signal }),
  });
}

export const createMaterial = (input: MaterialRequest) => api.post('/api/materials', { body: input, schema: materialSchema });
export const updateMaterial = (id: string, input: MaterialRequest) => api.put(path(id), { body: input, schema: materialSchema });
export const deleteMaterial = (id: string) => api.delete(path(id), { schema: messageSchema });
